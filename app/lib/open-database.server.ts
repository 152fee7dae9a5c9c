// Opening a database: PGlite (in a folder, or in memory) or PostgreSQL, its schema brought up
// to date. Which one the site opens is site-database.server.ts; db.server.ts keeps it open.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { PGlite as PGliteClient } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import * as schema from "../../db/schema";
import { logger } from "~/lib/logger.server";
import { projectFile } from "~/lib/project-file.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface OpenedDatabase {
  db: Database;
  /** The pg pool when on PostgreSQL, for rate-limiter-flexible's table. */
  pool?: Pool;
  /** PGlite: the database lives in this process, so no other process writes to it. */
  inProcess: boolean;
  /** Raw SQL for the job queue (pg-boss): with values one statement, without them any number. */
  execute(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

function migrationsFolder(): string {
  return path.dirname(path.dirname(projectFile("db/migrations/meta/_journal.json")));
}

// PGlite allocates and touches PostgreSQL's shared buffers inside its WebAssembly memory, which
// never shrinks: the default 128 MB (and 100 connections' shared state) cost 120 MB of RSS for
// tables that fit in a few. Set at initdb for new folders, and on every start for old ones
// (ADR 019).
export const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB", "-c", "max_connections=10"];

/** Runs initdb for a new PGlite folder in a child process, which takes its memory with it. */
async function createPglite(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return;
  mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  await promisify(execFile)(process.execPath, [
    projectFile("db/create-pglite.js"),
    dataDir,
    JSON.stringify(PGLITE_SETTINGS),
  ]);
}

/** Opens a database and brings its schema up to date. No dataDir and no URL: PGlite in memory. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // A server that does not answer fails the query in seconds instead of holding it forever.
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    // A connection PostgreSQL ends (a restart, a failover, pg_terminate_backend,
    // idle_session_timeout) is an 'error' event on its client, and on the pool too while it is
    // idle: unheard, either ends the process. Each client logs its own; the pool drops an idle
    // one at once and a checked-out one (a transaction between statements) on release, after
    // its next query has failed (a 503); the next query opens a new one.
    pool.on("connect", (client) =>
      client.on("error", (error) => logger().warn({ err: error }, "database connection lost")),
    );
    pool.on("error", () => {});
    const db = drizzle(pool, { schema });
    // Several servers (or test files) may start at once; the lock lets one migrate at a time.
    const lock = await pool.connect();
    try {
      await lock.query("select pg_advisory_lock(727274)");
      await migrate(db, { migrationsFolder: migrationsFolder() });
    } finally {
      await lock.query("select pg_advisory_unlock(727274)").finally(() => lock.release());
    }
    return {
      db: db as unknown as Database,
      pool,
      inProcess: false,
      execute: (text, values) => pool.query(text, values),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  if (options.dataDir) await createPglite(options.dataDir);
  return migratePglite(
    new PGlite({
      dataDir: options.dataDir,
      initDbStartParams: PGLITE_SETTINGS,
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    }),
  );
}

/** Brings a PGlite's schema up to date and wraps it; it is closed with the result. */
export async function migratePglite(client: PGliteClient): Promise<OpenedDatabase> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Database,
    inProcess: true,
    // PGlite's query() takes one statement; pg-boss sends its schema and locks as several.
    execute: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: () => client.close(),
  };
}
