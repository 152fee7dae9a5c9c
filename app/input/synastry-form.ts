// The /synastry page's address: each person's /chart form fields, prefixed a. and b.
import { chartUrl, type ChartForm } from "~/input/chart-form";

export type SynastrySide = "a" | "b";

export const SIDE_LABELS: Record<SynastrySide, string> = { a: "Person A", b: "Person B" };

/** One person's /chart query (name=...&date=...), prefixed for a side: a.name=...&a.date=... */
export function prefixQuery(query: string, side: SynastrySide): string {
  const prefixed = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) prefixed.append(`${side}.${name}`, value);
  return prefixed.toString();
}

/** Both people's details as one query, with the UTC offsets chosen for either, if any. */
export function synastryQuery(
  a: ChartForm,
  b: ChartForm,
  offsets: { a?: string; b?: string } = {},
): string {
  const own = (form: ChartForm, offset?: string) =>
    chartUrl(form, offset ? { offset } : {}).slice("/chart?".length);
  return `${prefixQuery(own(a, offsets.a), "a")}&${prefixQuery(own(b, offsets.b), "b")}`;
}
