// Two charts read together through the built server: /api/synastry for hundreds of different
// pairs (so none is answered from the cache), one request at a time, beside /api/chart for as
// many different charts in the same run; the p99s and their ratio, and the server's CPU time a
// request (on a busy machine latency includes waiting for a core; CPU time does not). Aim:
// under 20 ms of CPU a synastry; past that it belongs in the worker pool (ADR 018).
import { cpuMs } from "./built-server.js";
import autocannon from "autocannon";

const REQUESTS = 250;
const ROUNDS = 4;
const AIM_CPU_MS = 20;

/** A different birth moment and place for each i, 1930 to 2009, by coordinates and zone. */
/** @param {number} i */
function chartParams(i) {
  const month = String((i % 12) + 1).padStart(2, "0");
  const day = String((i % 28) + 1).padStart(2, "0");
  return {
    date: `${1930 + (i % 80)}-${month}-${day}`,
    time: `${String(i % 24).padStart(2, "0")}:${String((i * 7) % 60).padStart(2, "0")}`,
    lat: String(-40 + ((i * 37) % 100)),
    lon: String(-170 + ((i * 53) % 340)),
    tz: "UTC",
  };
}

/** @param {number} i */
function synastryPath(i) {
  const query = new URLSearchParams();
  for (const [side, n] of /** @type {const} */ ([
    ["a", i],
    ["b", i + 7919],
  ])) {
    for (const [key, value] of Object.entries(chartParams(n))) query.set(`${side}.${key}`, value);
  }
  return `/api/synastry?${query}`;
}

/**
 * @param {string} base
 * @param {string[]} paths
 * @param {number} pid
 */
async function oneAtATime(base, paths, pid) {
  await fetch(`${base}${paths[0]}`);
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url: base,
    connections: 1,
    amount: paths.length - 1,
    requests: paths.slice(1).map((path) => ({ method: "GET", path })),
  });
  const cpu = (cpuMs(pid) - cpuBefore) / (paths.length - 1);
  return { ...result.latency, cpu, faults: result.errors + result.timeouts + result.non2xx };
}

/** The middle value of a list that is never empty. */
/** @typedef {Awaited<ReturnType<typeof oneAtATime>>} Run */

const median = (/** @type {number[]} */ xs) =>
  /** @type {number} */ ([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]);

/**
 * @param {number} port
 * @param {number} pid
 */
export async function synastryBench(port, pid) {
  const base = `http://127.0.0.1:${port}`;
  // The two in turns, in rounds, so a busy moment on the machine falls on both; each round asks
  // for charts and pairs not asked before (the charts offset by 100000 from the pairs' sides).
  /** @type {{ chart: Run; synastry: Run }[]} */
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const from = round * REQUESTS;
    const ids = Array.from({ length: REQUESTS }, (_, i) => from + i);
    const chart = await oneAtATime(
      base,
      ids.map((i) => `/api/chart?${new URLSearchParams(chartParams(i + 100000))}`),
      pid,
    );
    const synastry = await oneAtATime(base, ids.map(synastryPath), pid);
    rounds.push({ chart, synastry });
  }
  const p = (/** @type {"chart" | "synastry"} */ side, /** @type {"p50" | "p99" | "cpu"} */ key) =>
    median(rounds.map((r) => r[side][key]));
  const ratio = median(rounds.map((r) => r.synastry.p99 / r.chart.p99));
  const faults = rounds.reduce((sum, r) => sum + r.chart.faults + r.synastry.faults, 0);
  const cpu = p("synastry", "cpu");
  console.log(
    `\nsynastry (/api/synastry) beside /api/chart, uncached, one request at a time, ${ROUNDS} rounds of ${REQUESTS - 1} each (medians of the rounds):` +
      ` synastry p50 ${p("synastry", "p50")} ms, p99 ${p("synastry", "p99")} ms; chart p50 ${p("chart", "p50")} ms, p99 ${p("chart", "p99")} ms;` +
      ` synastry/chart p99 ${ratio.toFixed(2)}x; server CPU a request: synastry ${cpu.toFixed(1)} ms` +
      ` (aim < ${AIM_CPU_MS} ms, else the worker pool)${cpu < AIM_CPU_MS ? "" : "  above aim"}, chart ${p("chart", "cpu").toFixed(1)} ms` +
      `${faults ? `  ${faults} errors/non-2xx` : ""}`,
  );
}
