// Composed readings, kept in bounded caches: a date's sky and its ranked events serve all twelve
// signs, and a reading's JSON and ETag are made once, since a reading for a date never changes.
import { toIso, type CalendarDate } from "~/domain/calendar-date";
import { readingEvents } from "~/domain/events/find";
import { rankDay } from "~/domain/events/headline";
import type { Headline, SkyEvent } from "~/domain/events/types";
import { composeReading } from "~/domain/horoscope/reading";
import type { Reading } from "~/domain/horoscope/types";
import { computeSky } from "~/domain/sky/sky";
import type { Sky } from "~/domain/sky/types";
import { SIGNS, type Sign } from "~/domain/zodiac";
import { etagFor } from "~/lib/etag";
import { boundedCache } from "~/lib/caches.server";

/** An answer's JSON and its ETag. */
export interface CachedJson {
  json: string;
  etag: string;
}

export interface CachedReading extends CachedJson {
  reading: Reading;
}

// Sized for a month's readings: 31 days with room for the days around them.
const skies = boundedCache<string, Sky, CalendarDate>("readings.skies", {
  memoMethod: (_key, _stale, { context }) => computeSky(context),
});
const events = boundedCache<string, readonly SkyEvent[], CalendarDate>("readings.events", {
  memoMethod: (_key, _stale, { context }) => readingEvents(context, 1, skyFor),
});
const ranks = boundedCache<string, readonly Headline[], CalendarDate>("readings.ranks", {
  memoMethod: (_key, _stale, { context }) => rankDay(context, skyFor(context), eventsOn(context)),
});
const readings = boundedCache<string, CachedReading, { date: CalendarDate; sign: Sign }>(
  "readings.signs",
  {
    memoMethod: (_key, _stale, { context: { date, sign } }) => {
      const reading = composeReading(skyFor(date), sign, rankedFor(date), skyFor);
      const json = JSON.stringify(reading);
      return { reading, json, etag: etagFor(json) };
    },
  },
);

/** Makes a day's twelve readings off this thread: the API's worker pool (ADR 018). */
export type DayRun = (date: CalendarDate) => Promise<CachedReading[]>;

// The API's all-twelve answer, 50 KB of JSON: joining it and hashing its key on every request
// cost more than the rest of the answer (ADR 016). A day none of whose signs is kept is some
// 15 ms of CPU (its sky, events and ranks, and twelve readings), so it is made in the pool,
// and each sign's reading kept for the one-sign answers and pages.
const twelves = boundedCache<string, CachedJson, { date: CalendarDate; run: DayRun }>(
  "readings.twelves",
  {
    fetchMethod: async (key, _stale, { context: { date, run } }) => {
      const kept = SIGNS.map((sign) => readings.get(`${key}/${sign.slug}`));
      const all = kept.every(Boolean) ? (kept as CachedReading[]) : await run(date);
      all.forEach((reading, i) => readings.set(`${key}/${SIGNS[i]!.slug}`, reading));
      const json = `{"date":"${key}","horoscopes":[${all.map((r) => r.json).join(",")}]}`;
      return { json, etag: etagFor(json) };
    },
  },
);

export function skyFor(date: CalendarDate): Sky {
  return skies.memo(toIso(date), { context: date });
}

/** The date's lunations, ingresses, stations and exact aspects, in time order. */
export function eventsOn(date: CalendarDate): readonly SkyEvent[] {
  return events.memo(toIso(date), { context: date });
}

/** The date's candidate headlines, heaviest first. */
export function rankedFor(date: CalendarDate): readonly Headline[] {
  return ranks.memo(toIso(date), { context: date });
}

export function readingFor(date: CalendarDate, sign: Sign): CachedReading {
  return readings.memo(`${toIso(date)}/${sign.slug}`, { context: { date, sign } });
}

/** All twelve signs' readings for the date, as the daily API answers them; kept, at once. */
export function allReadingsFor(date: CalendarDate, run: DayRun): CachedJson | Promise<CachedJson> {
  const key = toIso(date);
  return twelves.get(key) ?? twelves.fetch(key, { context: { date, run } }).then((made) => made!);
}

/** In a pool thread: the date's twelve readings, in the signs' order. */
export function composeDay(date: CalendarDate): CachedReading[] {
  return SIGNS.map((sign) => readingFor(date, sign));
}
