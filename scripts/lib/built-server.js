// The one starter of the built server (`node server/main.js` on build/server), for the bench,
// load and audit scripts and for the tests (tests/support/built-server.ts adds their defaults):
// builds when there is no build, starts it on a port with an environment, waits until it
// answers, and stops it by its PID. Also reads a process's memory for the bench.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** @typedef {import("./built-server.js").Exit} Exit */
/** @typedef {import("./built-server.js").StartOptions} StartOptions */
/** @typedef {import("./built-server.js").RunningServer} RunningServer */

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function build() {
  execFileSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
}

/** Builds when build/server is missing; once more if the first try fails. */
export function ensureBuild() {
  if (existsSync(path.join(root, "build/server/index.js"))) return;
  try {
    build();
  } catch {
    build(); // someone else may be rebuilding the same tree
  }
}

const serveScript = () =>
  JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts.serve;

/** The node and V8 flags package.json's `serve` script gives the server (ADR 019). */
export function serverFlags() {
  return serveScript().match(/(?<=\s)--[\w-]+(=\S+)?/g) ?? [];
}

/**
 * The environment the `serve` script sets before node but NODE_ENV (glibc's MALLOC_ARENA_MAX).
 * @returns {Record<string, string>}
 */
export function serverEnv() {
  /** @type {string[]} */
  const assignments =
    serveScript()
      .split(/\s+node\s/)[0]
      .match(/\b[A-Z_]+=\S+/g) ?? [];
  return Object.fromEntries(
    assignments.map((a) => a.split("=")).filter(([name]) => name !== "NODE_ENV"),
  );
}

/**
 * A loopback port no one is listening on now.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** @type {Record<NonNullable<StartOptions["output"]>, import("node:child_process").StdioOptions>} */
const STDIO = {
  pipe: ["ignore", "pipe", "pipe"],
  stderr: ["ignore", "ignore", "inherit"],
  ignore: "ignore",
};

/**
 * The production server on `port` (a free one if absent) with `env` over this process's, ready
 * when `readyPath` answers 2xx. `dataDir: true` gives it a DATA_DIR of its own, removed when it
 * exits, and a copy of the folder `dataTemplate` in it when one is named. Output is kept for
 * `log()` (`output: "pipe"`), passed on (`"stderr"`) or dropped.
 * @param {StartOptions} [options]
 * @returns {Promise<RunningServer>}
 */
export async function startBuiltServer({
  port,
  env = {},
  nodeArgs = [],
  readyPath = "/robots.txt",
  dataDir = false,
  dataTemplate,
  output = "pipe",
  timeoutMs = 20_000,
} = {}) {
  ensureBuild();
  port ??= await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const folder = dataDir ? mkdtempSync(path.join(tmpdir(), "starcast-server-")) : undefined;
  if (folder && dataTemplate) cpSync(dataTemplate, folder, { recursive: true });
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, "server/main.js")], {
    cwd: root,
    env: {
      ...serverEnv(),
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      ...(folder ? { DATA_DIR: folder } : {}),
      // No daily-mail schedule or workers unless a test or bench asks (ADR 023).
      DAILY_MAIL_CRON: "off",
      ...env,
    },
    stdio: STDIO[output],
  });
  let text = "";
  child.stdout?.on("data", (chunk) => (text += chunk));
  child.stderr?.on("data", (chunk) => (text += chunk));
  /** @type {Exit | undefined} */
  let exit;
  /** @type {Promise<Exit>} */
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve((exit = { code, signal }))),
  );
  const removeFolder = () => folder && rmSync(folder, { recursive: true, force: true });
  void exited.then(removeFolder);
  // A run cut short (a timed-out hook, Ctrl-C) must not leave its server behind.
  const orphaned = () => {
    if (!exit) process.kill(/** @type {number} */ (child.pid), "SIGKILL");
    removeFolder();
  };
  process.once("exit", orphaned);
  void exited.then(() => process.off("exit", orphaned));

  const stop = async (/** @type {NodeJS.Signals} */ signal = "SIGTERM") => {
    if (!exit) process.kill(/** @type {number} */ (child.pid), signal);
    const timer = setTimeout(
      () => !exit && process.kill(/** @type {number} */ (child.pid), "SIGKILL"),
      5000,
    );
    await exited;
    clearTimeout(timer);
    return /** @type {Exit} */ (exit);
  };
  /** @type {RunningServer} */
  const server = {
    origin,
    port,
    pid: /** @type {number} */ (child.pid),
    child,
    dataDir: folder ?? env.DATA_DIR,
    log: () => text,
    exited,
    exit: () => exit,
    stop,
  };
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline && !exit;) {
    try {
      if ((await fetch(origin + readyPath)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await stop();
  throw new Error(`The server on port ${port} did not answer ${readyPath}:\n${text}`);
}

/**
 * @param {number} pid
 * @param {string} field
 */
function statusKb(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

/**
 * A process's CPU time so far, user and system, in ms (Linux's /proc, 100 ticks a second; NaN elsewhere).
 * @param {number} pid
 */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * Each thread's CPU time so far, ns, by thread id, from /proc/<pid>/task/<tid>/schedstat: the
 * scheduler's own count, to the nanosecond, where /proc/<pid>/stat counts 10 ms ticks. Empty
 * where there is no /proc.
 * @param {number} pid
 * @returns {Map<string, number>}
 */
export function threadCpu(pid) {
  /** @type {Map<string, number>} */
  const threads = new Map();
  /** @type {string[]} */
  let tids = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return threads;
  }
  for (const tid of tids) {
    try {
      threads.set(
        tid,
        Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]),
      );
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return threads;
}

/**
 * CPU ms spent between two readings of threadCpu: a thread that ended in between is left out
 * (a pool thread let go when idle), so this is a floor, never negative; NaN without /proc.
 * @param {Map<string, number>} before
 * @param {Map<string, number>} after
 */
export function cpuSpentMs(before, after) {
  if (after.size === 0) return Number.NaN;
  let ns = 0;
  for (const [tid, now] of after) ns += now - (before.get(tid) ?? 0);
  return ns / 1e6;
}

/** Resident memory now, in MB. */
export const rssMb = (/** @type {number} */ pid) => statusKb(pid, "VmRSS") / 1024;
/** The most resident memory the process has had, in MB. */
export const peakRssMb = (/** @type {number} */ pid) => statusKb(pid, "VmHWM") / 1024;
