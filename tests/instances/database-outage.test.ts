// PostgreSQL going away under two instances (issue 42): its backends terminated, then the
// whole cluster stopped and started, while visitors walk pages and sign up. Both instances
// live through it; pages that need no database answer 200 throughout; those that need it
// answer 503 with Retry-After, never 500; nothing is half-written; and once the database is
// back the next request works, with no restart.
import { execFileSync } from "node:child_process";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/built-server";

const DATABASE_URL = process.env.DATABASE_URL;
const PASSWORD = "violet comet orchard";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Each step of a visitor's walk, and whether its answer may depend on the database.
const WALK = [
  { path: "/", needs: false },
  { path: "/horoscopes/daily/leo", needs: false },
  { path: "/api/horoscope/daily?sign=virgo&date=2026-12-07", needs: false },
  { path: "/tarot", needs: false },
  { path: "/account", needs: true, member: true },
  { path: "/today", needs: true, member: true },
  { path: "/auth", needs: true, signUp: true },
] as const;

interface Tally {
  /** "path status" -> how many. */
  counts: Map<string, number>;
  /** Emails whose sign-up was answered, by status. */
  signUps: { email: string; status: number }[];
  /** Answers that break the rules: a 500, a 503 without Retry-After, a no-database page failing. */
  faults: string[];
}

const newTally = (): Tally => ({ counts: new Map(), signUps: [], faults: [] });

async function step(
  server: RunningServer,
  walk: (typeof WALK)[number],
  cookie: string,
  tally: Tally,
) {
  const origin = `http://127.0.0.1:${server.port}`;
  const email = `outage-${crypto.randomUUID()}@example.com`;
  const signUp = "signUp" in walk;
  const init: RequestInit = signUp
    ? {
        method: "POST",
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          firstName: "Ada",
          lastName: "Byron",
          email,
          password: PASSWORD,
        }),
      }
    : { headers: "member" in walk ? { Cookie: cookie } : {} };
  let status: number;
  let retryAfter: string | null = null;
  try {
    const response = await fetch(origin + walk.path, { ...init, redirect: "manual" });
    status = response.status;
    retryAfter = response.headers.get("retry-after");
    await response.arrayBuffer();
  } catch {
    status = 0; // no answer at all: the instance died or reset the connection
  }
  const key = `${walk.path} ${status}`;
  tally.counts.set(key, (tally.counts.get(key) ?? 0) + 1);
  if (signUp) tally.signUps.push({ email, status });
  const fine = walk.needs
    ? [200, 302].includes(status) || (status === 503 && retryAfter !== null)
    : status === 200;
  if (!fine) tally.faults.push(`${key}${status === 503 ? " without Retry-After" : ""}`);
}

/** Visitors on both instances until `done()` says stop. */
async function walkUntil(servers: RunningServer[], cookie: string, done: () => boolean) {
  const tally = newTally();
  const visitor = async (server: RunningServer) => {
    for (let i = 0; !done(); i++) await step(server, WALK[i % WALK.length]!, cookie, tally);
  };
  await Promise.all(servers.flatMap((server) => [visitor(server), visitor(server)]));
  return tally;
}

/** Every step of the walk once on each instance: with the database up, all must succeed. */
async function walkOnce(servers: RunningServer[], cookie: string) {
  const tally = newTally();
  for (const server of servers) for (const walk of WALK) await step(server, walk, cookie, tally);
  return tally;
}

async function readyz(server: RunningServer): Promise<number> {
  return fetch(`http://127.0.0.1:${server.port}/readyz`)
    .then((response) => response.status)
    .catch(() => 0);
}

async function untilReady(servers: RunningServer[], timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const statuses = await Promise.all(servers.map(readyz));
    if (statuses.every((status) => status === 200)) return;
    await sleep(250);
  }
  throw new Error("the instances did not become ready again");
}

/** The Debian cluster serving DATABASE_URL's port, for pg_ctlcluster; undefined elsewhere. */
function clusterOf(url: string): [string, string] | undefined {
  const port = new URL(url).port || "5432";
  try {
    const lines = execFileSync("pg_lsclusters", ["-h"], { encoding: "utf8" }).split("\n");
    const line = lines.map((l) => l.trim().split(/\s+/)).find((fields) => fields[2] === port);
    return line ? [line[0]!, line[1]!] : undefined;
  } catch {
    return undefined;
  }
}

/** The end of the log of each instance that has died: none, when all is well. */
function deaths(servers: RunningServer[]): string[] {
  return servers
    .filter((server) => server.child.exitCode !== null || server.child.signalCode !== null)
    .map((server) => server.log().split("\n").slice(-5).join("\n"));
}

