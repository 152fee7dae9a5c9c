// The birthplace search through the built server, as visitors type: thousands of different
// beginnings (so none is answered from the cache), one request at a time; aim p99 < 5 ms.
import { readFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { root } from "./built-server.js";

const QUERIES = 3_000;
const AIM_P99_MS = 5;

/** Beginnings of 1 to 8 letters of towns spread over the table, some with a qualifier. */
function queries() {
  const text = readFileSync(path.join(root, "app/domain/places/places.tsv"), "utf8");
  const rows = text
    .slice(0, text.indexOf("\n@others\n"))
    .split("\n")
    .filter((line) => /^\d/.test(line))
    .map((line) => line.split("\t"));
  const seen = new Set();
  for (let i = 0; seen.size < QUERIES; i++) {
    const [, name = "", country] = /** @type {string[]} */ (rows[(i * 7919) % rows.length]);
    const start = name.slice(0, 1 + (i % 8));
    seen.add(i % 5 === 0 ? `${start}, ${country}` : start);
  }
  return [...seen];
}

/** @param {number} port */
export async function placesBench(port) {
  const all = queries();
  const base = `http://127.0.0.1:${port}`;
  // The first search loads the table; a visitor pays that once per server start.
  const started = performance.now();
  await fetch(`${base}/api/places?q=warm`);
  const loadMs = performance.now() - started;
  const result = await autocannon({
    url: base,
    connections: 1,
    amount: all.length,
    requests: all.map((q) => ({ method: "GET", path: `/api/places?q=${encodeURIComponent(q)}` })),
  });
  const faults = result.errors + result.timeouts + result.non2xx;
  console.log(
    `\nplace search, ${result.requests.total} different queries one at a time: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (aim < ${AIM_P99_MS} ms)` +
      `${result.latency.p99 < AIM_P99_MS ? "" : "  above aim"}${faults ? `  ${faults} errors/non-2xx` : ""}; first search with the table's load ${loadMs.toFixed(0)} ms`,
  );
}
