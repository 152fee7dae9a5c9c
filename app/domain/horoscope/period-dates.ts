// Where a week or a month starts and how long it runs: the weekly and monthly pages' dates,
// kept apart from the composer so the pages' browser code never loads the text banks.
import { addDays, dayNumber, type CalendarDate } from "~/domain/calendar-date";

export type PeriodKind = "weekly" | "monthly";

/** The Monday on or before the date, or the first of its month. */
export function periodStart(kind: PeriodKind, date: CalendarDate): CalendarDate {
  if (kind === "monthly") return { ...date, day: 1 };
  // dayNumber 0 is 1 January 1970, a Thursday.
  const weekday = (((dayNumber(date) + 3) % 7) + 7) % 7;
  return addDays(date, -weekday);
}

export function periodDays(kind: PeriodKind, start: CalendarDate): number {
  if (kind === "weekly") return 7;
  return new Date(Date.UTC(start.year, start.month, 0)).getUTCDate();
}
