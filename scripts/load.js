// Load test: the built server under 200 loopback connections across pages and APIs for
// LOAD_SECONDS (30), with its memory before, at peak and after; exits 1 on errors, 5xx or growth.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = 200;
// A ceiling on the count as well as the time, whatever the machine manages.
const MAX_REQUESTS = 2_000_000;
const SETTLE_MS = 5000;
const HOST = "127.0.0.1";

// Each connection walks this list in turn, so every route gets the same share.
const PATHS = [
  "/",
  "/horoscopes/daily/aries",
  "/horoscopes",
  "/tarot",
  "/tarot/cards/the-fool",
  "/zodiac/aries-and-leo",
  "/api/horoscope/daily?date=2026-11-21&zodiacSign=leo",
  "/api/horoscope/daily?date=2026-11-21",
  "/api/compatibility?first=aries&second=leo",
  "/api/tarot/cards",
  "/tarot/cards/the-fool.svg",
];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function waitFor(url, child) {
  for (let i = 0; i < 200 && child.exitCode === null; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

function build() {
  execFileSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
}

if (!existsSync(path.join(root, "build/server/index.js"))) {
  try {
    build();
  } catch {
    build(); // someone else may be rebuilding the same tree
  }
}

const port = await freePort();
const server = spawn(process.execPath, [path.join(root, "server/main.js")], {
  cwd: root,
  env: { ...process.env, NODE_ENV: "production", PORT: String(port) },
  stdio: ["ignore", "ignore", "inherit"],
});
// Never outlive the run by much, whatever happens below.
const deadline = setTimeout(
  () => {
    console.error("load: out of time");
    server.kill("SIGKILL");
    process.exit(1);
  },
  (SECONDS + 90) * 1000,
);
deadline.unref();

let failed = true;
try {
  await waitFor(`http://${HOST}:${port}/healthz`, server);
  const start = rssMb(server.pid);
  // One pass over the routes loads their modules: shown for context, not part of the limit.
  for (const p of PATHS) await (await fetch(`http://${HOST}:${port}${p}`)).arrayBuffer();
  const warm = rssMb(server.pid);
  let peak = warm;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 250);

  console.log(
    `${CONNECTIONS} connections for ${SECONDS} s over ${PATHS.length} routes on ${HOST}:${port}\n`,
  );
  const result = await autocannon({
    url: `http://${HOST}:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    maxOverallRequests: MAX_REQUESTS,
    headers: { "accept-encoding": "gzip, deflate, br" },
    requests: PATHS.map((p) => ({ method: "GET", path: p })),
  });
  peak = Math.max(peak, rssMb(server.pid));
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const after = rssMb(server.pid);

  const limit = start * 1.5 + 50;
  const fiveXx = result["5xx"];
  const rows = [
    ["requests", result.requests.total],
    ["errors", result.errors],
    ["timeouts", result.timeouts],
    ["2xx / 3xx", `${result["2xx"]} / ${result["3xx"]}`],
    ["4xx / 5xx", `${result["4xx"]} / ${fiveXx}`],
    ["req/s (mean)", result.requests.average.toFixed(0)],
    ["latency p50 / p99", `${result.latency.p50} / ${result.latency.p99} ms`],
    [
      "RSS start / warm / peak / after",
      `${[start, warm, peak, after].map((mb) => mb.toFixed(0)).join(" / ")} MB`,
    ],
    ["RSS limit after", `${limit.toFixed(0)} MB (1.5 x start + 50)`],
  ];
  for (const [name, value] of rows) console.log(`${name.padEnd(32)}${value}`);

  const problems = [];
  if (result.errors > 0 || result.timeouts > 0)
    problems.push(`${result.errors} errors, ${result.timeouts} timeouts`);
  if (fiveXx > 0) problems.push(`${fiveXx} responses were 5xx`);
  if (after > limit)
    problems.push(`RSS after (${after.toFixed(0)} MB) is over ${limit.toFixed(0)} MB`);
  if (server.exitCode !== null) problems.push(`the server exited (${server.exitCode})`);
  for (const problem of problems) console.error(`FAIL: ${problem}`);
  failed = problems.length > 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  server.kill("SIGTERM");
}
process.exitCode = failed ? 1 : 0;
