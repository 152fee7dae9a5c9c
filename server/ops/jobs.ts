// The build's entry for jobs and scripts (build/server/jobs.js): `npm run send-daily` and
// `npm run dead-letters` load it, so nothing at run time needs Vite or TypeScript.
import { closeDatabase } from "~/lib/db.server";
import {
  deadLetters,
  retryDeadLetters,
  sendDaily,
  startDailyJobs,
  stopDailyJobs,
} from "~/members/daily-queue.server";
import { env } from "~/lib/env.server";
import { flushLogs, logger } from "~/lib/logger.server";
import { stopQueue } from "~/lib/queue.server";

export { closeDatabase, deadLetters, env, flushLogs, logger, retryDeadLetters, sendDaily };

/** Stops the workers (the batches in hand finish), then the queue: before the database closes. */
export async function stopJobs(): Promise<void> {
  await stopDailyJobs();
  await stopQueue();
}

/** The server's schedule and workers for the daily mail, unless DAILY_MAIL_CRON is off. */
export async function startJobs(): Promise<boolean> {
  const { DAILY_MAIL_CRON, DAILY_MAIL_WORKERS } = env();
  if (DAILY_MAIL_CRON === "off") return false;
  await startDailyJobs({ cron: DAILY_MAIL_CRON, workers: DAILY_MAIL_WORKERS });
  return true;
}

export { backupPglite, restorePglite } from "~/lib/pglite-backup.server";
