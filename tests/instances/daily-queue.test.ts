// The daily mail through the job queue on PostgreSQL with two built servers' workers: each
// subscriber's mail arrives once, even with one worker killed with SIGKILL mid-batch, and a
// mailbox that refuses every try ends in the dead-letter list. Mail goes to a local SMTP sink.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { sql, TransactionRollbackError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribers } from "../../db/schema";
import { openDatabase, type OpenedDatabase } from "~/lib/open-database.server";
import { startSmtpSink, type SmtpSink } from "../../scripts/lib/smtp-sink.js";
import { ROOT, startServer, type RunningServer } from "../support/built-server";

const DATABASE_URL = process.env.DATABASE_URL;
const SUBSCRIBERS = 3_000;
const run = promisify(execFile);

async function until(what: string, ok: () => boolean, timeoutMs: number) {
  for (const deadline = Date.now() + timeoutMs; !ok();) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Confirmed subscribers at `domain`, seeded straight into the table. */
async function seed(opened: OpenedDatabase, domain: string, count: number) {
  const now = new Date();
  for (let at = 0; at < count; at += 1_000) {
    await opened.db.insert(subscribers).values(
      Array.from({ length: Math.min(1_000, count - at) }, (_, i) => ({
        email: `s${at + i}@${domain}`,
        token: `${domain}-${at + i}`,
        confirmedAt: now,
      })),
    );
  }
}

function queueToday(env: Record<string, string>) {
  return run(process.execPath, [path.join(ROOT, "scripts/send-daily.js"), "--queue-only"], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: "warn" },
  });
}

describe.skipIf(!DATABASE_URL)("the daily mail on two instances", () => {
  let opened: OpenedDatabase;
  let sink: SmtpSink;
  const servers: RunningServer[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    opened = await openDatabase({ databaseUrl: DATABASE_URL });
    sink = await startSmtpSink({ failFor: /@refused\./ });
    env = {
      DATABASE_URL: DATABASE_URL!,
      SMTP_URL: sink.url,
      DAILY_MAIL_CRON: "0 6 * * *",
      DAILY_MAIL_WORKERS: "2",
      LOG_LEVEL: "warn",
    };
    for (let i = 0; i < 2; i++) servers.push(await startServer({ env, readyPath: "/healthz" }));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await sink?.close();
    await opened?.close();
  });

  it("mails each subscriber once though a worker is killed mid-batch", async () => {
    const domain = `kill-${Date.now()}.example`;
    await seed(opened, domain, SUBSCRIBERS);
    const mine = (to: string) => to.endsWith(`@${domain}`);
    const { stdout } = await queueToday(env);
    expect(stdout).toMatch(/\d+ mails queued/);

    await until("a third of the mail", () => sink.count(mine).recipients > SUBSCRIBERS / 3, 60_000);
    servers[0]!.child.kill("SIGKILL");
    const atKill = sink.count(mine);
    expect(atKill.recipients).toBeLessThan(SUBSCRIBERS); // killed mid-batch, not after
    // The killed worker's jobs come back when they expire (60 s) and the other sends them.
    await until("every mail", () => sink.count(mine).recipients === SUBSCRIBERS, 150_000);
    await new Promise((r) => setTimeout(r, 3_000)); // anything late would be a duplicate
    const { messages, recipients, repeats } = sink.count(mine);
    console.log(
      `kill -9 at ${atKill.recipients}/${SUBSCRIBERS}: ${recipients} recipients, ${messages} messages, ${repeats} repeated Message-IDs`,
    );
    expect(recipients).toBe(SUBSCRIBERS);
    // A repeat can only be a mail accepted in the instant before its record: the same Message-ID.
    expect(messages - repeats).toBe(SUBSCRIBERS);
    expect(repeats).toBeLessThanOrEqual(2 * 50);

    // Queued again the same day: every job exists already, nothing is sent twice.
    servers[0] = await startServer({ env, readyPath: "/healthz" });
    const again = await queueToday(env);
    expect(again.stdout).toMatch(/\b0 mails queued/);
    await new Promise((r) => setTimeout(r, 5_000));
    expect(sink.count(mine).messages).toBe(messages);
  });

  it("fetches a batch from a backlog of 5,000 by the fetch index, without sorting the backlog", async () => {
    let plan: unknown;
    // Inside a transaction the servers' workers never see, rolled back at the end.
    await opened.db
      .transaction(async (tx) => {
        await tx.execute(
          sql.raw(`insert into pgboss.job (name, data, start_after)
                     select 'daily-mail', '{}'::jsonb, now() - interval '1 second'
                       from generate_series(1, 5000)`),
        );
        await tx.execute(sql.raw("analyze pgboss.job"));
        // The order and filter of pg-boss 10's fetch (fetchNextJob in its plans.js).
        plan = await tx.execute(
          sql.raw(`explain (format json)
                   select id from pgboss.job
                    where name = 'daily-mail' and state < 'active' and start_after < now()
                    order by priority desc, created_on, id limit 50 for update skip locked`),
        );
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    const text = JSON.stringify(plan);
    expect(text).toContain('"Index Name":"daily_mail_next"');
    expect(text).not.toContain('"Node Type":"Sort"');
  });

  it("lists a mail refused at every try among the dead letters", async () => {
    const domain = `refused.${Date.now()}.example`;
    await seed(opened, domain, 1);
    await queueToday(env);
    // Six retries 15 s apart and doubling take 16 minutes: once the first try has failed and
    // is waiting to retry, the job is given no tries left, as the sixth failure would leave it.
    const id = await waitForState(opened, domain, "retry");
    await opened.execute(
      "update pgboss.job set retry_limit = retry_count, start_after = now() where id = $1",
      [id],
    );
    await waitForState(opened, domain, "failed");
    const { stdout } = await run(process.execPath, [path.join(ROOT, "scripts/dead-letters.js")], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    expect(stdout).toContain(`s0@${domain}`);
    expect(stdout).toMatch(/mailbox unavailable/);
  });
});

async function waitForState(
  opened: OpenedDatabase,
  domain: string,
  state: string,
): Promise<string> {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    const { rows } = (await opened.execute(
      `select j.id, j.state from pgboss.job j join subscribers s on s.id::text = j.data->>'subscriberId'
        where j.name = 'daily-mail' and s.email = $1`,
      [`s0@${domain}`],
    )) as { rows: { id: string; state: string }[] };
    if (rows[0]?.state === state) return rows[0].id;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the refused mail's job never reached ${state}`);
}
