// The server's one pool for heavy work, and the gate in front of it: a computation not already
// cached or under way is counted against the client's address (429 past HEAVY_RATE_LIMIT a
// minute) and then queued for a thread (503 when WORKER_QUEUE tasks already wait).
import { boundedCache, type SizingNames } from "~/lib/caches.server";
import { data } from "react-router";
import { env } from "~/lib/env.server";
import { createHeavyLimit } from "~/lib/rate-limit.server";
import { jsonText, type JsonAnswer } from "../cache/cached-json";
import { createPool, PoolBusyError, type Pool } from "./pool";
import * as tasks from "./tasks";

export type HeavyTasks = typeof tasks;
export type TaskName = keyof HeavyTasks;
export type TaskResult<N extends TaskName> = Awaited<ReturnType<HeavyTasks[N]>>;

/** Thrown when an address has started too many computations; the answer is a 429. */
export class RateLimitedError extends Error {
  readonly status = 429;
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many new calculations from your address: please wait ${retryAfterSeconds} seconds.`);
    this.name = "RateLimitedError";
  }
}

// Milliseconds each, behind a page a visitor waits on: ahead of the years, feeds and images.
const LIGHT_TASKS: ReadonlySet<TaskName> = new Set<TaskName>([
  "birthChart",
  "synastryCharts",
  "dayReadings",
  "periodReadings",
  "transitDay",
  "signDay",
  "calendarMonth",
]);

let pool: Pool<HeavyTasks> | undefined;
let limit: ((ip: string) => Promise<number>) | undefined;

/**
 * Starts the pool on `workerFile` (the built tasks); without one, or before this is called
 * (Vite's dev server, unit tests), tasks run in this thread.
 */
export function startHeavyPool(workerFile?: string) {
  const { WORKER_THREADS, WORKER_QUEUE } = env();
  void pool?.close();
  pool = createPool({
    workerFile,
    tasks,
    threads: WORKER_THREADS,
    maxQueue: WORKER_QUEUE,
    timeoutMs: 30_000,
    light: LIGHT_TASKS,
  });
}

export function heavyPool(): Pool<HeavyTasks> {
  if (!pool) startHeavyPool();
  return pool!;
}

/** Runs a task for a client: counted against its address first. */
export async function runHeavy<N extends TaskName>(
  name: N,
  arg: Parameters<HeavyTasks[N]>[0],
  clientIp: string,
): Promise<TaskResult<N>> {
  limit ??= createHeavyLimit(env().HEAVY_RATE_LIMIT);
  const wait = await limit(clientIp);
  if (wait > 0) throw new RateLimitedError(wait);
  return heavyPool().run(name, arg);
}

interface Ask<A> {
  arg: A;
  clientIp: string;
}

/**
 * A cache of one task's answers under canonical keys: a hit costs nothing, and requests for the
 * same key while it is computed share that one computation (lru-cache's fetch).
 */
export function heavyCache<N extends TaskName, V extends object = TaskResult<N> & object>(
  name: N,
  cacheName: SizingNames<NoInfer<V>>,
  finish: (result: TaskResult<N>) => V = (result) => result as V,
) {
  const cache = boundedCache<string, V, Ask<Parameters<HeavyTasks[N]>[0]>>(cacheName, {
    fetchMethod: async (_key, _stale, { context }) =>
      finish(await runHeavy(name, context.arg, context.clientIp)),
  });
  return async (key: string, arg: Parameters<HeavyTasks[N]>[0], clientIp: string): Promise<V> =>
    cache.get(key) ?? (await cache.fetch(key, { context: { arg, clientIp } }))!;
}

/** A page loader's way to run a task: a refusal becomes the 429 or 503 page, with Retry-After. */
export type HeavyRun = <N extends TaskName>(
  name: N,
  arg: Parameters<HeavyTasks[N]>[0],
) => Promise<TaskResult<N>>;

// The year-ahead answers, one cache a task for /forecast's loader and the three APIs alike:
// a chart's year computed for the page is the API's answer too, and the other way round.
// Keyed by the task's argument, which holds all the answer depends on, written with its keys
// in order so that one chart and period is one key however the caller built it.
const YEAR_AHEAD = {
  // A year is 170 KB of JSON, 660 KB with the Moon: some 25 to 100 answers.
  forecast: heavyCache("forecast", "yearAhead.forecast", jsonText),
  progressed: heavyCache("progressed", "yearAhead.progressed", jsonText),
  // A solar return is 5 KB of JSON, 13 lunar ones 65 KB.
  returns: heavyCache("returns", "yearAhead.returns", jsonText),
};
export type YearAheadTask = keyof typeof YEAR_AHEAD;

/** A year-ahead answer from its one cache, computed (and counted) on a miss. */
export function yearAhead<N extends YearAheadTask>(
  name: N,
  arg: Parameters<HeavyTasks[N]>[0],
  clientIp: string,
): Promise<JsonAnswer> {
  const run = YEAR_AHEAD[name] as (
    key: string,
    arg: Parameters<HeavyTasks[N]>[0],
    clientIp: string,
  ) => Promise<JsonAnswer>;
  return run(canonicalJson(arg), arg, clientIp);
}

/** JSON with every object's keys in order: one value, one text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}

type Arg<N extends TaskName> = Parameters<HeavyTasks[N]>[0];

// A pair's two charts for /synastry, kept so that a reload or a revisit of the same pair costs
// nothing and is not counted against the visitor's heavy limit again (a pair is some 60 KB).
const synastryCharts = heavyCache("synastryCharts", "pool.synastryCharts");
// A chart and its reading for /chart and the sign pages, some 30 KB: the same birth written two
// ways (7/4/1990 or 1990-07-04) is one parsed query, so one key.
const birthCharts = heavyCache("birthChart", "pool.birthCharts");

/** The tasks a page loader takes from a cache, by canonical key; the others always run. */
const KEPT: { [N in TaskName]?: (arg: Arg<N>, clientIp: string) => Promise<TaskResult<N>> } = {
  forecast: (arg, ip) => yearAhead("forecast", arg, ip).then((a) => a.json as never),
  progressed: (arg, ip) => yearAhead("progressed", arg, ip).then((a) => a.json as never),
  returns: (arg, ip) => yearAhead("returns", arg, ip).then((a) => a.json as never),
  synastryCharts: (arg, ip) => synastryCharts(canonicalJson(arg), arg, ip),
  birthChart: (arg, ip) => birthCharts(canonicalJson(arg), arg, ip),
};

export function loaderRun(clientIp: string): HeavyRun {
  return <N extends TaskName>(name: N, arg: Arg<N>) => {
    const kept = KEPT[name] as ((arg: Arg<N>, ip: string) => Promise<TaskResult<N>>) | undefined;
    const work = kept ? kept(arg, clientIp) : runHeavy(name, arg, clientIp);
    return work.catch((error: unknown) => {
      if (!(error instanceof RateLimitedError || error instanceof PoolBusyError)) throw error;
      throw data(error.message, {
        status: error instanceof RateLimitedError ? 429 : 503,
        headers: { "Retry-After": String(error.retryAfterSeconds) },
      });
    });
  };
}
