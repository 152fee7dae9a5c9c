// A year's transit timeline (/api/forecast, issue 32) through the built server: different
// charts one at a time, none cached, each request's CPU time in the server process (the main
// thread and the pool's threads, from /proc/<pid>/stat); aim under 1 s a chart-year. The same
// run measures a year with the Moon's transits, and a repeat answered from the cache.
import { cpuMs } from "./built-server.js";

const CHARTS = 8;
const AIM_MS = 1000;
/** @param {number} i */
function chart(i) {
  const pad = (/** @type {number} */ n) => String(n).padStart(2, "0");
  const query = new URLSearchParams({
    date: `${1950 + i * 7}-${pad((i % 12) + 1)}-${pad(((i * 3) % 28) + 1)}`,
    time: `${pad((i * 5) % 24)}:${pad((i * 13) % 60)}`,
    lat: String(-30 + i * 9),
    lon: String(-120 + i * 31),
    tz: "UTC",
  });
  return encodeURIComponent(query.toString());
}

/**
 * @param {string} base
 * @param {number} pid
 * @param {string} path
 */
async function measure(base, pid, path) {
  const before = cpuMs(pid);
  const started = performance.now();
  const response = await fetch(`${base}${path}`);
  const bytes = (await response.text()).length;
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return { cpu: cpuMs(pid) - before, wall: performance.now() - started, bytes };
}

/** The middle value of a list that is never empty. */
const median = (/** @type {number[]} */ values) =>
  /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

/**
 * @param {number} port
 * @param {number} pid
 */
export async function forecastBench(port, pid) {
  const base = `http://127.0.0.1:${port}`;
  const year = (/** @type {number} */ i, /** @type {boolean} */ moon) =>
    `/api/forecast?chart=${chart(i)}&from=2026-01-01&to=2026-12-31${moon ? "&moon=1" : ""}`;
  // The first wakes a pool thread (and loads its modules): reported apart.
  const first = await measure(base, pid, year(CHARTS, false));
  const plain = [];
  const moon = [];
  for (let i = 0; i < CHARTS; i++) plain.push(await measure(base, pid, year(i, false)));
  for (let i = 0; i < CHARTS; i++) moon.push(await measure(base, pid, year(i, true)));
  const cached = [];
  for (let i = 0; i < CHARTS; i++) cached.push(await measure(base, pid, year(i, false)));
  const cpu = median(plain.map((m) => m.cpu));
  const worst = Math.max(...plain.map((m) => m.cpu));
  const moonCpu = median(moon.map((m) => m.cpu));
  const cachedWall = median(cached.map((m) => m.wall));
  console.log(
    `\na year's transit timeline (/api/forecast), ${CHARTS} charts one at a time: server CPU median ${cpu} ms, worst ${worst} ms (aim < ${AIM_MS} ms: ${(cpu / AIM_MS).toFixed(2)}x of it)` +
      `${worst < AIM_MS ? "" : "  above aim"}; wall median ${median(plain.map((m) => m.wall)).toFixed(0)} ms, ${Math.round(median(plain.map((m) => m.bytes)) / 1024)} KB` +
      `\n  with the Moon (moon=1): CPU median ${moonCpu} ms (${(moonCpu / cpu).toFixed(2)}x the year without), ${Math.round(median(moon.map((m) => m.bytes)) / 1024)} KB` +
      `\n  repeated (cached): wall median ${cachedWall.toFixed(1)} ms; the first, waking a pool thread: CPU ${first.cpu} ms, wall ${first.wall.toFixed(0)} ms`,
  );
}
