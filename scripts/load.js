// Load test: the built server on a new DATA_DIR (or DATABASE_URL's PostgreSQL) under 20 loopback
// connections for LOAD_SECONDS (60), LOAD_ROUNDS (3) times with 15 s idle after each: 16 over
// pages, APIs, new charts and pairs and a member's /today, 4 over the worker pool's work (wheel
// PNGs, years of /api/forecast, /synastry pages, the calendar feed; scripts/lib/load-mix.js).
// Prints RSS once /healthz answers, warm, at each round's peak and after settling, and exits 1
// on errors, 5xx, or memory past issue 42's budget: 250 MB at start, 450 MB at the highest,
// settled within 15% of the RSS the load started from, and no growth from round to round.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { peakRssMb, rssMb, serverFlags, startBuiltServer } from "./lib/built-server.js";
import { heavyMix, lightMix, pathOf, placeIds } from "./lib/load-mix.js";
import { memberCookie } from "./lib/member.js";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 3);
const PORT = Number(process.env.LOAD_PORT ?? 4392);
const LIGHT_CONNECTIONS = 16;
// The pool's work on connections of its own, so at most 4 tasks wait for its threads: a
// flood past its queue is the bench's flood target, not this run.
const HEAVY_CONNECTIONS = 4;
const SETTLE_SECONDS = 15;
const HOST = "127.0.0.1";
// Issue 42's budget: RSS once /healthz answers on a new DATA_DIR, the highest RSS of the run,
// settled RSS over the RSS the load started from, and growth of settled RSS between rounds.
const MAX_START_MB = Number(process.env.LOAD_MAX_START_MB ?? 250);
const MAX_RSS_MB = Number(process.env.LOAD_MAX_RSS_MB ?? 450);
const SETTLED_SHARE = 0.15;
const ROUND_GROWTH_MB = 15;
// A uncached heavy request waits behind the others on a thread at the lowest priority.
const HEAVY_TIMEOUT_S = 30;

/** @typedef {import("./lib/load-mix.js").Entry} Entry */
/** @typedef {{ light: Entry[]; heavy: Entry[] }} Mixes */
/** @typedef {Awaited<ReturnType<typeof round>>} Round */

/** @type {(ms: number) => Promise<void>} */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** @type {(value: number) => string} */
const mb = (value) => `${value.toFixed(0)} MB`;

/**
 * @param {Entry[]} mix
 * @param {string} cookie
 * @returns {autocannon.Request[]}
 */
function requests(mix, cookie) {
  return mix.map((entry) => ({
    method: "GET",
    setupRequest: (request) => {
      const p = pathOf(entry);
      // Only /today carries the member's session: the other pages stay the anonymous ones.
      return {
        ...request,
        path: p,
        headers: p === "/today" ? { ...request.headers, cookie } : request.headers,
      };
    },
  }));
}

/**
 * @param {Entry[]} mix
 * @param {string} cookie
 * @param {number} connections
 * @param {number} timeout
 */
function cannon(mix, cookie, connections, timeout) {
  return autocannon({
    url: `http://${HOST}:${PORT}`,
    connections,
    duration: SECONDS,
    timeout,
    headers: { "accept-encoding": "gzip, deflate, br" },
    requests: requests(mix, cookie),
  });
}

/**
 * @param {number} pid
 * @param {Mixes} mixes
 * @param {string} cookie
 */
async function round(pid, mixes, cookie) {
  const from = rssMb(pid);
  let peak = from;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250);
  const [light, heavy] = await Promise.all([
    cannon(mixes.light, cookie, LIGHT_CONNECTIONS, 10),
    cannon(mixes.heavy, cookie, HEAVY_CONNECTIONS, HEAVY_TIMEOUT_S),
  ]);
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  await sleep(SETTLE_SECONDS * 1000);
  return { light, heavy, from, peak, settled: rssMb(pid) };
}

/** @param {autocannon.Result[]} results */
function statuses(results) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const result of results) {
    for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
      counts[code] = (counts[code] ?? 0) + /** @type {number} */ (count);
    }
  }
  return counts;
}

/**
 * @param {number} n
 * @param {Round} done
 */
function report(n, done) {
  const { light, heavy } = done;
  const codes = statuses([light, heavy]);
  /** @type {[string, string][]} */
  const rows = [
    ["requests (light / heavy)", `${light.requests.total} / ${heavy.requests.total}`],
    ["errors / timeouts", `${light.errors + heavy.errors} / ${light.timeouts + heavy.timeouts}`],
    [
      "status codes",
      Object.entries(codes)
        .map(([code, count]) => `${code}: ${count}`)
        .join(", "),
    ],
    ["light p50 / p99", `${light.latency.p50} / ${light.latency.p99} ms`],
    ["heavy p50 / p99", `${heavy.latency.p50} / ${heavy.latency.p99} ms`],
    ["RSS at the start / peak", `${mb(done.from)} / ${mb(done.peak)}`],
    [`RSS after ${SETTLE_SECONDS} s idle`, mb(done.settled)],
  ];
  console.log(`round ${n} of ${ROUNDS}`);
  for (const [name, value] of rows) console.log(`  ${name.padEnd(28)}${value}`);
  return codes;
}

/**
 * The server's log lines of 5xx answers and of errors (pino level 50 and up), counted alike.
 * @param {string} log
 */
