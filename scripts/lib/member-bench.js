// A member's own page, /today, under 50 connections beside the home page on the same server, in
// alternating rounds: req/s, p50 and p99 of each. The aim is 10x the 45 req/s /today served when
// issue 29 was opened, which was 0.37% of the home page's rate in the same run on main's build.
// With the page and the session kept (27 November 2026) it measured 49% to 74% with PGlite and
// 27% with PostgreSQL (docs/speed.md).
import autocannon from "autocannon";
import { memberCookie } from "./member.js";

const CONNECTIONS = 50;
const HEADERS = { "accept-encoding": "br, gzip" };
/** /today's rate as a share of the home page's on main before issue 29 (see docs/speed.md). */
const BEFORE_SHARE = 0.0037;
const AIM_SHARE = 10 * BEFORE_SHARE;

/** @typedef {autocannon.Result & { rate: number }} Run */

/**
 * One run; then waits for the server to answer again, so no run inherits the last one's queue.
 * @param {string} url
 * @param {number} seconds
 * @param {Record<string, string>} headers
 * @returns {Promise<Run>}
 */
async function run(url, seconds, headers) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  await fetch(new URL("/robots.txt", url));
  return { ...result, rate: result.requests.total / result.duration };
}

const median = (/** @type {number[]} */ values) =>
  /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

/**
 * @param {number} port
 * @param {{ seconds?: number; rounds?: number }} [options]
 */
export async function memberBench(port, { seconds = 12, rounds = 6 } = {}) {
  const origin = `http://127.0.0.1:${port}`;
  const cookie = await memberCookie(origin);
  /** @type {{ name: string; url: string; headers: Record<string, string>; runs: Run[] }[]} */
  const targets = [
    { name: "home page", url: `${origin}/`, headers: HEADERS, runs: [] },
    { name: "/today (member)", url: `${origin}/today`, headers: { ...HEADERS, cookie }, runs: [] },
  ];
  for (const target of targets) await run(target.url, 1, target.headers);
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < targets.length; i++) {
      const target = /** @type {(typeof targets)[number]} */ (
        targets[(round + i) % targets.length]
      );
      target.runs.push(await run(target.url, seconds / rounds, target.headers));
    }
  }
  const [home, today] = /** @type {[Run[], Run[]]} */ (targets.map((t) => t.runs));
  const share = median(today.map((run, i) => run.rate / /** @type {Run} */ (home[i]).rate));
  console.log(
    `\nA member's /today beside the home page, ${CONNECTIONS} connections, ${rounds} rounds of ${seconds / rounds} s each:`,
  );
  for (const { name, runs } of targets) {
    const rate = runs.reduce((sum, r) => sum + r.rate, 0) / runs.length;
    const faults = runs.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
    console.log(
      `  ${name.padEnd(16)} ${rate.toFixed(0).padStart(6)} req/s  p50 ${median(runs.map((r) => r.latency.p50))} ms  p99 ${Math.max(...runs.map((r) => r.latency.p99))} ms${faults ? `  ${faults} errors/non-2xx` : ""}`,
    );
  }
  console.log(
    `  /today / home: ${(share * 100).toFixed(2)}% (aim ${(AIM_SHARE * 100).toFixed(1)}%, 10x the ${(BEFORE_SHARE * 100).toFixed(2)}% before issue 29)${share >= AIM_SHARE ? "" : "  below aim"}`,
  );
}
