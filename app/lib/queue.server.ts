// The job queue (pg-boss, ADR 023) on the site's own database: its tables live in the `pgboss`
// schema of PostgreSQL, or of PGlite in one process. Started on first use; every instance on
// one PostgreSQL shares it, and SKIP LOCKED hands each job to one of them.
import PgBoss from "pg-boss";
import { database } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";

let starting: Promise<PgBoss> | undefined;

export interface QueueOptions {
  /** Run the cron clock (pg-boss's timekeeper): the server does, a one-off script need not. */
  schedule?: boolean;
}

/** The started queue; the first call's options hold for the process. */
export function queue({ schedule = false }: QueueOptions = {}): Promise<PgBoss> {
  starting ??= (async () => {
    const { execute } = await database();
    const boss = new PgBoss({
      db: { executeSql: execute },
      schedule,
      // Expired jobs (a worker killed mid-job) go back to retry; old ones are archived.
      supervise: true,
      maintenanceIntervalSeconds: 10,
      archiveCompletedAfterSeconds: 7 * 24 * 3600,
    });
    boss.on("error", (error) => logger().error({ err: error }, "job queue error"));
    await boss.start();
    return boss;
  })();
  starting.catch(() => (starting = undefined));
  return starting;
}

/** Stops fetching and waits (up to `timeoutMs`) for the jobs in hand, before the database closes. */
export async function stopQueue(timeoutMs = 8_000): Promise<boolean> {
  const started = starting;
  starting = undefined;
  const boss = await started?.catch(() => undefined);
  if (!boss) return false;
  // Jobs still running at the timeout are failed, so they are retried, not lost.
  await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
  return true;
}
