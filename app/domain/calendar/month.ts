// A month as the calendar page lays it out in a time zone: the weeks of the grid, each day's
// events by its local date, and the times as that zone's clock reads them. No ephemeris here:
// the browser runs this again in the visitor's own zone with the events the server found.
import { localParts, zonedInstant } from "~/domain/time-zone";
import type { CalendarEvent } from "./types";

export interface YearMonth {
  year: number;
  month: number;
}

export const FIRST_MONTH: YearMonth = { year: 1900, month: 1 };
export const LAST_MONTH: YearMonth = { year: 2100, month: 12 };

export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + month - 1 + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function inRange(at: YearMonth): boolean {
  const index = at.year * 12 + at.month;
  return (
    index >= FIRST_MONTH.year * 12 + FIRST_MONTH.month &&
    index <= LAST_MONTH.year * 12 + LAST_MONTH.month
  );
}

export const monthPath = ({ year, month }: YearMonth) =>
  `/calendar/${year}/${String(month).padStart(2, "0")}`;

/** The UTC span of a month in a zone: from its first local midnight to the next month's. */
export function monthSpan(at: YearMonth, zone: string): [number, number] {
  const first = (m: YearMonth) => `${m.year}-${String(m.month).padStart(2, "0")}-01`;
  return [
    zonedInstant(first(at), "00:00", zone),
    zonedInstant(first(addMonths(at, 1)), "00:00", zone),
  ];
}

export interface GridDay {
  date: string;
  day: number;
  events: CalendarEvent[];
}

/** The month's days in weeks from Monday; the days of other months are null. */
export function monthGrid(
  at: YearMonth,
  events: readonly CalendarEvent[],
  zone: string,
): (GridDay | null)[][] {
  const days = new Date(Date.UTC(at.year, at.month, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(at.year, at.month - 1, 1)).getUTCDay() + 6) % 7;
  const byDate = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const { date } = localParts(event.time, zone);
    byDate.set(date, [...(byDate.get(date) ?? []), event]);
  }
  const cells: (GridDay | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day++) {
    const date = `${at.year}-${String(at.month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    cells.push({ date, day, events: byDate.get(date) ?? [] });
  }
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
