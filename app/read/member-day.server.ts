// A member's day: the transits to their own chart in their own time zone, the three that
// matter most with our texts, the longer ones under way, where the planets stand in their
// houses, and the exact contacts of the next 30 days. The sky table behind it is shared by
// every member and kept for its 30-day block; each member's day is kept under their chart's
// query, the date and the zone.
import { boundedCache } from "~/lib/caches.server";
import { TRANSIT_TEXTS } from "~/content/transits/banks";
import type { ContactKind } from "~/content/transits/types";
import { addDays, toIso, type CalendarDate } from "~/domain/calendar-date";
import type { Chart } from "~/domain/chart/chart";
import { chartPage } from "~/read/chart-page.server";
import { houseOf } from "~/domain/chart/chart";
import { normalizeDegrees } from "~/domain/sky/ephemeris";
import { BODIES } from "~/domain/sky/types";
import {
  exactBetween,
  mostImportant,
  transitsBetween,
  type NatalLongitudes,
} from "~/domain/transits/find";
import { SkyTable } from "~/domain/transits/table";
import type { ExactTransit, NatalPoint, Transit, TransitAspect } from "~/domain/transits/types";
import { withSpan } from "~/domain/transits/words";
import { signOfLongitude, type Planet } from "~/domain/zodiac";
import { zonedInstant } from "~/domain/time-zone";
import { DAY } from "~/domain/time";

const BLOCK = 30 * DAY;
export const COMING_DAYS = 30;
const SLOW: ReadonlySet<Planet> = new Set(["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"]);
const NATAL_POINTS: readonly NatalPoint[] = [...BODIES, "Ascendant", "Midheaven"];

// A block's table covers its 30 days and the 30-day view from its last day.
const tables = boundedCache<number, SkyTable>("memberDay.tables");
export function skyTableFor(time: number): SkyTable {
  const block = Math.floor(time / BLOCK);
  let table = tables.get(block);
  if (!table) {
    table = new SkyTable(block * BLOCK - 2 * DAY, (block + 1) * BLOCK + (COMING_DAYS + 2) * DAY);
    tables.set(block, table);
  }
  return table;
}

export function kindOf(aspect: TransitAspect): ContactKind {
  if (aspect === "conjunction") return "conjunction";
  return aspect === "sextile" || aspect === "trine" ? "easy" : "hard";
}

export interface MemberDay {
  date: string;
  zone: string;
  /** The three that matter most, each with its text. */
  top: (Transit & { text: string })[];
  /** Jupiter to Pluto in contact today: the transits of weeks and months. */
  longer: Transit[];
  /** Every contact in orb at some time in the day, tightest first. */
  all: Transit[];
  /** Where each planet stands at midday: sign, and house when the birth time is known. */
  planets: { body: Planet; sign: string; house?: number }[];
  coming: ExactTransit[];
}

export function memberDay(chart: Chart, date: CalendarDate, zone: string): MemberDay {
  const from = zonedInstant(toIso(date), "00:00", zone);
  const to = zonedInstant(toIso(addDays(date, 1)), "00:00", zone);
  const table = skyTableFor(from);
  const natal: NatalLongitudes = {};
  for (const point of chart.points) {
    if ((NATAL_POINTS as string[]).includes(point.name)) {
      natal[point.name as NatalPoint] = point.longitude;
    }
  }
  const cusps = chart.houses?.cusps.map((c) => c.longitude);
  const all = transitsBetween(table, natal, from, to, cusps);
  const middle = from + (to - from) / 2;
  return {
    date: toIso(date),
    zone,
    top: mostImportant(all).map((t) => ({
      ...t,
      text: withSpan(TRANSIT_TEXTS[t.transiting][t.natal][kindOf(t.aspect)], t),
    })),
    longer: all.filter((t) => SLOW.has(t.transiting)),
    all,
    planets: BODIES.map((body) => {
      const longitude = normalizeDegrees(table.longitude(body, middle));
      return {
        body,
        sign: signOfLongitude(longitude).name,
        ...(cusps ? { house: houseOf(longitude, cusps) } : {}),
      };
    }),
    coming: exactBetween(table, natal, to, to + COMING_DAYS * DAY),
  };
}

/** A saved chart's day, and whether the chart has a birth time (so houses). */
export interface ChartDay {
  timeKnown: boolean;
  day: MemberDay;
}

/** Computes a chart's day: in this thread by default; a page passes the worker pool's task. */
export type DayMaker = (arg: {
  chart: Chart;
  date: CalendarDate;
  zone: string;
}) => Promise<MemberDay>;

interface ChartDayKey {
  query: string;
  date: CalendarDate;
  zone: string;
  makeDay: DayMaker;
}

// A day depends on nothing but its key, so it never goes stale: a member who saves another
// chart or picks another zone asks under a new key. Bounded by the size of the days as JSON
// (about 15 KB each); many members asking at once for one uncached day share one computation.
const chartDays = boundedCache<string, ChartDay, ChartDayKey>("memberDay.days", {
  fetchMethod: async (_key, _stale, { context: { query, date, zone, makeDay } }) => {
    // Transits are tropical: a saved sidereal chart is read here in the tropical zodiac too.
    const page = await chartPage(new URLSearchParams(query));
    if (page.kind !== "chart") return undefined;
    const { chart } = page.birth;
    return { timeKnown: chart.timeKnown, day: await makeDay({ chart, date, zone }) };
  },
});

const inThisThread: DayMaker = async ({ chart, date, zone }) => memberDay(chart, date, zone);

/**
 * The day of a saved chart's query (the chart page's), cast and read once per date and zone;
 * undefined if it no longer casts. A day in a new 30-day block builds that block's sky table
 * (1.6 to 4.4 s), so a page passes `makeDay` to have it made off the event loop.
 */
export function chartDay(
  query: string,
  date: CalendarDate,
  zone: string,
  makeDay: DayMaker = inThisThread,
): Promise<ChartDay | undefined> {
  return chartDays.fetch(`${zone} ${toIso(date)} ${query}`, {
    context: { query, date, zone, makeDay },
  });
}
