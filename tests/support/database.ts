// For tests: PostgreSQL when DATABASE_URL is set (CI), otherwise an in-memory PGlite started
// from the migrated template the unit project's global set-up dumped
// (tests/support/database-template.ts): a copy, not an initdb and every migration per file.
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import {
  openDatabase,
  PGLITE_SETTINGS,
  migratePglite,
  type OpenedDatabase,
} from "~/lib/open-database.server";

let template: Blob | undefined;

export function testDatabase(): Promise<OpenedDatabase> {
  const file = inject("pgliteTemplate");
  if (process.env.DATABASE_URL || !file)
    return openDatabase({ databaseUrl: process.env.DATABASE_URL });
  template ??= new Blob([readFileSync(file)]);
  // migratePglite still runs the migrator, which finds every migration already applied.
  return migratePglite(
    new PGlite({
      loadDataDir: template,
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    }),
  );
}

/** What db() opens in unit tests: vitest.config.ts resolves ~/lib/site-database.server here. */
export const openSiteDatabase = testDatabase;
