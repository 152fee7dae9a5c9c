// Builds once for the property tests, and starts the built server for one test file and stops it.
import { afterAll, beforeAll } from "vitest";
import { ensureBuild } from "../../scripts/lib/built-server.js";
import { startServer, type RunningServer } from "../support/built-server";

export {
  freePort,
  logLines,
  ROOT,
  startServer,
  type Exit,
  type RunningServer,
  type StartOptions,
} from "../support/built-server";

/** Vitest global setup: build once, before any file starts a server. */
export function setup() {
  ensureBuild();
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
