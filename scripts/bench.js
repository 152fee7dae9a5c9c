// `npm run bench`: the built server against a bare node:http server answering the same bytes,
// in the same run, printed as ratios; then the time to compute a sky and compose a reading.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = 4390;
const BASE_PORT = 4391;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

const TARGETS = [
  { name: "API, one sign", path: "/api/horoscope/daily?date=11/21/2026&zodiacSign=Aries", aim: 0.6 },
  { name: "API, all twelve", path: "/api/horoscope/daily?date=11/21/2026", aim: 0.6 },
  { name: "daily page (SSR)", path: "/horoscopes/daily/aries?date=2026-11-21", aim: 0.25 },
];

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function peakMemoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return (kb / 1024).toFixed(0);
}

async function serverBench() {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    execFileSync(path.join(root, "node_modules/.bin/react-router"), ["build"], { cwd: root, stdio: "inherit" });
  }
  const server = spawn(process.execPath, [path.join(root, "server/main.js")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT) },
    stdio: "ignore",
  });
  try {
    await waitFor(`http://localhost:${PORT}/about`);
    console.log(`${CONNECTIONS} connections, ${DURATION} s each; baseline = node:http answering the same bytes\n`);
    console.log("target               req/s   base req/s  ratio  aim   p50 ms  p99 ms  base p50/p99");
    for (const target of TARGETS) {
      const url = `http://localhost:${PORT}${target.path}`;
      const sample = await fetch(url);
      const body = Buffer.from(await sample.arrayBuffer());
      const type = sample.headers.get("content-type");
      const baseline = createServer((_req, res) => {
        res.writeHead(200, { "Content-Type": type, "Content-Length": body.length });
        res.end(body);
      }).listen(BASE_PORT);
      const ours = await load(url);
      const base = await load(`http://localhost:${BASE_PORT}${target.path}`);
      baseline.close();
      const ratio = ours.requests.average / base.requests.average;
      const faults = ours.errors + ours.non2xx;
      console.log(
        [
          target.name.padEnd(19),
          ours.requests.average.toFixed(0).padStart(7),
          base.requests.average.toFixed(0).padStart(11),
          `${(ratio * 100).toFixed(0)}%`.padStart(6),
          `${target.aim * 100}%`.padStart(4),
          String(ours.latency.p50).padStart(7),
          String(ours.latency.p99).padStart(7),
          `  ${base.latency.p50}/${base.latency.p99}`,
          ratio >= target.aim ? "" : "  below aim",
          faults ? `  ${faults} errors` : "",
        ].join(" "),
      );
    }
    console.log(`\nserver peak memory (VmHWM): ${peakMemoryMb(server.pid)} MB`);
  } finally {
    server.kill("SIGTERM");
  }
}

async function composeBench() {
  const { createServer: createVite } = await import("vite");
  const vite = await createVite({ root, server: { middlewareMode: true }, appType: "custom", logLevel: "error" });
  try {
    const { computeSky } = await vite.ssrLoadModule("/app/domain/sky.ts");
    const { composeReading } = await vite.ssrLoadModule("/app/domain/horoscope.ts");
    const { SIGNS } = await vite.ssrLoadModule("/app/domain/zodiac.ts");
    const { addDays } = await vite.ssrLoadModule("/app/domain/calendar-date.ts");
    const start = { year: 2027, month: 1, day: 1 };
    const skies = [];
    let t = performance.now();
    for (let i = 0; i < 365; i++) skies.push(computeSky(addDays(start, i)));
    const skyMs = (performance.now() - t) / 365;
    const times = [];
    for (const sky of skies) {
      for (const sign of SIGNS) {
        t = performance.now();
        composeReading(sky, sign);
        times.push(performance.now() - t);
      }
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const p99 = times[Math.floor(times.length * 0.99)];
    console.log(`\nsky for one date: ${skyMs.toFixed(2)} ms (mean over 365 dates of 2027)`);
    console.log(
      `one reading composed: mean ${mean.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms over ${times.length} readings (aim < 2 ms)`,
    );
  } finally {
    await vite.close();
  }
}

await serverBench();
await composeBench();
