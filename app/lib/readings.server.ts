// Composed readings, kept in bounded caches: a date's sky serves all twelve signs, and a
// reading's JSON and ETag are made once, since a reading for a date never changes.
import { toIso, type CalendarDate } from "~/domain/calendar-date";
import { composeReading } from "~/domain/horoscope/reading";
import type { Reading } from "~/domain/horoscope/types";
import { computeSky } from "~/domain/sky";
import type { Sky } from "~/domain/sky-types";
import type { Sign } from "~/domain/zodiac";
import { etagFor } from "~/lib/etag";
import { LRUCache } from "lru-cache";

export interface CachedReading {
  reading: Reading;
  json: string;
  etag: string;
}

const skies = new LRUCache<string, Sky, CalendarDate>({
  max: 64,
  memoMethod: (_key, _stale, { context }) => computeSky(context),
});
const readings = new LRUCache<string, CachedReading, { date: CalendarDate; sign: Sign }>({
  max: 2_000,
  memoMethod: (_key, _stale, { context: { date, sign } }) => {
    const reading = composeReading(skyFor(date), sign);
    const json = JSON.stringify(reading);
    return { reading, json, etag: etagFor(json) };
  },
});

export function skyFor(date: CalendarDate): Sky {
  return skies.memo(toIso(date), { context: date });
}

export function readingFor(date: CalendarDate, sign: Sign): CachedReading {
  return readings.memo(`${toIso(date)}/${sign.slug}`, { context: { date, sign } });
}
