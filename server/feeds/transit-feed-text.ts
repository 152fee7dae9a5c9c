// A member's own transits as .ics text, apart from its route so the pool's threads (which compute
// it) load no HTTP code: one event at each exact moment of the Sun to Pluto to their chart over
// the window, its UID the transit and its instant, so a refresh updates rather than adds.
import ical from "ical-generator";
import { addDays, parseCalendarDate, type CalendarDate } from "~/domain/calendar-date";
import { ordinal } from "~/domain/horoscope/text";
import { forecastAnswer, type Natal } from "~/read/forecast.server";

interface Row {
  transiting: string;
  aspect: string;
  natal: string;
  begins: { utc: string; local: string } | null;
  exact: { utc: string; local: string }[];
  ends: { utc: string; local: string } | null;
  house?: number;
}

const clock = (m: { local: string } | null, fallback: string) =>
  m ? `${m.local.slice(0, 10)} ${m.local.slice(11, 16)}` : fallback;

export function transitFeedText(arg: {
  natal: Natal;
  from: CalendarDate;
  to: CalendarDate;
  siteUrl: string;
}): string {
  const answer = JSON.parse(forecastAnswer({ ...arg, moon: false })) as {
    timeZone: string;
    transits: Row[];
  };
  const host = new URL(arg.siteUrl).host;
  const calendar = ical({
    name: "Starcast: my transits",
    description:
      "Each transit of the Sun to Pluto to your own birth chart, at its exact moment, for the year ahead.",
    prodId: { company: "Starcast", product: "Transits", language: "EN" },
    url: `${arg.siteUrl}/forecast`,
    ttl: 6 * 3600,
  });
  for (const row of answer.transits) {
    const natal = row.natal === "True Node" ? "north node" : row.natal;
    for (const exact of row.exact) {
      const time = new Date(exact.utc);
      const slug = `${row.transiting}-${row.aspect}-${row.natal.replace(" ", "-")}`.toLowerCase();
      calendar.createEvent({
        id: `${slug}-${exact.utc.replace(/[-:]/g, "")}@${host}`,
        start: time,
        end: time,
        stamp: time,
        summary: `${row.transiting} ${row.aspect} your ${natal}`,
        description:
          `Exact ${clock(exact, "")} (${answer.timeZone}); within 1° from ` +
          `${clock(row.begins, "before the feed begins")} to ${clock(row.ends, "after it ends")}` +
          (row.house ? `, through your ${ordinal(row.house)} house.` : "."),
        url: `${arg.siteUrl}/forecast`,
      });
    }
  }
  return calendar.toString();
}

/** The feed's stretch from a day (YYYY-MM-DD): 30 days back, a year on. */
export function transitFeedWindow(today: string): { from: CalendarDate; to: CalendarDate } {
  const parsed = parseCalendarDate(today);
  if (!parsed.ok) throw new Error(`not a day: ${today}`);
  return { from: addDays(parsed.date, -30), to: addDays(parsed.date, 364) };
}
