import { formatDate } from "~/domain/time-zone";

/** A date (YYYY-MM-DD, or the start of an ISO time) as "4 July 1990": the site's one way to
 * write a day in prose; `short` gives "4 Jul 1990" for a table's narrow column. */
export function dayText(iso: string, short = false): string {
  const [year, month, day] = iso.slice(0, 10).split("-").map(Number) as [number, number, number];
  return formatDate(
    { year, month, day },
    { day: "numeric", month: short ? "short" : "long", year: "numeric" },
  );
}
