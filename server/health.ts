// /healthz for load balancers and orchestrators: 200 when this instance can serve, which
// includes a database that answers. The reason for a failure goes to the log, never the answer.
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { database } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";

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

// Checks come every few seconds; the log hears only when the answer changes.
let lastOk: boolean | undefined;

export async function healthz(c: Context) {
  try {
    await selectOne();
    if (lastOk !== true) logger().info("health: the database answers");
    lastOk = true;
    return c.json({ status: "ok", database: "ok" }, 200, NO_STORE);
  } catch (error) {
    if (lastOk !== false) logger().warn({ err: error }, "health: the database does not answer");
    lastOk = false;
    return c.json({ status: "unavailable", database: "unreachable" }, 503, NO_STORE);
  }
}
