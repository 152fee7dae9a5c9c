// `npm run bench:mail`: the daily mail's throughput through the job queue on PostgreSQL, by one
// built server's workers and then by two, into a local SMTP sink (scripts/lib/smtp-sink.js).
// Seeds --subscribers (default 100,000) confirmed subscribers at a domain of their own, queues
// a day for them (`send-daily --queue-only --at`), and times until the sink has every one;
// prints mails/s, the two-instance ratio, and duplicates and missing counted at the sink, with
// where the CPU went: the servers' and the sink's milliseconds per mail, and how busy the machine
// was. `--relay-ms=N` has the sink take N ms to accept each message, as a relay across a network
// does; 0 (the default) answers at once, and then this machine's cores are the limit.
// Needs DATABASE_URL (use an empty database: its confirmed subscribers are all mailed).
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { cpuMs, ensureBuild, root, startBuiltServer } from "./lib/built-server.js";
import { startSmtpSink } from "./lib/smtp-sink.js";

const { values } = parseArgs({
  options: {
    subscribers: { type: "string", default: "100000" },
    workers: { type: "string", default: "2" },
    "relay-ms": { type: "string", default: "0" },
  },
});
const RELAY_MS = Number(values["relay-ms"]);
const COUNT = Number(values.subscribers);
const { DATABASE_URL } = process.env;
if (!DATABASE_URL) {
  console.error("bench:mail needs DATABASE_URL: several instances share one PostgreSQL.");
  process.exit(2);
}
ensureBuild();

const domain = `bench-${Date.now()}.example`;
const mine = (/** @type {string} */ to) => to.endsWith(`@${domain}`);
const sink = await startSmtpSink({ relayMs: RELAY_MS });
const env = {
  DATABASE_URL,
  SMTP_URL: sink.url,
  DAILY_MAIL_CRON: "0 6 * * *",
  DAILY_MAIL_WORKERS: values.workers,
  LOG_LEVEL: "warn",
};

async function seed() {
  // The first server to start makes the tables (the database is opened and migrated by /healthz).
  await (await startBuiltServer({ env, readyPath: "/healthz", output: "pipe" })).stop();
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  const began = performance.now();
  for (let at = 0; at < COUNT; at += 5_000) {
    const n = Math.min(5_000, COUNT - at);
    await pool.query(
      `insert into subscribers (email, token, confirmed_at)
       select 's' || i || '@' || $1::text, $1::text || '-' || i, now()
         from generate_series($2::int, $3::int) i`,
      [domain, at, at + n - 1],
    );
  }
  await pool.end();
  return Math.round(performance.now() - began);
}

/** The machine's busy and total CPU ticks so far (Linux's /proc/stat). */
function machineTicks() {
  try {
    const [, ...ticks] = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "")
      .trim()
      .split(/\s+/);
    const n = ticks.map(Number);
    const at = (/** @type {number} */ i) => /** @type {number} */ (n[i]);
    return {
      busy: at(0) + at(1) + at(2) + at(5) + at(6) + at(7),
      total: n.reduce((a, b) => a + b, 0),
    };
  } catch {
    return { busy: 0, total: 0 };
  }
}

// Not execFileSync: the sink answers from this process's event loop.
/** @param {string} at */
function queueDay(at) {
  return promisify(execFile)(
    process.execPath,
    [path.join(root, "scripts/send-daily.js"), "--queue-only", `--at=${at}`],
    { cwd: root, env: { ...process.env, ...env } },
  );
}

/**
 * @param {number} instances
 * @param {string} at
 */
async function run(instances, at) {
  /** @type {import("./lib/built-server.js").RunningServer[]} */
  const servers = [];
  for (let i = 0; i < instances; i++) {
    servers.push(await startBuiltServer({ env, readyPath: "/healthz", output: "pipe" }));
  }
  // Only this bench mails into its sink; the length is read every 100 ms, not the whole list.
  const before = sink.received.length;
  const serverCpu = servers.map((s) => cpuMs(s.pid));
  const benchCpu = process.cpuUsage();
  const ticks = machineTicks();
  const began = performance.now();
  await queueDay(at);
  for (const deadline = Date.now() + 30 * 60_000; ;) {
    if (sink.received.length - before >= COUNT) break;
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - began) / 1000;
  const serverMs = servers.reduce(
    (sum, s, i) => sum + cpuMs(s.pid) - /** @type {number} */ (serverCpu[i]),
    0,
  );
  const { user, system } = process.cpuUsage(benchCpu);
  const after = machineTicks();
  await new Promise((r) => setTimeout(r, 3_000)); // late arrivals would be duplicates
  await Promise.all(servers.map((s) => s.stop()));
  const day = sink.received.filter((r) => mine(r.to) && r.messageId?.includes(at.slice(0, 10)));
  const people = new Set(day.map((r) => r.to));
  return {
    instances,
    seconds: Number(seconds.toFixed(1)),
    perSecond: Math.round(day.length / seconds),
    duplicates: day.length - people.size,
    missing: COUNT - people.size,
    serverCpuMsPerMail: Number((serverMs / COUNT).toFixed(3)),
    sinkCpuMsPerMail: Number(((user + system) / 1000 / COUNT).toFixed(3)),
    machineBusy: `${Math.round((100 * (after.busy - ticks.busy)) / (after.total - ticks.total || 1))}%`,
  };
}

const seedMs = await seed();
console.log(
  `seeded ${COUNT} subscribers in ${seedMs} ms; ${values.workers} workers per instance; the relay answers in ${RELAY_MS} ms`,
);
const one = await run(1, "2030-01-01T12:00:00Z");
console.log(JSON.stringify(one));
const two = await run(2, "2030-01-02T12:00:00Z");
console.log(JSON.stringify(two));
console.log(
  `two instances / one: ${(two.perSecond / one.perSecond).toFixed(2)} (aim 1.6); duplicates ${one.duplicates + two.duplicates}, missing ${one.missing + two.missing}`,
);
await sink.close();
process.exit(one.missing + two.missing + one.duplicates + two.duplicates ? 1 : 0);
