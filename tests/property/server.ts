// Builds once for the property tests, and starts the built server for one test file and stops it.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { ROOT, startServer, type RunningServer } from "../support/built-server";

export {
  freePort,
  logLines,
  ROOT,
  startServer,
  type Exit,
  type RunningServer,
  type StartOptions,
} from "../support/built-server";

const SERVER_BUILD = path.join(ROOT, "build/server/index.js");

function build() {
  execFileSync(path.join(ROOT, "node_modules/.bin/react-router"), ["build"], {
    cwd: ROOT,
    stdio: "inherit",
  });
}

/** Vitest global setup: build once, before any file starts a server. */
export function setup() {
  if (existsSync(SERVER_BUILD)) return;
  try {
    build();
  } catch {
    // Another engineer may be rebuilding the same tree; one more try rides that out.
    build();
  }
}

export interface ServerRef {
  current: RunningServer;
  restart: () => Promise<void>;
}

/** One server for the test file: started before its tests, stopped after. */
export function serveForFile(): ServerRef {
  const ref = {
    current: undefined as unknown as RunningServer,
    async restart() {
      await ref.current?.stop();
      ref.current = await startServer();
    },
  };
  beforeAll(() => ref.restart());
  afterAll(async () => {
    await ref.current?.stop();
  });
  return ref;
}