function faultLines(log) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const line of log.split("\n")) {
    /** @type {any} */
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (!(entry.level >= 50 || entry.status >= 500)) continue;
    const path = typeof entry.path === "string" ? entry.path.split("?")[0] : "";
    const what = [entry.status, path, entry.msg, entry.err?.type, entry.err?.message?.slice(0, 160)]
      .filter(Boolean)
      .join(" ");
    counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  return [...counts].map(([what, count]) => `${count} x ${what}`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "starcast-load-"));
const origin = `http://${HOST}:${PORT}`;
// The database opens on the first /healthz (PGlite creates its folder in a child process).
const server = await startBuiltServer({
  port: PORT,
  // One loopback address stands for every visitor here: the heavy limit would refuse them.
  env: { DATA_DIR: dataDir, SITE_URL: origin, HEAVY_RATE_LIMIT: "1000000" },
  // LOAD_NODE_ARGS adds flags after the serve script's, to try one (--max-semi-space-size=8).
  nodeArgs: [...serverFlags(), ...(process.env.LOAD_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [])],
  readyPath: "/healthz",
  // Kept, so the run can name the route and error of every 5xx and every error logged.
  output: "pipe",
  // A new PGlite folder takes 50 s and more on a 2-core machine that other work shares.
  timeoutMs: 180_000,
});
// Never outlive the run by much, whatever happens below.
const deadline = setTimeout(
  () => {
    console.error("load: out of time");
    process.kill(server.pid, "SIGKILL");
    process.exit(1);
  },
  (ROUNDS * (SECONDS + SETTLE_SECONDS + HEAVY_TIMEOUT_S) + 120) * 1000,
);
deadline.unref();

/** @type {string[]} */
const problems = [];
try {
  const start = rssMb(server.pid);
  const startHighest = peakRssMb(server.pid);
  const cookie = await memberCookie(origin);
  const places = await placeIds(origin);
  const mixes = { light: lightMix(places), heavy: heavyMix(places) };
  // One pass over the mix loads the routes' code and wakes the pool, as real traffic would.
  for (const entry of [...mixes.light, ...mixes.heavy]) {
    const p = pathOf(entry);
    /** @type {Record<string, string>} */
    const headers = p === "/today" ? { cookie } : {};
    const response = await fetch(origin + p, { headers });
    await response.arrayBuffer();
    if (!response.ok) problems.push(`warm-up: ${p} answered ${response.status}`);
  }
  await sleep(1000);
  const warm = rssMb(server.pid);
  console.log(
    `${LIGHT_CONNECTIONS} + ${HEAVY_CONNECTIONS} connections for ${SECONDS} s over ${mixes.light.length} + ${mixes.heavy.length} routes on ${HOST}:${PORT}, ${ROUNDS} rounds`,
  );
  console.log(
    `RSS once /healthz answered ${mb(start)} (highest ${mb(startHighest)}, limit ${mb(MAX_START_MB)}), warm ${mb(warm)}\n`,
  );
  if (start > MAX_START_MB)
    problems.push(`RSS at start (${mb(start)}) is over ${mb(MAX_START_MB)}`);
  /** @type {Round[]} */
  const rounds = [];
  for (let n = 1; n <= ROUNDS; n++) {
    const done = await round(server.pid, mixes, cookie);
    const codes = report(n, done);
    rounds.push(done);
    const faults = [done.light, done.heavy].reduce((sum, r) => sum + r.errors + r.timeouts, 0);
    if (faults > 0) problems.push(`round ${n}: ${faults} errors or timeouts`);
    const failed = Object.entries(codes).filter(([code]) => Number(code) >= 500);
    if (failed.length)
      problems.push(`round ${n}: answers ${failed.map(([c, k]) => `${c} x${k}`).join(", ")}`);
  }
  // The RSS the first round's load started from: after settling, each round is back within 15%.
  const base = /** @type {Round} */ (rounds[0]).from;
  const limit = base * (1 + SETTLED_SHARE);
  const highest = peakRssMb(server.pid);
  console.log(
    `\nRSS start / warm / peak / settled: ${[start, warm, Math.max(...rounds.map((r) => r.peak)), /** @type {Round} */ (rounds.at(-1)).settled].map((v) => v.toFixed(0)).join(" / ")} MB`,
  );
  console.log(
    `settled limit: ${mb(limit)} (the load's start, ${mb(base)}, + ${SETTLED_SHARE * 100}%)`,
  );
  console.log(`highest RSS (VmHWM): ${mb(highest)}, limit ${mb(MAX_RSS_MB)}`);
  rounds.forEach(({ settled }, i) => {
    if (settled > limit)
      problems.push(`round ${i + 1} settled at ${mb(settled)}, over ${mb(limit)}`);
    const growth = settled - /** @type {Round} */ (rounds[0]).settled;
    if (i > 0 && growth > ROUND_GROWTH_MB)
      problems.push(
        `round ${i + 1} settled ${mb(growth)} above round 1 (limit ${ROUND_GROWTH_MB} MB)`,
      );
  });
  if (highest > MAX_RSS_MB)
    problems.push(`the highest RSS (${mb(highest)}) is over ${mb(MAX_RSS_MB)}`);
  for (const line of faultLines(server.log())) console.log(`server: ${line}`);
  const exit = server.exit();
  if (exit) problems.push(`the server exited (${exit.code ?? exit.signal})`);
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
for (const problem of problems) console.error(`FAIL: ${problem}`);
console.log(problems.length ? "verdict: FAIL" : "verdict: PASS");
process.exitCode = problems.length ? 1 : 0;
