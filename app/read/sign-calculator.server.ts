// The rising-sign and Moon-sign pages: the chart page's answer for the same form, and for an
// unknown birth time, the signs of the whole day with the local times they held.
import { FIRST_BIRTH_DATE, parseCalendarDate } from "~/domain/calendar-date";
import type { CalendarDate } from "~/domain/calendar-date";
import type { SignSpan } from "~/domain/chart/day-signs";
import { type PlacedQuery } from "~/read/birth-chart.server";
import { chartPage, type ChartPage, type ReadBirth } from "~/read/chart-page.server";

export type CalculatorPage = ChartPage & { day?: SignSpan[] };

export interface DaySpansQuery {
  which: "rising" | "moon";
  zone: string;
  date: CalendarDate;
  latitude: number;
  longitude: number;
}

/**
 * A day's spans are tens of milliseconds of ephemeris work and the chart some ten, so `daySpans`
 * and `read` run them elsewhere.
 */
export async function signCalculator(
  params: URLSearchParams,
  which: "rising" | "moon",
  daySpans: (query: DaySpansQuery) => Promise<SignSpan[]>,
  read: (placed: PlacedQuery) => Promise<ReadBirth>,
): Promise<CalculatorPage> {
  const page = await chartPage(params, false, read);
  if (page.kind !== "chart" || page.birth.chart.timeKnown) return page;
  const { input } = page.birth;
  const parsed = parseCalendarDate(input.date, FIRST_BIRTH_DATE);
  if (!parsed.ok) return page;
  const day = await daySpans({
    which,
    zone: input.timeZone,
    date: parsed.date,
    latitude: input.latitude,
    longitude: input.longitude,
  });
  return { ...page, day };
}
