// Clocks in a time zone as Intl reads them, for display: "today" in the site's zone, the
// calendar's and the feeds' times, the visitor's own zone in the browser. One cache of
// formatters serves them all. A birth's offset is another matter: it comes from the tz table
// (chart/local-time.ts), which reaches back to 1800 and keeps local mean time.
import { MINUTE } from "~/domain/time";

/** A date without a clock (calendar-date.ts's CalendarDate). */
interface YearMonthDay {
  year: number;
  month: number;
  day: number;
}

// Building a DateTimeFormat costs far more than using one, and pages ask hundreds of times.
const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter for the zone and options, made once. */
export function zoneFormat(
  zone: string,
  options: Intl.DateTimeFormatOptions,
  locale = "en-GB",
): Intl.DateTimeFormat {
  const key = `${locale} ${zone} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

/** An instant (ISO 8601, milliseconds or a Date) as the zone's clock shows it, in words. */
export function formatInZone(
  instant: string | number | Date,
  zone: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return zoneFormat(zone, options).format(new Date(instant));
}

/** A calendar date in words ("Saturday, 21 November 2026"): the date itself, in no zone. */
export function formatDate(date: YearMonthDay, options: Intl.DateTimeFormatOptions): string {
  return formatInZone(Date.UTC(date.year, date.month - 1, date.day), "UTC", options);
}

const DATE = { year: "numeric", month: "numeric", day: "numeric" } as const;

/** The calendar date of an instant in an IANA time zone. */
export function dateInTimeZone(instant: Date, zone: string): YearMonthDay {
  const parts = zoneFormat(zone, DATE, "en-US").formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

const CLOCK = {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
} as const;

/** The local date ("2026-11-24") and clock time ("14:54") of an instant in a zone. */
export function localParts(iso: string, zone: string): { date: string; time: string } {
  const parts = zoneFormat(zone, CLOCK).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    date: `${get("year")}-${get("month")}-${get("day")}`,
    time: `${get("hour")}:${get("minute")}`,
  };
}

/** The zone's offset from UTC at an instant, in minutes. */
function offsetMinutes(utc: number, zone: string): number {
  const { date, time } = localParts(new Date(utc).toISOString(), zone);
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  return Math.round((asUtc - Math.floor(utc / MINUTE) * MINUTE) / MINUTE);
}

/** The UTC instant of a local wall-clock time in a zone (the later reading if it is ambiguous). */
export function zonedInstant(date: string, time: string, zone: string): number {
  const naive = Date.parse(`${date}T${time}:00Z`);
  let guess = naive - offsetMinutes(naive, zone) * MINUTE;
  guess = naive - offsetMinutes(guess, zone) * MINUTE;
  return guess;
}

const SECONDS = {
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
} as const;

/** Seconds until the next midnight in the zone, when "today" changes: 1 to 86400. */
export function secondsToMidnight(now: Date, zone: string): number {
  const parts = zoneFormat(zone, SECONDS).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return 86400 - (get("hour") * 3600 + get("minute") * 60 + get("second"));
}
