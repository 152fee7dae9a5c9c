import type { CalendarDate } from "~/domain/calendar-date";

/** "2026-11-21" as a calendar date; the form is the server's own, so it is not checked. */
export function parseIsoDate(iso: string): CalendarDate {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}
