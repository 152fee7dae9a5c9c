// The database, opened on first use: PGlite in DATA_DIR by default, PostgreSQL with DATABASE_URL.
// Pages that never call db() (horoscopes, tarot, compatibility) never wait for it.
import { backgroundSettled } from "~/lib/background.server";
import type { Database, OpenedDatabase } from "~/lib/open-database.server";
import { openSiteDatabase } from "~/lib/site-database.server";

export type { Database, OpenedDatabase, Transaction } from "~/lib/open-database.server";

let opening: Promise<OpenedDatabase> | undefined;
let status: "starting" | "opened" | "failed" = "starting";

/** The site's database, opened (and migrated) by the first request that needs it. */
export function database(): Promise<OpenedDatabase> {
  opening ??= (() => {
    const opened = openSiteDatabase();
    // A failed open is retried by the next request rather than remembered forever.
    opened.then(
      () => (status = "opened"),
      () => {
        opening = undefined;
        if (status === "starting") status = "failed";
      },
    );
    return opened;
  })();
  return opening;
}

/**
 * "opened" once the database has been opened and migrated in this process; before that
 * "starting", or "failed" once an attempt has failed.
 */
export function databaseStatus(): typeof status {
  return status;
}

/** Closes the database if this process opened it, for a clean shutdown; true if it did. */
export async function closeDatabase(): Promise<boolean> {
  // Mail work handed to the background still needs the database.
  await backgroundSettled();
  const opened = opening;
  opening = undefined;
  const open = await opened?.catch(() => undefined);
  await open?.close();
  return open !== undefined;
}

export async function db(): Promise<Database> {
  return (await database()).db;
}

/** Postgres' unique_violation, whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** pg's pool found no free connection in time (connectionTimeoutMillis): busy, not broken. */
export function isPoolTimeout(error: unknown): boolean {
  const timeout =
    /^(timeout exceeded when trying to connect|Connection terminated due to connection timeout)/;
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (timeout.test(e.message)) return true;
  }
  return false;
}
