// The daily mail as jobs (ADR 023). A cron schedule in pg-boss fires "daily-fanout" once a day,
// however many instances run; that job writes one "daily-mail" job per confirmed subscriber,
// its id made from the subscriber and the date, so the day's job exists once. Any instance's
// workers take them in batches; a failure retries with back-off, and past the retries the job
// lands in "daily-mail-dead", which `npm run dead-letters` lists.
import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { isNotNull } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { subscribers } from "../../db/schema";
import { toIso } from "~/domain/calendar-date";
import { dateInTimeZone } from "~/domain/time-zone";
import { database, db, isUniqueViolation } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { outageOf } from "~/lib/outage.server";
import { queue } from "~/lib/queue.server";
import { mailSubscribers, type DailyJob } from "~/members/send-daily.server";

export const FANOUT = "daily-fanout";
export const MAIL = "daily-mail";
export const DEAD = "daily-mail-dead";

// Six tries after the first, 15 s apart and doubling (about 16 minutes in all). A job whose
// worker died (kill -9) is taken back a minute after it started: a batch takes seconds.
const MAIL_QUEUE = {
  name: MAIL,
  retryLimit: 6,
  retryDelay: 15,
  retryBackoff: true,
  expireInSeconds: 60,
  deadLetter: DEAD,
};
const BATCH = 50;
const IDLE_POLL_MS = 2_000;
const INSERT_CHUNK = 1_000;

/**
 * pg-boss 10 fetches the next jobs in (priority, created_on, id) order, but indexes the waiting
 * jobs by start_after only: each fetch read and sorted the whole backlog, so a day of 20,000
 * mails cost 16 ms of PostgreSQL per batch and 100,000 cost five times that. This index serves
 * the fetch's order, and a fetch reads its batch alone (about 1 ms; docs/operations.md). It lives
 * on the mail queue's own partition, so it goes if the queue is ever deleted, and is made again.
 */
async function fetchIndex(): Promise<void> {
  const { execute } = await database();
  const { rows } = await execute("select partition_name from pgboss.queue where name = $1", [MAIL]);
  const table = (rows[0] as { partition_name?: string } | undefined)?.partition_name;
  if (!table || !/^j[0-9a-f]{56}$/.test(table)) throw new Error(`no partition for ${MAIL}`);
  try {
    await execute(
      `create index if not exists daily_mail_next on pgboss.${table}
         (name, priority desc, created_on, id) where state < 'active'`,
    );
  } catch (error) {
    // Two instances starting at once: the other one made it.
    if (!isUniqueViolation(error) && (error as { code?: string }).code !== "42P07") throw error;
  }
}

const readied = new WeakMap<PgBoss, Promise<PgBoss>>();

/** The queues and the fetch index, made once per database (pg-boss leaves an existing one be). */
function ready(boss: PgBoss): Promise<PgBoss> {
  let done = readied.get(boss);
  if (!done) {
    done = (async () => {
      await boss.createQueue(DEAD);
      await boss.createQueue(MAIL, MAIL_QUEUE);
      await boss.createQueue(FANOUT, {
        name: FANOUT,
        retryLimit: 5,
        retryDelay: 60,
        expireInSeconds: 600,
      });
      await fetchIndex();
      return boss;
    })();
    done.catch(() => readied.delete(boss));
    readied.set(boss, done);
  }
  return done;
}

/** A UUID made from the subscriber and the date: the job's one possible id. */
export function mailJobId(subscriberId: string, date: string): string {
  const hex = createHash("sha256").update(`${MAIL} ${subscriberId} ${date}`).digest("hex");
  // Shaped as a version-5 style UUID, which is all pg-boss's uuid column asks.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Writes the day's mail jobs for every confirmed subscriber; returns how many were new. */
export async function fanOut(now: Date): Promise<{ date: string; queued: number }> {
  const boss = await ready(await queue());
  const date = toIso(dateInTimeZone(now, env().SITE_TIME_ZONE));
  const rows = await (
    await db()
  )
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(isNotNull(subscribers.confirmedAt));
  let queued = 0;
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
    const jobs = rows.slice(at, at + INSERT_CHUNK).map(({ id }) => ({
      id: mailJobId(id, date),
      name: MAIL,
      data: { subscriberId: id, now: now.toISOString() } satisfies DailyJob,
    }));
    // pg-boss's types say void; it answers the ids it inserted (a conflict inserts none).
    const inserted = (await boss.insert(jobs)) as unknown as string[] | null;
    queued += inserted?.length ?? 0;
  }
  logger().info({ date, subscribers: rows.length, queued }, "daily mail queued");
  return { date, queued };
}

type MailJob = PgBoss.Job<DailyJob>;