describe.skipIf(!DATABASE_URL)("PostgreSQL going away under two instances", () => {
  const servers: RunningServer[] = [];
  let cookie = "";
  let admin: pg.Client;

  beforeAll(async () => {
    const env = { DATABASE_URL: DATABASE_URL!, LOG_LEVEL: "warn" };
    // One at a time: both migrate the same database.
    for (let i = 0; i < 2; i++) servers.push(await startServer({ env, readyPath: "/readyz" }));
    const origin = `http://127.0.0.1:${servers[0]!.port}`;
    const signUp = await fetch(`${origin}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        firstName: "Vega",
        lastName: "Lyra",
        email: `outage-member-${Date.now()}@example.com`,
        password: PASSWORD,
      }),
    });
    expect(signUp.status).toBe(302);
    cookie = signUp.headers.get("set-cookie")!.split(";")[0]!;
  });

  afterAll(async () => {
    await admin?.end().catch(() => {});
    await Promise.all(servers.map((server) => server.stop()));
  });

  /** Each refused sign-up left no row; each accepted one left exactly one. */
  async function expectNothingHalfWritten(tally: Tally) {
    admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    for (const { email, status } of tally.signUps) {
      const { rows } = await admin.query<{ n: string }>(
        "select count(*) as n from users where email = $1",
        [email],
      );
      expect(Number(rows[0]!.n), `${email} answered ${status}`).toBe(status === 302 ? 1 : 0);
    }
    await admin.end();
  }

  it("lives through its connections being terminated, again and again", async () => {
    const killer = new pg.Client({ connectionString: DATABASE_URL });
    await killer.connect();
    let terminated = 0;
    let stop = false;
    const walking = walkUntil(servers, cookie, () => stop);
    // A restart's or failover's effect on the instances: every connection of theirs ended,
    // idle ones included, every 400 ms for four seconds, and on until ten have been ended.
    const until = Date.now() + 4_000;
    const giveUp = Date.now() + 30_000;
    while ((Date.now() < until || terminated < 10) && Date.now() < giveUp) {
      const { rowCount } = await killer.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where usename = current_user and datname = current_database() and pid <> pg_backend_pid()`,
      );
      terminated += rowCount ?? 0;
      await sleep(400);
    }
    stop = true;
    const tally = await walking;
    await killer.end();

    expect(terminated).toBeGreaterThanOrEqual(10);
    expect(deaths(servers)).toEqual([]);
    expect(tally.faults).toEqual([]);
    expect(tally.signUps.length).toBeGreaterThan(0);
    await expectNothingHalfWritten(tally);
    // The next requests work, with no restart.
    expect((await walkOnce(servers, cookie)).faults).toEqual([]);
    for (const server of servers) expect(server.log()).not.toContain("Unhandled 'error' event");
  });

  const cluster = DATABASE_URL ? clusterOf(DATABASE_URL) : undefined;
  it.skipIf(!cluster)(
    "answers 503 while the cluster is stopped, and works once it starts",
    async () => {
      const [version, name] = cluster!;
      let stop = false;
      const walking = walkUntil(servers, cookie, () => stop);
      await sleep(500);
      execFileSync("pg_ctlcluster", [version, name, "stop", "-m", "fast"]);
      let late: RunningServer | undefined;
      try {
        // An instance started while the database is away serves at once; its mail schedule
        // starts once the database is back (tried every 10 s).
        late = await startServer({
          env: { DATABASE_URL: DATABASE_URL!, DAILY_MAIL_CRON: "0 6 * * *", LOG_LEVEL: "info" },
          readyPath: "/livez",
        });
        await sleep(1_000);
        // Every instance says it is not ready, and why, while it stays alive.
        for (const server of [...servers, late]) {
          const health = await fetch(`http://127.0.0.1:${server.port}/readyz`);
          expect(health.status).toBe(503);
          expect(await health.json()).toMatchObject({ database: "unreachable" });
          const live = await fetch(`http://127.0.0.1:${server.port}/livez`);
          expect(live.status).toBe(200);
        }
        await sleep(1_500);
      } finally {
        execFileSync("pg_ctlcluster", [version, name, "start"]);
      }
      try {
        await untilReady(servers);
        stop = true;
        const tally = await walking;

        expect(deaths(servers)).toEqual([]);
        expect(tally.faults).toEqual([]);
        // The walk met the outage: pages that need the database answered 503 for a while.
        expect([...tally.counts].filter(([key]) => key.endsWith(" 503")).length).toBeGreaterThan(0);
        await expectNothingHalfWritten(tally);
        expect((await walkOnce(servers, cookie)).faults).toEqual([]);
        await expect
          .poll(() => late!.log().includes("daily mail jobs started"), { timeout: 25_000 })
          .toBe(true);
      } finally {
        await late?.stop();
      }
    },
  );
});
