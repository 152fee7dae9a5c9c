// Every lru-cache of the server, one line each with its byte budget (issue 44): the sum is what
// the caches may hold together, and `app/lib/caches.server.test.ts` holds it under the process's
// share of issue 42's memory budget. No other module constructs an LRUCache (the same test).
// Sizes are estimates in bytes: a text's length (V8 keeps ASCII one byte a character), a
// buffer's length, and twice the JSON for a value kept as objects.
import { LRUCache } from "lru-cache";

const KB = 1024;
const MB = 1024 * KB;

/** A value kept as objects: about twice its JSON in V8's heap, from heap snapshots. */
const asObjects = (value: object) => 2 * JSON.stringify(value).length + 64;
const jsonText = (value: { json: string }) => value.json.length + 128;
/** A reading kept both as its JSON and as the object it was made from. */
const jsonAndObject = (value: { json: string }) => 3 * value.json.length + 256;
const bodyText = (value: { body: string }) => value.body.length + KB;
const bytes = (value: Uint8Array) => value.byteLength + 64;
const png = (value: { png: Uint8Array }) => value.png.byteLength + 128;
const arrays = (value: { byteLength: number }) => value.byteLength + KB;
/** A small record (a session, a verdict): a flat estimate, not worth measuring each. */
const small = (_value: object) => 256;

/**
 * `main`: the thread that answers requests; `pool`: each worker thread keeps its own, since
 * the read models the tasks call (readings, calendar, member days) are loaded there too.
 */
export type CacheThreads = "main" | "pool" | "both";

interface CacheLine {
  bytes: number;
  sizeOf: (value: never) => number;
  threads: CacheThreads;
  /** What it keeps, for docs/speed.md's list. */
  what: string;
}

export const CACHES = {
  // server/cache/
  "pages.public": {
    bytes: 16 * MB,
    sizeOf: bodyText,
    threads: "main",
    what: "anonymous pages of the day, whole",
  },
  "pages.member": { bytes: 8 * MB, sizeOf: bodyText, threads: "main", what: "members' /today" },
  "answers.compressed": {
    bytes: 12 * MB,
    sizeOf: bytes,
    threads: "main",
    what: "brotli and gzip bodies by ETag",
  },
  "pages.verdicts": {
    bytes: 1 * MB,
    sizeOf: small,
    threads: "main",
    what: "whether an address is a public page",
  },
  "share.images": { bytes: 8 * MB, sizeOf: png, threads: "main", what: "share PNGs" },
  "share.wheels": { bytes: 4 * MB, sizeOf: bytes, threads: "main", what: "chart wheel PNGs" },
  "members.sessions": {
    bytes: 2 * MB,
    sizeOf: small,
    threads: "main",
    what: "session lookups (PGlite only)",
  },
  // app/read/
  "readings.skies": { bytes: 1 * MB, sizeOf: asObjects, threads: "both", what: "days' skies" },
  "readings.events": { bytes: 1 * MB, sizeOf: asObjects, threads: "both", what: "days' events" },
  "readings.ranks": { bytes: 1 * MB, sizeOf: asObjects, threads: "both", what: "days' headlines" },
  "readings.signs": {
    bytes: 6 * MB,
    sizeOf: jsonAndObject,
    threads: "both",
    what: "one sign's daily reading",
  },
  "readings.twelves": {
    bytes: 2 * MB,
    sizeOf: jsonText,
    threads: "main",
    what: "all twelve daily readings",
  },
  "periods.signs": {
    bytes: 4 * MB,
    sizeOf: jsonAndObject,
    threads: "main",
    what: "weekly and monthly readings",
  },
  "periods.twelves": {
    bytes: 2 * MB,
    sizeOf: jsonText,
    threads: "main",
    what: "all twelve weekly or monthly",
  },
  "calendar.months": {
    bytes: 2 * MB,
    sizeOf: asObjects,
    threads: "main",
    what: "calendar months' events",
  },
  "calendar.retrogrades": {
    bytes: 512 * KB,
    sizeOf: asObjects,
    threads: "both",
    what: "years' retrograde periods",
  },
  "memberDay.tables": {
    bytes: 4 * MB,
    sizeOf: arrays,
    threads: "pool",
    what: "30-day sky tables",
  },
  "memberDay.days": { bytes: 4 * MB, sizeOf: asObjects, threads: "main", what: "charts' days" },
  // server/api/, server/feeds/, server/pool/
  "api.chart": { bytes: 4 * MB, sizeOf: jsonText, threads: "main", what: "/api/chart" },
  "api.synastry": { bytes: 4 * MB, sizeOf: jsonText, threads: "main", what: "/api/synastry" },
  "api.composite": { bytes: 2 * MB, sizeOf: jsonText, threads: "main", what: "/api/composite" },
  "api.places": { bytes: 2 * MB, sizeOf: jsonText, threads: "main", what: "/api/places" },
  "api.tarot": { bytes: 1 * MB, sizeOf: jsonText, threads: "main", what: "the deck, spreads" },
  "api.compatibility": {
    bytes: 1 * MB,
    sizeOf: jsonText,
    threads: "main",
    what: "/api/compatibility",
  },
  "api.calendar": { bytes: 4 * MB, sizeOf: jsonText, threads: "main", what: "/api/calendar" },
  "api.transits": { bytes: 4 * MB, sizeOf: jsonText, threads: "main", what: "/api/transits" },
  "feeds.calendar": { bytes: 4 * MB, sizeOf: bodyText, threads: "main", what: "calendar.ics" },
  "feeds.transits": { bytes: 2 * MB, sizeOf: asObjects, threads: "main", what: "members' feeds" },
  "yearAhead.forecast": {
    bytes: 8 * MB,
    sizeOf: jsonText,
    threads: "main",
    what: "years of transits",
  },
  "yearAhead.progressed": {
    bytes: 4 * MB,
    sizeOf: jsonText,
    threads: "main",
    what: "progressions",
  },
  "yearAhead.returns": { bytes: 4 * MB, sizeOf: jsonText, threads: "main", what: "returns" },
  "pool.birthCharts": {
    bytes: 6 * MB,
    sizeOf: asObjects,
    threads: "main",
    what: "/chart's cast charts",
  },
  "pool.synastryCharts": {
    bytes: 6 * MB,
    sizeOf: asObjects,
    threads: "main",
    what: "/synastry's pairs",
  },
} as const satisfies Record<string, CacheLine>;

