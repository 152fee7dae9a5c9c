// One client walking cold answers (issue 42): months and weeks no one asked for (API and page), a
// day's all twelve, new charts, new pairs and new Moon-sign births, each kind on its own, one
// request at a time. For each kind: the event loop's CPU a request (the server's main thread,
// from /proc/<pid>/task/<pid>/stat; aim 20 ms or less), and the home page's p99 under 4
// connections alone and during the walk, in the same run, as a ratio (aim 3x or less). The
// server runs with HEAVY_RATE_LIMIT raised, so the walk reaches the worker pool (ADR 018).
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

export const AIM_LOOP_MS = 20;
/** A request that has no answer by then is counted as timed out, so a stuck server ends the walk's wait. */
export const REQUEST_TIMEOUT_MS = 60_000;
/**
 * The chart and synastry pages' loaders alone (their `.data` address), which read the form and
 * take the cast and reading from the pool: React's render of those pages, some 13 ms, stays on
 * the event loop (ADR 018), so the whole page sits near AIM_LOOP_MS.
 */
export const AIM_LOADER_MS = 12;
export const AIM_RATIO = 3;
const HOME_CONNECTIONS = 4;
const SIGNS = ["aries", "taurus", "gemini", "cancer", "leo", "virgo"];
const MORE_SIGNS = ["libra", "scorpio", "sagittarius", "capricorn", "aquarius", "pisces"];

/** @typedef {{ name: string; path: (i: number) => string; render?: boolean }} Kind */

/** @type {(n: number) => string} */
const pad = (n) => String(n).padStart(2, "0");
/**
 * The i-th month from `year`'s January, as a date inside it.
 * @type {(year: number, i: number) => string}
 */
const monthDate = (year, i) => `${year + Math.floor(i / 12)}-${pad((i % 12) + 1)}-15`;
/**
 * A date inside the i-th week after 5 January `year`, on a weekday that moves with i.
 * @type {(year: number, i: number) => string}
 */
const weekDate = (year, i) =>
  new Date(Date.UTC(year, 0, 5 + 7 * i + (i % 7))).toISOString().slice(0, 10);
/** @type {(year: number, i: number) => string} */
const dayDate = (year, i) => new Date(Date.UTC(year, 0, 1 + 3 * i)).toISOString().slice(0, 10);
/**
 * A birth of its own for each i, 1930 to 2009, at a minute of its own.
 * @type {(i: number, offset?: number) => string}
 */
const birth = (i, offset = 0) =>
  `date=${1930 + ((i + offset) % 80)}-${pad(((i + offset) % 12) + 1)}-${pad(((i * 7 + offset) % 28) + 1)}` +
  `&time=${pad((i + offset) % 24)}%3A${pad((i * 13 + offset) % 60)}`;
/**
 * A birth's fields for one side of /synastry: date= becomes a.date=.
 * @type {(query: string, side: string) => string}
 */
const prefixed = (query, side) => query.replace(/(^|&)/g, `$1${side}.`);
const PLACES = [5128581, 2759794, 2643743, 1261481, 2820256];
/** @type {(i: number) => number | undefined} */
const place = (i) => PLACES[i % PLACES.length];

/**
 * Each kind's i-th cold address; each kind draws from years of its own, so no kind warms
 * another's caches (a month's page and its API share one cache of readings, say). `round`
 * moves every kind to addresses no earlier round asked for.
 * @type {Kind[]}
 */
export const COLD_KINDS = [
  { name: "monthly API", path: (i) => `/api/horoscope/monthly?date=${monthDate(1900, i)}` },
  {
    name: "monthly page",
    path: (i) => `/horoscopes/monthly/${SIGNS[i % 6]}?date=${monthDate(2040, i)}`,
  },
  { name: "weekly API", path: (i) => `/api/horoscope/weekly?date=${weekDate(1959, i)}` },
  {
    name: "weekly page",
    path: (i) => `/horoscopes/weekly/${MORE_SIGNS[i % 6]}?date=${weekDate(2070, i)}`,
  },
  { name: "daily API, all twelve", path: (i) => `/api/horoscope/daily?date=${dayDate(1987, i)}` },
  {
    name: "chart page",
    path: (i) => `/chart?${birth(i)}&place=${place(i)}&houses=placidus`,
    render: true,
  },
  {
    name: "synastry page",
    path: (i) =>
      `/synastry?a.name=Ada&${prefixed(birth(i, 1), "a")}&a.place=${place(i)}&a.houses=placidus` +
      `&b.name=Ben&${prefixed(birth(i, 4099), "b")}&b.place=${place(i + 2)}&b.houses=placidus`,
    render: true,
  },
  { name: "moon-sign page", path: (i) => `/moon-sign?${birth(i, 20011)}&place=${place(i + 1)}` },
  {
    name: "moon-sign page, no time",
    path: (i) =>
      `/moon-sign?${birth(i, 30011).replace(/&time=.*/, "")}&unknown=on&place=${place(i)}`,
  },
];

