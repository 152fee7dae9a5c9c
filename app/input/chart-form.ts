// The /chart form's fields and the chart page's own address, shared by the page's server code
// and its links.
export const MAX_NAME_LENGTH = 60;
/** The longest name a member may give a saved chart. */
export const MAX_CHART_LABEL = 60;

/** The form's fields a problem can be shown beside. */
export type BirthField = "name" | "date" | "time" | "where" | "houses" | "zodiac";

export interface FormError {
  field: BirthField;
  message: string;
}

/** The field a chart query's problem belongs beside, by its code (invalid_time, unknown_place). */
export function fieldOfProblem(code: string): BirthField {
  if (/date/.test(code)) return "date";
  if (/time|offset/.test(code)) return "time";
  if (/houses/.test(code)) return "houses";
  if (/zodiac|ayanamsa/.test(code)) return "zodiac";
  return "where";
}

export interface ChartForm {
  name: string;
  date: string;
  time: string;
  unknownTime: boolean;
  where: string;
  place: string;
  houses: string;
  /** The chart page's zodiac: "sidereal" with its ayanamsa, or tropical when absent. */
  zodiac?: string;
  ayanamsa?: string;
}

/** The page's own address for these answers, with an offset when one was chosen. */
export function chartUrl(
  form: ChartForm,
  extra: Record<string, string> = {},
  path = "/chart",
): string {
  const query = new URLSearchParams();
  if (form.name) query.set("name", form.name);
  query.set("date", form.date);
  if (form.unknownTime) query.set("unknown", "on");
  else query.set("time", form.time);
  if (form.where) query.set("where", form.where);
  if (form.place) query.set("place", form.place);
  query.set("houses", form.houses);
  if (form.zodiac === "sidereal") {
    query.set("zodiac", form.zodiac);
    query.set("ayanamsa", form.ayanamsa || "lahiri");
  }
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  return `${path}?${query}`;
}

/** A point's place in its sign: 11°08' Cancer. */
export function position(point: { degree: number; minute: number; sign: string }): string {
  return `${point.degree}°${String(point.minute).padStart(2, "0")}' ${point.sign}`;
}

/** An orb in degrees and minutes: 1°25'. */
export function orbText(orb: number): string {
  return `${Math.floor(orb)}°${String(Math.round((orb % 1) * 60) % 60).padStart(2, "0")}'`;
}

// Written out by hand rather than through Intl: the chart pages' scripts have no room to spare.
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A day of the year as "23 July". */
export function monthDayText(month: number, day: number): string {
  return `${day} ${MONTHS[month - 1]!}`;
}

/** A date (YYYY-MM-DD, or the start of an ISO time) as "4 July 1990": the site's one way to
 * write a day in prose; `short` gives "4 Jul 1990" for a table's narrow column. */
export function dayText(iso: string, short = false): string {
  const [year, month, day] = iso.slice(0, 10).split("-").map(Number) as [number, number, number];
  const name = MONTHS[month - 1]!;
  return `${day} ${short ? name.slice(0, 3) : name} ${year}`;
}
