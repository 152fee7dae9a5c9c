// The /chart form's fields and the chart page's own address, shared by the page's server code
// and its links.
export const MAX_NAME_LENGTH = 60;
/** The longest name a member may give a saved chart. */
export const MAX_CHART_LABEL = 60;

export interface ChartForm {
  name: string;
  date: string;
  time: string;
  unknownTime: boolean;
  where: string;
  place: string;
  houses: string;
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
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  return `${path}?${query}`;
}
