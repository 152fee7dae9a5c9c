// The built server for the property and browser tests, through the one starter
// (scripts/lib/built-server.js), with what tests want by default: a free loopback port, a
// temporary data folder (a copy of the run's migrated one), the site's address the one the
// probes use, and UTC.
import {
  freePort,
  root,
  startBuiltServer,
  type RunningServer as StartedServer,
  type StartOptions as StarterOptions,
} from "../../scripts/lib/built-server.js";
import { TEMPLATE_ENV } from "./data-template";

export { freePort, type Exit } from "../../scripts/lib/built-server.js";

export const ROOT = root;

/** The server's output as the JSON lines pino wrote; anything else fails the test. */
export function logLines<Line>(server: StartedServer): Line[] {
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

export type StartOptions = Pick<StarterOptions, "env" | "readyPath">;

/** A test's server always has a data folder of its own. */
export type RunningServer = StartedServer & { dataDir: string };

// The default needs no database, which opens on first use as in production: a dozen PGlite
// start-ups at once on a busy machine could outlast the hooks' time limit.
async function startOnce({
  env = {},
  readyPath = "/robots.txt",
}: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  return (await startBuiltServer({
    port,
    readyPath,
    dataDir: true,
    // A copy of the run's migrated database when the project's set-up made one
    // (tests/support/data-template.ts); a test that passes its own DATA_DIR starts empty.
    dataTemplate: process.env[TEMPLATE_ENV],
    // The starter's 20 s is too short on a busy machine: at a load average of 26 on 2 cores the
    // server took 25 s to answer (under the hooks' 60 s).
    timeoutMs: 45_000,
    env: {
      SITE_TIME_ZONE: "UTC",
      // SITE_URL the address the probes use, so form posts pass the same-origin check.
      SITE_URL: `http://127.0.0.1:${port}`,
      // Property runs ask for hundreds of new computations from one address; the limit's own
      // test (tests/server/heavy.test.ts) sets it low.
      HEAVY_RATE_LIMIT: "1000000",
      ...env,
    },
  })) as RunningServer;
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
