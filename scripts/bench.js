// `npm run bench`: the built server against two servers answering the same bytes, in the same
// run, printed as ratios: bare node:http, and the floor of our stack (Hono with a request id and
// a log line, ADR 015); then the time to compute a sky and compose a reading.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { peakRssMb, serverFlags, startBuiltServer } from "./lib/built-server.js";
import { chartBench } from "./lib/chart-bench.js";
import { coldBench } from "./lib/cold-bench.js";
import { composeBench } from "./lib/compose-bench.js";
import { floodBench } from "./lib/flood-bench.js";
import { forecastBench } from "./lib/forecast-bench.js";
import { memberBench } from "./lib/member-bench.js";
import { placesBench } from "./lib/places-bench.js";
import { synastryBench } from "./lib/synastry-bench.js";
import { transitsBench } from "./lib/transits-bench.js";
import { capture, replay } from "./lib/replay.js";

// BENCH_PORT moves the three servers (PORT, +1, +3), for a run beside other servers.
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const BASE_PORT = PORT + 1;
const FLOOR_PORT = PORT + 3;
const DURATION = Number(process.env.BENCH_SECONDS ?? 12);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 6));
const SLICE = DURATION / ROUNDS;
const CONNECTIONS = 50;
// What a browser sends; both servers get it, so both answer compressed.
const HEADERS = { "accept-encoding": "br, gzip" };

// Aims as a share of the floor's rate, and why, in ADR 015. The API's query is written as the
// site's own pages write it (URLSearchParams escapes the slashes).
const TARGETS = [
  {
    name: "API, one sign",
    path: "/api/horoscope/daily?date=11%2F21%2F2026&zodiacSign=Aries",
    aim: 0.5,
  },
  { name: "API, all twelve", path: "/api/horoscope/daily?date=11%2F21%2F2026", aim: 0.5 },
  { name: "home page", path: "/", aim: 0.5 },
  { name: "daily page", path: "/horoscopes/daily/aries?date=2026-11-21", aim: 0.5 },
  { name: "card page", path: "/tarot/cards/the-high-priestess", aim: 0.5 },
];

/**
 * @param {string} url
 * @param {number} seconds
 * @returns {Promise<autocannon.Result>}
 */
function load(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers: HEADERS },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i]);
  return Number.isInteger(mid) ? (at(mid - 1) + at(mid)) / 2 : at(Math.floor(mid));
};

/**
 * Several short runs as one: mean rate, median p50, the worst p99, summed faults.
 * @param {autocannon.Result[]} runs
 */
function summary(runs) {
  return {
    rate: runs.reduce((sum, run) => sum + run.requests.average, 0) / runs.length,
    p50: median(runs.map((run) => run.latency.p50)),
    p99: Math.max(...runs.map((run) => run.latency.p99)),
    faults: runs.reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0),
  };
}

/**
 * @param {(string | number)[]} cells
 * @param {number[]} widths
 */
function row(cells, widths) {
  return cells
    .map((cell, i) =>
      i === 0 ? String(cell).padEnd(widths[i] ?? 0) : String(cell).padStart(widths[i] ?? 0),
    )
    .join(" ");
}

const WIDTHS = [16, 10, 7, 7, 7, 6, 6, 6, 4, 7, 7, 13];

