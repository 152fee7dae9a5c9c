// Vitest's global set-up for the unit project: one in-memory PGlite, made and migrated once, is
// dumped to a file; each test file's database starts from that dump (tests/support/database.ts)
// instead of running initdb and every migration again. Not used with DATABASE_URL.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { PGLITE_SETTINGS, migratePglite } from "~/lib/open-database.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite's dump (dumpDataDir, an uncompressed tar), or "" on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return;
  }
  const folder = mkdtempSync(path.join(tmpdir(), "starcast-template-"));
  const file = path.join(folder, "pglite.tar");
  const client = new PGlite({
    initDbStartParams: PGLITE_SETTINGS,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  const opened = await migratePglite(client);
  try {
    const dump = await client.dumpDataDir("none");
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await opened.close();
  }
  project.provide("pgliteTemplate", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