export type CacheName = keyof typeof CACHES;

/** What lru-cache takes as a key or a value: anything but null and undefined. */
type Defined = NonNullable<unknown>;

/** The names whose size estimate takes a V. */
export type SizingNames<V> = {
  [N in CacheName]: [V] extends [Parameters<(typeof CACHES)[N]["sizeOf"]>[0]] ? N : never;
}[CacheName];

export type CacheOptions<K extends Defined, V extends Defined, FC> = Omit<
  LRUCache.OptionsBase<K, V, FC>,
  "max" | "maxSize" | "maxEntrySize" | "sizeCalculation"
>;

/** The bytes every cache may hold together, in the main thread and in each pool thread. */
export function cacheBudget(): { main: number; poolThread: number } {
  let main = 0;
  let poolThread = 0;
  for (const { bytes, threads } of Object.values(CACHES) as CacheLine[]) {
    if (threads !== "pool") main += bytes;
    if (threads !== "main") poolThread += bytes;
  }
  return { main, poolThread };
}

/**
 * The one way to make an lru-cache: bounded by its line's bytes and size estimate. `maxBytes`
 * overrides the budget for a test that fills a cache on purpose.
 */
export function boundedCache<K extends Defined, V extends Defined, FC = unknown>(
  name: SizingNames<V>,
  options: CacheOptions<K, V, FC> = {},
  maxBytes?: number,
): LRUCache<K, V, FC> {
  const line: CacheLine = CACHES[name];
  const sizeOf = line.sizeOf as unknown as (value: V) => number;
  return new LRUCache<K, V, FC>({
    ...options,
    maxSize: maxBytes ?? line.bytes,
    // A value past its cache's whole budget is answered, not kept.
    sizeCalculation: (value) => Math.max(1, Math.ceil(sizeOf(value))),
  } as LRUCache.Options<K, V, FC>);
}