/** @param {(typeof TARGETS)[number]} target */
async function benchTarget(target) {
  const url = `http://127.0.0.1:${PORT}${target.path}`;
  // The first request renders and caches a page, as a visitor's would; the bench measures the rest.
  await capture(url, HEADERS);
  const sample = await capture(url, HEADERS);
  if (sample.status !== 200) throw new Error(`${target.path} answered ${sample.status}`);
  const stops = [await replay(BASE_PORT, sample), await replay(FLOOR_PORT, sample, "hono")];
  /** @type {{ name: string; url: string; runs: autocannon.Result[] }[]} */
  const servers = [
    { name: "ours", url, runs: [] },
    { name: "base", url: `http://127.0.0.1:${BASE_PORT}${target.path}`, runs: [] },
    { name: "floor", url: `http://127.0.0.1:${FLOOR_PORT}${target.path}`, runs: [] },
  ];
  // The machine's speed drifts and jumps while we measure (a shared host): short rounds, each
  // one run of every server in turn, starting with a different one each round, and each ratio
  // is the median of the rounds' ratios, so one disturbed round cannot decide it.
  try {
    // One unmeasured second each, so that none is timed while V8 still compiles its path.
    for (const server of servers) await load(server.url, 1);
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < servers.length; i++) {
        const server = /** @type {(typeof servers)[number]} */ (
          servers[(round + i) % servers.length]
        );
        server.runs.push(await load(server.url, SLICE));
      }
    }
  } finally {
    for (const stop of stops) stop();
  }
  const [ours, base, floor] =
    /** @type {[autocannon.Result[], autocannon.Result[], autocannon.Result[]]} */ (
      servers.map((server) => server.runs)
    );
  const ratio = (/** @type {autocannon.Result[]} */ a, /** @type {autocannon.Result[]} */ b) =>
    median(
      a.map(
        (run, i) => run.requests.average / /** @type {autocannon.Result} */ (b[i]).requests.average,
      ),
    );
  const ofFloor = ratio(ours, floor);
  const [oursSummary, baseSummary, floorSummary] = [summary(ours), summary(base), summary(floor)];
  const answer = `${sample.headers["content-encoding"] ?? "none"} ${(sample.body.length / 1024).toFixed(1)}K`;
  const percent = (/** @type {number} */ share) => `${(share * 100).toFixed(0)}%`;
  const line = row(
    [
      target.name,
      answer,
      oursSummary.rate.toFixed(0),
      baseSummary.rate.toFixed(0),
      floorSummary.rate.toFixed(0),
      percent(ratio(ours, base)),
      percent(ratio(floor, base)),
      percent(ofFloor),
      percent(target.aim),
      oursSummary.p50,
      oursSummary.p99,
      `${baseSummary.p50}/${baseSummary.p99}`,
    ],
    WIDTHS,
  );
  console.log(
    `${line}${ofFloor >= target.aim ? "" : "  below aim"}${oursSummary.faults ? `  ${oursSummary.faults} errors/non-2xx` : ""}`,
  );
}

/** A database of the run's own, and the origin the member's sign-up posts from. */
function memberEnv() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "starcast-bench-"));
  process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  return { DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${PORT}` };
}

async function serverBench() {
  // The transits and flood targets send hundreds of new computations from one address: the
  // per-address limit (HEAVY_RATE_LIMIT, ADR 018) would answer most with a 429.
  const server = await startBuiltServer({
    port: PORT,
    env: { ...memberEnv(), HEAVY_RATE_LIMIT: "1000000" },
    nodeArgs: serverFlags(),
    output: "stderr",
    // The place table's load, before the server listens, can take most of 20 s on a busy machine.
    timeoutMs: 60_000,
  });
  try {
    console.log(
      `${CONNECTIONS} connections, ${DURATION} s per server per target, Accept-Encoding: ${HEADERS["accept-encoding"]}`,
    );
    console.log(
      "base = node:http, floor = Hono with a request id and a pino line; each in its own process, answering the bytes and headers ours sent",
    );
    console.log(
      `${ROUNDS} rounds of ${SLICE} s, the three side by side in turns; ratios the median round's, p99 the worst; the aim is ours/floor\n`,
    );
    console.log(
      row(
        [
          "target",
          "answer",
          "req/s",
          "base",
          "floor",
          "/base",
          "fl/ba",
          "/floor",
          "aim",
          "p50 ms",
          "p99 ms",
          "base p50/p99",
        ],
        WIDTHS,
      ),
    );
    // The server as it runs once it has rendered a page: React's renderer then turns on an
    // AsyncLocalStorage, which on Node 20 makes every later promise dearer (ADR 015).
    await capture(`http://127.0.0.1:${PORT}/about`, HEADERS);
    // BENCH_ONLY=page measures only the targets whose name contains it.
    const only = process.env.BENCH_ONLY;
    for (const target of TARGETS)
      if (!only || target.name.includes(only)) await benchTarget(target);
    if (!only || "place search".includes(only)) await placesBench(PORT);
    if (!only || "member day".includes(only)) await transitsBench(PORT);
    if (!only || "synastry".includes(only)) await synastryBench(PORT, server.pid);
    if (!only || "cold chart".includes(only)) await chartBench(PORT, server.pid);
    if (!only || "forecast year".includes(only)) await forecastBench(PORT, server.pid);
    if (!only || "/today (member)".includes(only))
      await memberBench(PORT, { seconds: DURATION, rounds: ROUNDS });
    if (!only || "flood".includes(only)) await floodBench(PORT, server.pid);
    if (!only || "cold walk".includes(only)) await coldBench(PORT, server.pid);
    console.log(`\nserver peak memory (VmHWM): ${peakRssMb(server.pid).toFixed(0)} MB`);
  } finally {
    await server.stop();
  }
}

await serverBench();
if (!process.env.BENCH_ONLY) await composeBench();
