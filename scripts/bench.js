// `npm run bench`: the built server against a bare node:http server answering the same bytes,
// in the same run, printed as ratios; then the time to compute a sky and compose a reading.
import autocannon from "autocannon";
import { peakRssMb, startBuiltServer } from "./lib/built-server.js";
import { composeBench } from "./lib/compose-bench.js";
import { capture, replay } from "./lib/replay.js";

const PORT = 4390;
const BASE_PORT = 4391;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
// What a browser sends; both servers get it, so both answer compressed.
const HEADERS = { "accept-encoding": "br, gzip" };

const TARGETS = [
  {
    name: "API, one sign",
    path: "/api/horoscope/daily?date=11/21/2026&zodiacSign=Aries",
    aim: 0.6,
  },
  { name: "API, all twelve", path: "/api/horoscope/daily?date=11/21/2026", aim: 0.6 },
  { name: "home page", path: "/", aim: 0.25 },
  { name: "daily page", path: "/horoscopes/daily/aries?date=2026-11-21", aim: 0.25 },
  { name: "card page", path: "/tarot/cards/the-high-priestess", aim: 0.25 },
];

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION / 2, headers: HEADERS },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Two half-length runs as one: mean rate, mean p50, the worse p99, summed faults. */
function both([a, b]) {
  return {
    rate: (a.requests.average + b.requests.average) / 2,
    p50: (a.latency.p50 + b.latency.p50) / 2,
    p99: Math.max(a.latency.p99, b.latency.p99),
    faults: a.errors + a.timeouts + a.non2xx + b.errors + b.timeouts + b.non2xx,
  };
}

function row(cells, widths) {
  return cells
    .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i])))
    .join(" ");
}

const WIDTHS = [16, 12, 7, 10, 6, 4, 6, 6, 12];

async function benchTarget(target) {
  const url = `http://127.0.0.1:${PORT}${target.path}`;
  // The first request renders and caches a page, as a visitor's would; the bench measures the rest.
  await capture(url, HEADERS);
  const sample = await capture(url, HEADERS);
  if (sample.status !== 200) throw new Error(`${target.path} answered ${sample.status}`);
  const stop = await replay(BASE_PORT, sample);
  const baseUrl = `http://127.0.0.1:${BASE_PORT}${target.path}`;
  // Baseline, ours, ours, baseline: the machine's load drifts, and this order cancels a steady drift.
  const runs = [];
  try {
    for (const next of [baseUrl, url, url, baseUrl]) runs.push(await load(next));
  } finally {
    stop();
  }
  const base = both([runs[0], runs[3]]);
  const ours = both([runs[1], runs[2]]);
  const ratio = ours.rate / base.rate;
  const answer = `${sample.headers["content-encoding"] ?? "none"} ${(sample.body.length / 1024).toFixed(1)}K`;
  const line = row(
    [
      target.name,
      answer,
      ours.rate.toFixed(0),
      base.rate.toFixed(0),
      `${(ratio * 100).toFixed(0)}%`,
      `${target.aim * 100}%`,
      ours.p50,
      ours.p99,
      `${base.p50}/${base.p99}`,
    ],
    WIDTHS,
  );
  console.log(
    `${line}${ratio >= target.aim ? "" : "  below aim"}${ours.faults ? `  ${ours.faults} errors/non-2xx` : ""}`,
  );
}

async function serverBench() {
  const server = await startBuiltServer(PORT);
  try {
    console.log(
      `${CONNECTIONS} connections, ${DURATION} s per server per target, Accept-Encoding: ${HEADERS["accept-encoding"]}`,
    );
    console.log(
      "baseline = node:http in its own process, answering the bytes and headers ours sent",
    );
    console.log("each measured in two halves, baseline-ours-ours-baseline; p99 the worse half\n");
    console.log(
      row(
        [
          "target",
          "answer",
          "req/s",
          "base req/s",
          "ratio",
          "aim",
          "p50 ms",
          "p99 ms",
          "base p50/p99",
        ],
        WIDTHS,
      ),
    );
    for (const target of TARGETS) await benchTarget(target);
    console.log(`\nserver peak memory (VmHWM): ${peakRssMb(server.pid).toFixed(0)} MB`);
  } finally {
    server.kill("SIGTERM");
  }
}

await serverBench();
await composeBench();