/**
 * A page kind's loader alone: React Router's `.data` address for the same query.
 * @type {(kind: Kind) => Kind}
 */
export const loaderOf = (kind) => ({
  name: `${kind.name} loader`,
  path: (i) => kind.path(i).replace("?", ".data?"),
});

/**
 * The event loop's CPU time so far, in ms: the process's main thread only (Linux's /proc).
 * @param {number} pid
 */
export function loopCpuMs(pid) {
  const fields =
    readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * `count` cold addresses of a kind, one at a time: the loop's CPU a request and the statuses.
 * @param {string} base
 * @param {number} pid
 * @param {Kind} kind
 * @param {number} from
 * @param {number} count
 * @param {AbortSignal} [stop]
 */
export async function walk(base, pid, kind, from, count, stop) {
  /** @type {Record<string, number>} */
  const statuses = {};
  const before = loopCpuMs(pid);
  let done = 0;
  for (let i = from; i < from + count && !stop?.aborted; i++) {
    try {
      const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
      const signal = stop ? AbortSignal.any([stop, timeout]) : timeout;
      const response = await fetch(base + kind.path(i), { signal });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      done++;
    } catch (error) {
      if (stop?.aborted) break;
      if (error instanceof DOMException && error.name === "TimeoutError") {
        statuses["timed out"] = (statuses["timed out"] ?? 0) + 1;
        continue;
      }
      statuses.failed = (statuses.failed ?? 0) + 1;
      // A walk that cannot even ask (a bad address) is this script's fault: say so, once.
      if (!(error instanceof TypeError && error.message === "fetch failed")) throw error;
    }
  }
  return { loopMs: (loopCpuMs(pid) - before) / Math.max(1, done), done, statuses };
}

/** @type {(base: string, seconds: number) => Promise<autocannon.Result>} */
const home = (base, seconds) =>
  autocannon({
    url: `${base}/`,
    connections: HOME_CONNECTIONS,
    duration: seconds,
    headers: { "accept-encoding": "br, gzip" },
  });

/**
 * One kind: the home page's p99 alone, then while one client walks the kind's cold addresses
 * (from `from` on), in the same run. The walk's CPU is measured over the walk alone.
 * @param {string} base
 * @param {number} pid
 * @param {Kind} kind
 * @param {number} from
 * @param {number} seconds
 */
export async function homeBesideWalk(base, pid, kind, from, seconds) {
  const alone = await home(base, seconds);
  const stop = new AbortController();
  const walking = walk(base, pid, kind, from, 100_000, stop.signal);
  const walked = await home(base, seconds);
  stop.abort();
  const result = await walking;
  return {
    alone: alone.latency.p99,
    walked: walked.requests.total > 0 ? walked.latency.p99 : seconds * 1000,
    ratio:
      (walked.requests.total > 0 ? walked.latency.p99 : seconds * 1000) /
      Math.max(1, alone.latency.p99),
    homeFaults: walked.errors + walked.timeouts + walked.non2xx,
    ...result,
  };
}

/** @type {(statuses: Record<string, number>) => string} */
const statusText = (statuses) =>
  Object.entries(statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(", ");

/**
 * The bench's target: each kind's loop CPU (40 cold requests alone), then its p99 ratio.
 * @param {number} port
 * @param {number} pid
 */
export async function coldBench(port, pid) {
  const base = `http://127.0.0.1:${port}`;
  const seconds = Number(process.env.COLD_SECONDS ?? 6);
  await autocannon({ url: `${base}/`, connections: HOME_CONNECTIONS, duration: 1 });
  console.log(
    `\none client walking cold answers, each kind on its own (event loop CPU over 40 requests one at a time, aim ≤ ${AIM_LOOP_MS} ms;` +
      ` home p99 with ${HOME_CONNECTIONS} connections alone and during the walk, ${seconds} s each, aim ≤ ${AIM_RATIO}x):`,
  );
  for (const kind of COLD_KINDS) {
    // Two warm-up requests: the first of a kind wakes a pool thread and compiles its code.
    await walk(base, pid, kind, 0, 2);
    const cpu = await walk(base, pid, kind, 2, 40);
    const run = await homeBesideWalk(base, pid, kind, 100, seconds);
    console.log(
      `  ${kind.name.padEnd(24)} loop ${cpu.loopMs.toFixed(1).padStart(5)} ms a request${cpu.loopMs <= AIM_LOOP_MS ? "" : " (above aim)"}` +
        `; home p99 ${run.alone} ms alone, ${run.walked} ms walked: ${run.ratio.toFixed(1)}x (aim ≤ ${AIM_RATIO}x${run.ratio <= AIM_RATIO ? ", met" : ", above"})` +
        `; ${run.done} answered during it (${statusText(run.statuses)})` +
        `${run.homeFaults ? `; ${run.homeFaults} home errors/non-2xx` : ""}`,
    );
  }
}
