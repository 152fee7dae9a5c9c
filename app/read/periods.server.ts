// Weekly and monthly readings, kept like the daily ones: a period's reading never changes, so its
// JSON and ETag are made once. Making one reads a month of daily skies, events and ratings (a
// cold month for all twelve signs is some 300 ms of CPU), so it is made in the worker pool
// (composePeriods, which the page's loader and the API reach through `run`, ADR 018), under a
// canonical key: the period's kind, its first day and the sign.
import { addDays, toIso, type CalendarDate } from "~/domain/calendar-date";
import { composePeriod } from "~/domain/horoscope/period";
import { periodDays, periodStart, type PeriodKind } from "~/domain/horoscope/period-dates";
import type { PeriodReading } from "~/domain/horoscope/types";
import { getSign, SIGNS, type Sign, type SignSlug } from "~/domain/zodiac";
import { etagFor } from "~/lib/etag";
import { type CachedJson, eventsOn, readingFor, skyFor } from "~/read/readings.server";
import { boundedCache } from "~/lib/caches.server";

export interface CachedPeriod extends CachedJson {
  reading: PeriodReading;
}

/** Some signs' readings for the period from `start` (its first day), in the order asked. */
export interface PeriodAsk {
  kind: PeriodKind;
  start: CalendarDate;
  signs: SignSlug[];
}

/** Makes the readings off this thread, as the pages' load context and the API's pool do. */
export type PeriodRun = (ask: PeriodAsk) => Promise<CachedPeriod[]>;

/** In a pool thread: each sign's reading, its JSON and ETag, from the days' cached skies. */
export function composePeriods({ kind, start, signs }: PeriodAsk): CachedPeriod[] {
  const dates = Array.from({ length: periodDays(kind, start) }, (_, i) => addDays(start, i));
  const events = dates.flatMap(eventsOn);
  const moonSigns = dates.map((date) => skyFor(date).bodies.find((b) => b.name === "Moon")!.sign);
  return signs.map((slug) => {
    const sign = getSign(slug);
    const daily = dates.map((date) => readingFor(date, sign).reading.ratings);
    const reading = composePeriod({ kind, start, sign, events, daily, moonSigns });
    const json = JSON.stringify(reading);
    return { reading, json, etag: etagFor(json) };
  });
}

const keyOf = (kind: PeriodKind, start: CalendarDate, sign?: Sign) =>
  `${kind}/${toIso(start)}${sign ? `/${sign.slug}` : ""}`;

// lru-cache's fetch: requests for a period being made wait for that one making.
const periods = boundedCache<string, CachedPeriod, { ask: PeriodAsk; run: PeriodRun }>(
  "periods.signs",
  {
    fetchMethod: async (_key, _stale, { context: { ask, run } }) => (await run(ask))[0]!,
  },
);

// The all-twelve answers, kept whole as the daily one is (readings.server.ts); a sign's reading
// made for them is that sign's answer too.
const twelves = boundedCache<
  string,
  CachedJson,
  { kind: PeriodKind; start: CalendarDate; run: PeriodRun }
>("periods.twelves", {
  fetchMethod: async (_key, _stale, { context: { kind, start, run } }) => {
    const kept = SIGNS.map((sign) => periods.get(keyOf(kind, start, sign)));
    const missing = SIGNS.filter((_, i) => !kept[i]).map((sign) => sign.slug);
    const made = missing.length ? await run({ kind, start, signs: missing }) : [];
    const all = kept.map((reading) => reading ?? made.shift()!);
    all.forEach((reading, i) => periods.set(keyOf(kind, start, SIGNS[i]), reading));
    const { start: first, end } = all[0]!.reading;
    const json = `{"period":"${kind}","start":"${first}","end":"${end}","horoscopes":[${all.map((r) => r.json).join(",")}]}`;
    return { json, etag: etagFor(json) };
  },
});

/** The week (from its Monday) or month holding the date. */
export async function periodFor(
  kind: PeriodKind,
  date: CalendarDate,
  sign: Sign,
  run: PeriodRun,
): Promise<CachedPeriod> {
  const start = periodStart(kind, date);
  const key = keyOf(kind, start, sign);
  const ask = { kind, start, signs: [sign.slug] };
  return periods.get(key) ?? (await periods.fetch(key, { context: { ask, run } }))!;
}

/** All twelve signs' readings for the week or month holding the date, as the API answers them. */
export async function allPeriodsFor(
  kind: PeriodKind,
  date: CalendarDate,
  run: PeriodRun,
): Promise<CachedJson> {
  const start = periodStart(kind, date);
  const key = keyOf(kind, start);
  return twelves.get(key) ?? (await twelves.fetch(key, { context: { kind, start, run } }))!;
}
