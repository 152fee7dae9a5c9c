// The database this site opens: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/pglite.
// Unit tests resolve this module to tests/support/database.ts instead (vitest.config.ts).
import path from "node:path";
import { env } from "~/lib/env.server";
import { openDatabase, type OpenedDatabase } from "~/lib/open-database.server";

export function openSiteDatabase(): Promise<OpenedDatabase> {
  const { DATABASE_URL, DATA_DIR } = env();
  return openDatabase({ databaseUrl: DATABASE_URL, dataDir: path.join(DATA_DIR, "pglite") });
}
