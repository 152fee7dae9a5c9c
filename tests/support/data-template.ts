// Vitest global set-up for the `built` and `http` projects: one built server makes a PGlite data
// folder and migrates it (initdb and every migration, about 9 s of CPU), once per run; each
// test's server then starts on a copy (tests/support/built-server.ts). A first start on an
// empty DATA_DIR is still tested: tests/server/backup.test.ts and the browser tests' server.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild, startBuiltServer } from "../../scripts/lib/built-server.js";

/** Where the migrated data folder is, for the test workers (which inherit this environment). */
export const TEMPLATE_ENV = "STARCAST_TEST_DATA_TEMPLATE";

export default async function setup() {
  // Both projects list this set-up and run it in one process: the first makes the folder. On
  // PostgreSQL (DATABASE_URL) the servers keep no database in DATA_DIR.
  if (process.env[TEMPLATE_ENV] || process.env.DATABASE_URL) return;
  ensureBuild();
  const folder = mkdtempSync(path.join(tmpdir(), "starcast-data-template-"));
  // Removed at teardown, or when a failed set-up or a cut-short run exits without one.
  const remove = () => {
    delete process.env[TEMPLATE_ENV];
    rmSync(folder, { recursive: true, force: true });
  };
  process.once("exit", remove);
  const server = await startBuiltServer({
    env: { DATA_DIR: folder },
    // Answers once the database is open and migrated.
    readyPath: "/readyz",
    // Made once, so it may wait long: the database was not open after 2 minutes at a load
    // average of 25.
    timeoutMs: 300_000,
  });
  const exit = await server.stop();
  if (exit.code !== 0) {
    remove();
    throw new Error(`The template's server exited ${exit.code}:\n${server.log()}`);
  }
  process.env[TEMPLATE_ENV] = folder;
  return remove;
}
