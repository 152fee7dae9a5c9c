// The calendar pages' data: a month's events and Moon days in SITE_TIME_ZONE, and a year's
// retrograde periods. Each is a few hundred milliseconds of ephemeris work, so recent ones are
// kept (the page cache holds the HTML; this serves the client's navigation data too).
import { LRUCache } from "lru-cache";
import { eventsBetween } from "~/domain/calendar/events";
import { moonOn, type MoonDay } from "~/domain/calendar/moon";
import { monthSpan, zonedInstant, type YearMonth } from "~/domain/calendar/month";
import { retrogradePeriods } from "~/domain/calendar/planets";
import type { CalendarEvent, RetrogradePeriod } from "~/domain/calendar/types";
import { env } from "~/lib/env.server";

export interface MonthData {
  at: YearMonth;
  zone: string;
  events: CalendarEvent[];
  /** Each date's Moon at local noon. */
  moon: Record<string, MoonDay>;
  /** The planets retrograde at any time in the month. */
  periods: RetrogradePeriod[];
}

const months = new LRUCache<string, MonthData>({ max: 48 });
const years = new LRUCache<number, RetrogradePeriod[]>({ max: 12 });

export function monthData(at: YearMonth): MonthData {
  const zone = env().SITE_TIME_ZONE;
  const key = `${zone} ${at.year}-${at.month}`;
  const cached = months.get(key);
  if (cached) return cached;
  const [from, to] = monthSpan(at, zone);
  const days = new Date(Date.UTC(at.year, at.month, 0)).getUTCDate();
  const moon: Record<string, MoonDay> = {};
  for (let day = 1; day <= days; day++) {
    const date = `${at.year}-${String(at.month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    moon[date] = moonOn(zonedInstant(date, "12:00", zone));
  }
  // A period under way in the month is under way in its UTC year (or the one either side, in a
  // zone far from UTC): each year's list is computed once for all its months.
  const spanYears = new Set([new Date(from).getUTCFullYear(), new Date(to - 1).getUTCFullYear()]);
  const periods = [...spanYears]
    .flatMap((year) => yearRetrogrades(year))
    .filter((p) => Date.parse(p.direct.time) >= from && Date.parse(p.retrograde.time) < to)
    .filter((p, i, all) => all.findIndex((q) => q.retrograde.time === p.retrograde.time) === i);
  const data = { at, zone, events: eventsBetween(from, to), moon, periods };
  months.set(key, data);
  return data;
}

/** The retrograde periods under way at any time in a (UTC) year. */
export function yearRetrogrades(year: number): RetrogradePeriod[] {
  const cached = years.get(year);
  if (cached) return cached;
  const periods = retrogradePeriods(Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1));
  years.set(year, periods);
  return periods;
}
