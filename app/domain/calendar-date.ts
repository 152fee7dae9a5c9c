// Calendar dates without a clock: a reading belongs to a date, not to an instant.
import { formatDate } from "~/domain/time-zone";
import { DAY } from "~/domain/time";

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export const FIRST_DATE: CalendarDate = { year: 1900, month: 1, day: 1 };
export const LAST_DATE: CalendarDate = { year: 2100, month: 12, day: 31 };
/** Birth charts reach further back than readings: the time zone history starts in 1800. */
export const FIRST_BIRTH_DATE: CalendarDate = { year: 1800, month: 1, day: 1 };

const US_SHORT = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

export type DateParseResult =
  | { ok: true; date: CalendarDate }
  | { ok: false; reason: "malformed" | "impossible" | "out-of-range" };

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Accepts the specification's US short form (11/21/2026) and ISO (2026-11-21), from `first`
 * (1900-01-01 unless a caller needs earlier) to 2100-12-31.
 */
export function parseCalendarDate(text: string, first: CalendarDate = FIRST_DATE): DateParseResult {
  const us = US_SHORT.exec(text);
  const iso = us ? null : ISO.exec(text);
  if (!us && !iso) return { ok: false, reason: "malformed" };
  const [year, month, day] = us
    ? [Number(us[3]), Number(us[1]), Number(us[2])]
    : [Number(iso![1]), Number(iso![2]), Number(iso![3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { ok: false, reason: "impossible" };
  }
  const date = { year, month, day };
  if (compareDates(date, first) < 0 || compareDates(date, LAST_DATE) > 0) {
    return { ok: false, reason: "out-of-range" };
  }
  return { ok: true, date };
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function isInRange(date: CalendarDate): boolean {
  return compareDates(date, FIRST_DATE) >= 0 && compareDates(date, LAST_DATE) <= 0;
}

export function toIso(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** M/D/YYYY, the form the specification's client sends. */
export function toUsShort(date: CalendarDate): string {
  return `${date.month}/${date.day}/${date.year}`;
}

/** Days since 1970-01-01; handy as a stable seed and for counting. */
export function dayNumber(date: CalendarDate): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / DAY);
}

function fromDayNumber(days: number): CalendarDate {
  const d = new Date(days * DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(dayNumber(date) + days);
}

const LONG = { weekday: "long", day: "numeric", month: "long", year: "numeric" } as const;

/** "Saturday, 21 November 2026". */
export function formatLong(date: CalendarDate): string {
  return formatDate(date, LONG);
}
