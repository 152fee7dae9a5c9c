// For tests: PostgreSQL when DATABASE_URL is set (CI), otherwise a fresh in-memory PGlite.
import { openDatabase, type OpenedDatabase } from "~/lib/db.server";

export function testDatabase(): Promise<OpenedDatabase> {
  return openDatabase({ databaseUrl: process.env.DATABASE_URL });
}
