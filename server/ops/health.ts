// Health for load balancers and orchestrators (docs/operations.md, "Health checks"):
// - /livez, liveness: 200 while the process answers at all. Restart the instance when it fails.
// - /readyz, readiness (and /healthz, its older name): 200 when this instance can take every
//   request, writes included: its database answers and its disk has room. 503 otherwise, with
//   which it is ("starting" while a new database is still being made). Send no traffic on 503.
// The reason for a failure goes to the log, never the answer.
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { database, databaseStatus } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { storageFull } from "~/lib/outage.server";

const TIMEOUT_MS = 1_000;
const NO_STORE = { "Cache-Control": "no-store" };

async function selectOne(): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`select 1 took over ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  // The first check also opens the database; if that is slow, later checks find it open.
  const answered = database().then(({ db }) => db.execute(sql`select 1`));
  try {
    await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

type DatabaseHealth = "ok" | "starting" | "unreachable";

async function databaseHealth(): Promise<DatabaseHealth> {
  try {
    await selectOne();
    return "ok";
  } catch (error) {
    // Never opened yet and still opening (a new DATA_DIR is made and migrated): starting.
    if (databaseStatus() === "starting") return "starting";
    if (lastDatabase !== "unreachable") {
      logger().warn({ err: error }, "health: the database does not answer");
    }
    return "unreachable";
  }
}

// Checks come every few seconds; the log hears only when the answer changes.
let lastDatabase: DatabaseHealth | undefined;
let lastStorage: boolean | undefined;

export function livez(c: Context) {
  return c.json({ status: "ok" }, 200, NO_STORE);
}

export async function readyz(c: Context) {
  const [db, full] = await Promise.all([databaseHealth(), storageFull()]);
  if (db === "ok" && lastDatabase !== "ok") logger().info("health: the database answers");
  if (full !== lastStorage && (full || lastStorage !== undefined)) {
    logger()[full ? "warn" : "info"](
      full ? "health: no room left on DATA_DIR's disk" : "health: DATA_DIR's disk has room again",
    );
  }
  lastDatabase = db;
  lastStorage = full;
  const ready = db === "ok" && !full;
  const status = ready ? "ok" : db === "starting" ? "starting" : "unavailable";
  return c.json(
    { status, database: db, storage: full ? "full" : "ok" },
    ready ? 200 : 503,
    db === "starting" ? { ...NO_STORE, "Retry-After": "5" } : NO_STORE,
  );
}