/** Sends a batch; the jobs whose mail failed are failed (to retry), the rest completed. */
async function work(boss: PgBoss, jobs: MailJob[]): Promise<{ sent: number; failed: number }> {
  const outcomes = await mailSubscribers(jobs.map((job) => job.data));
  const failed = jobs.filter((_, i) => outcomes[i] instanceof Error);
  for (const [i, job] of jobs.entries()) {
    const outcome = outcomes[i];
    if (outcome instanceof Error) await boss.fail(MAIL, job.id, { message: outcome.message });
  }
  const done = jobs.filter((_, i) => !(outcomes[i] instanceof Error)).map((job) => job.id);
  if (done.length) await boss.complete(MAIL, done);
  return { sent: outcomes.filter((o) => o === "sent").length, failed: failed.length };
}

export interface DailyJobsOptions {
  /** The cron line for the day's sends, in SITE_TIME_ZONE. */
  cron: string;
  /** Batches one instance works on at once. */
  workers: number;
}

const workers: Promise<void>[] = [];
let stopping = false;

/**
 * One worker: a batch, then at once the next while there are any (pg-boss's own work() waits
 * its polling interval after every batch, which held a worker to 25 mails a second).
 */
async function mailWorker(boss: PgBoss): Promise<void> {
  while (!stopping) {
    try {
      const jobs = await boss.fetch<DailyJob>(MAIL, { batchSize: BATCH, includeMetadata: true });
      if (jobs.length > 0) {
        const { failed } = await work(boss, jobs);
        if (failed) logger().warn({ failed }, "daily mails to retry");
        continue;
      }
    } catch (error) {
      // The database away: the worker waits and tries again, as the jobs stay in the queue.
      logger()[outageOf(error) ? "warn" : "error"]({ err: error }, "daily mail worker");
    }
    await sleep(IDLE_POLL_MS);
  }
}

/** In the server: the schedule and the workers. */
export async function startDailyJobs({ cron, workers: count }: DailyJobsOptions): Promise<void> {
  const boss = await ready(await queue({ schedule: true }));
  await boss.schedule(FANOUT, cron, {}, { tz: env().SITE_TIME_ZONE });
  // The day is the one the schedule fired on, however late a retry runs.
  await boss.work(FANOUT, { includeMetadata: true }, async ([job]) => {
    await fanOut(job ? new Date(job.createdOn) : new Date());
  });
  stopping = false;
  for (let i = 0; i < count; i++) workers.push(mailWorker(boss));
}

/** Lets each worker finish the batch in hand; before the queue and the database close. */
export async function stopDailyJobs(): Promise<void> {
  stopping = true;
  await Promise.all(workers.splice(0));
}

/**
 * `npm run send-daily`: the day's jobs written now and worked through in this process until none
 * is ready (another instance may take some); with `work: false`, written for the servers' workers
 * only. Jobs waiting to retry are left to the servers.
 */
export async function sendDaily(
  now = new Date(),
  { work: here = true } = {},
): Promise<{ queued: number; sent: number; failed: number }> {
  const boss = await queue();
  const { queued } = await fanOut(now);
  let sent = 0;
  let failed = 0;
  while (here) {
    const jobs = await boss.fetch<DailyJob>(MAIL, { batchSize: BATCH, includeMetadata: true });
    if (jobs.length === 0) break;
    const batch = await work(boss, jobs);
    sent += batch.sent;
    failed += batch.failed;
  }
  return { queued, sent, failed };
}

export interface DeadLetter {
  id: string;
  subscriberId: string;
  email?: string;
  now: string;
  error: string;
  failedAt: string;
}

/** The mails that failed every retry, newest first: what `npm run dead-letters` prints. */
export async function deadLetters(): Promise<DeadLetter[]> {
  await queue(); // its tables, made on a database that has not run one yet
  const { execute } = await database();
  const { rows } = await execute(
    `select j.id, j.data, j.output, j.completed_on, s.email
       from pgboss.job j left join subscribers s on s.id::text = j.data->>'subscriberId'
      where j.name = $1 and j.state = 'failed'
     union all
     select a.id, a.data, a.output, a.completed_on, s.email
       from pgboss.archive a left join subscribers s on s.id::text = a.data->>'subscriberId'
      where a.name = $1 and a.state = 'failed'
      order by 4 desc`,
    [MAIL],
  );
  return (
    rows as {
      id: string;
      data: DailyJob;
      output: { message?: string } | null;
      completed_on: Date;
      email: string | null;
    }[]
  ).map((row) => ({
    id: row.id,
    subscriberId: row.data.subscriberId,
    email: row.email ?? undefined,
    now: row.data.now,
    error: row.output?.message ?? "",
    failedAt: new Date(row.completed_on).toISOString(),
  }));
}

/** Sends the listed dead letters' jobs round again (pg-boss's retry). */
export async function retryDeadLetters(ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = (await (await queue()).retry(MAIL, ids)) as unknown as { affected: number };
  return result.affected;
}
