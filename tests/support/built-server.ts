// Starts the built production server (`node server/main.js`) on a free loopback port with a
// temporary data folder, for the property tests and the browser tests alike.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningServer {
  origin: string;
  port: number;
  /** Its DATA_DIR (database and mail outbox), deleted when it exits. */
  dataDir: string;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  log: () => string;
  exited: Promise<Exit>;
  /** How the process ended, once it has. */
  exit: () => Exit | undefined;
  stop: () => Promise<Exit>;
}

/** The server's output as the JSON lines pino wrote; anything else fails the test. */
export function logLines<Line>(server: RunningServer): Line[] {
  return server
    .log()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line) as Line;
      } catch {
        throw new Error(`Not a JSON log line: ${line}`);
      }
    });
}

export interface StartOptions {
  /** More environment for this server, such as a DATABASE_URL. */
  env?: Record<string, string>;
  /** The address that must answer 2xx before the server counts as started. */
  readyPath?: string;
}

// The default needs no database, which opens on first use as in production: a dozen PGlite
// start-ups at once on a busy machine could outlast the hooks' time limit.
async function startOnce({
  env = {},
  readyPath = "/robots.txt",
}: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // A database of its own in a temporary folder, and SITE_URL the address the probes use, so
  // form posts pass the same-origin check and reach their actions.
  const dataDir = mkdtempSync(path.join(tmpdir(), "starcast-property-"));
  const child = spawn(process.execPath, [path.join(ROOT, "server/main.js")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_TIME_ZONE: "UTC",
      SITE_URL: origin,
      DATA_DIR: dataDir,
      // Property runs ask for hundreds of new computations from one address; the limit's own
      // test (tests/property/heavy.test.ts) sets it low.
      HEAVY_RATE_LIMIT: "1000000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  let exit: Exit | undefined;
  void exited.then((e) => {
    gone = true;
    exit = e;
  });

  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  // A hook that timed out may leave its server behind; it goes when the test process does.
  const orphaned = () => child.kill("SIGKILL");
  process.once("exit", orphaned);
  void exited.then(() => process.off("exit", orphaned));
  const stop = async () => {
    if (!gone) child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    const exit = await exited;
    clearTimeout(timer);
    return exit;
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && !gone) {
    try {
      if ((await fetch(origin + readyPath)).ok)
        return { origin, port, dataDir, child, log: () => output, exited, exit: () => exit, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await stop();
  throw new Error(`The server on port ${port} did not answer ${readyPath}:\n${output}`);
}

/** Starts `node server/main.js` in production mode; retries once for a build being rewritten. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  try {
    return await startOnce(options);
  } catch {
    await new Promise((r) => setTimeout(r, 2000));
    return startOnce(options);
  }
}
