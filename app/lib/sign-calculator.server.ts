// The rising-sign and Moon-sign pages: the chart page's answer for the same form, and for an
// unknown birth time, the signs of the whole day with the local times they held.
import { FIRST_BIRTH_DATE, parseCalendarDate } from "~/domain/calendar-date";
import { moonSignsOverDay, risingSignsOverDay, type SignSpan } from "~/domain/chart/day-signs";
import { chartPage, type ChartPage } from "~/lib/chart-page.server";

export type CalculatorPage = ChartPage & { day?: SignSpan[] };

export async function signCalculator(
  params: URLSearchParams,
  which: "rising" | "moon",
): Promise<CalculatorPage> {
  const page = await chartPage(params);
  if (page.kind !== "chart" || page.birth.chart.timeKnown) return page;
  const { input } = page.birth;
  const parsed = parseCalendarDate(input.date, FIRST_BIRTH_DATE);
  if (!parsed.ok) return page;
  const day =
    which === "rising"
      ? risingSignsOverDay(input.timeZone, parsed.date, input.latitude, input.longitude)
      : moonSignsOverDay(input.timeZone, parsed.date, input.longitude);
  return { ...page, day };
}
