// Composed readings, kept in bounded caches: a date's sky serves all twelve signs, and a
// reading's JSON and ETag are made once, since a reading for a date never changes.
import { toIso, type CalendarDate } from "~/domain/calendar-date";
import { composeReading } from "~/domain/horoscope/reading";
import type { Reading } from "~/domain/horoscope/types";
import { computeSky } from "~/domain/sky";
import type { Sky } from "~/domain/sky-types";
import type { Sign } from "~/domain/zodiac";
import { etagFor } from "~/lib/etag";
import { Lru } from "~/lib/lru";

export interface CachedReading {
  reading: Reading;
  json: string;
  etag: string;
}

const skies = new Lru<string, Sky>(64);
const readings = new Lru<string, CachedReading>(2_000);

export function skyFor(date: CalendarDate): Sky {
  return skies.getOrCreate(toIso(date), () => computeSky(date));
}

export function readingFor(date: CalendarDate, sign: Sign): CachedReading {
  return readings.getOrCreate(`${toIso(date)}/${sign.slug}`, () => {
    const reading = composeReading(skyFor(date), sign);
    const json = JSON.stringify(reading);
    return { reading, json, etag: etagFor(json) };
  });
}
