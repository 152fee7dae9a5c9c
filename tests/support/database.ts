// For tests: PostgreSQL when DATABASE_URL is set (CI), otherwise a fresh in-memory PGlite, which
// starts in a fraction of the time of one on disk.
import { openDatabase, type OpenedDatabase } from "~/lib/open-database.server";

export function testDatabase(): Promise<OpenedDatabase> {
  return openDatabase({ databaseUrl: process.env.DATABASE_URL });
}

/** What db() opens in unit tests: vitest.config.ts resolves ~/lib/site-database.server here. */
export const openSiteDatabase = testDatabase;
