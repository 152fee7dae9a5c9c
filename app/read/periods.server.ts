// Weekly and monthly readings, composed from the days' cached skies, events and ratings, and
// kept like the daily ones: a period's reading never changes, so its JSON and ETag are made once.
import { addDays, toIso, type CalendarDate } from "~/domain/calendar-date";
import { composePeriod } from "~/domain/horoscope/period";
import { periodDays, periodStart, type PeriodKind } from "~/domain/horoscope/period-dates";
import type { PeriodReading } from "~/domain/horoscope/types";
import { SIGNS, type Sign } from "~/domain/zodiac";
import { etagFor } from "~/lib/etag";
import { type CachedJson, eventsOn, readingFor, skyFor } from "~/read/readings.server";
import { LRUCache } from "lru-cache";

export interface CachedPeriod extends CachedJson {
  reading: PeriodReading;
}

interface Key {
  kind: PeriodKind;
  start: CalendarDate;
  sign: Sign;
}

const periods = new LRUCache<string, CachedPeriod, Key>({
  max: 500,
  memoMethod: (_key, _stale, { context: { kind, start, sign } }) => {
    const dates = Array.from({ length: periodDays(kind, start) }, (_, i) => addDays(start, i));
    const reading = composePeriod({
      kind,
      start,
      sign,
      events: dates.flatMap(eventsOn),
      daily: dates.map((date) => readingFor(date, sign).reading.ratings),
      moonSigns: dates.map((date) => skyFor(date).bodies.find((b) => b.name === "Moon")!.sign),
    });
    const json = JSON.stringify(reading);
    return { reading, json, etag: etagFor(json) };
  },
});

// The all-twelve answers, kept whole as the daily one is (readings.server.ts).
const twelves = new LRUCache<string, CachedJson, Omit<Key, "sign">>({
  max: 64,
  memoMethod: (_key, _stale, { context: { kind, start } }) => {
    const all = SIGNS.map((sign) => periodFor(kind, start, sign));
    const { start: first, end } = all[0]!.reading;
    const json = `{"period":"${kind}","start":"${first}","end":"${end}","horoscopes":[${all.map((r) => r.json).join(",")}]}`;
    return { json, etag: etagFor(json) };
  },
});

/** The week (from its Monday) or month holding the date. */
export function periodFor(kind: PeriodKind, date: CalendarDate, sign: Sign): CachedPeriod {
  const start = periodStart(kind, date);
  return periods.memo(`${kind}/${toIso(start)}/${sign.slug}`, { context: { kind, start, sign } });
}

/** All twelve signs' readings for the week or month holding the date, as the API answers them. */
export function allPeriodsFor(kind: PeriodKind, date: CalendarDate): CachedJson {
  const start = periodStart(kind, date);
  return twelves.memo(`${kind}/${toIso(start)}`, { context: { kind, start } });
}
