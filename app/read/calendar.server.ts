// The calendar pages' data: a month's events and Moon days in SITE_TIME_ZONE, and a year's
// retrograde periods. Each is a few hundred milliseconds of ephemeris work: computed in the
// server's worker pool (the compute* functions, which the loaders reach through their context),
// and recent ones kept here (the page cache holds the HTML; this serves navigation data too).
import { boundedCache } from "~/lib/caches.server";
import { eventsBetween } from "~/domain/events/find";
import { moonOn, type MoonDay } from "~/domain/calendar/moon";
import { monthSpan, type YearMonth } from "~/domain/calendar/month";
import { retrogradePeriods } from "~/domain/calendar/planets";
import type { CalendarEvent, RetrogradePeriod } from "~/domain/calendar/types";
import { env } from "~/lib/env.server";
import { zonedInstant } from "~/domain/time-zone";

export interface MonthData {
  at: YearMonth;
  zone: string;
  events: CalendarEvent[];
  /** Each date's Moon at local noon. */
  moon: Record<string, MoonDay>;
  /** The planets retrograde at any time in the month. */
  periods: RetrogradePeriod[];
}

/** Runs a computation off this thread, as the pages' load context does. */
type Run<A, V> = (arg: A) => Promise<V>;

// lru-cache's fetch: requests for a month being computed wait for that one computation.
const months = boundedCache<string, MonthData, Run<{ at: YearMonth; zone: string }, MonthData>>(
  "calendar.months",
  {
    fetchMethod: (key, _stale, { context }) => {
      const [zone, year, month] = key.split(" ");
      return context({ at: { year: Number(year), month: Number(month) }, zone: zone! });
    },
  },
);
const retrogradeYears = boundedCache<string, RetrogradePeriod[], Run<number, RetrogradePeriod[]>>(
  "calendar.retrogrades",
  { fetchMethod: (key, _stale, { context }) => context(Number(key)) },
);

export async function monthData(
  at: YearMonth,
  run: Run<{ at: YearMonth; zone: string }, MonthData>,
): Promise<MonthData> {
  const key = `${env().SITE_TIME_ZONE} ${at.year} ${at.month}`;
  return months.get(key) ?? (await months.fetch(key, { context: run }))!;
}

export async function yearRetrogrades(
  year: number,
  run: Run<number, RetrogradePeriod[]>,
): Promise<RetrogradePeriod[]> {
  return (
    retrogradeYears.get(String(year)) ??
    (await retrogradeYears.fetch(String(year), { context: run }))!
  );
}

// In a worker thread: a month's periods come from its years, kept for the next months.
const years = boundedCache<number, RetrogradePeriod[]>("calendar.retrogrades");

export function computeMonth(at: YearMonth, zone: string): MonthData {
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
    .flatMap((year) => computeYearRetrogrades(year))
    .filter((p) => Date.parse(p.direct.time) >= from && Date.parse(p.retrograde.time) < to)
    .filter((p, i, all) => all.findIndex((q) => q.retrograde.time === p.retrograde.time) === i);
  return { at, zone, events: eventsBetween(from, to), moon, periods };
}

/** The retrograde periods under way at any time in a (UTC) year. */
export function computeYearRetrogrades(year: number): RetrogradePeriod[] {
  const cached = years.get(year);
  if (cached) return cached;
  const periods = retrogradePeriods(Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1));
  years.set(year, periods);
  return periods;
}
