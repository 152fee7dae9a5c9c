// Sessions in the database behind an opaque cookie. A session ends after 30 idle days:
// each use pushes expires_at forward (at most once an hour, to spare writes).
import { and, eq, gt } from "drizzle-orm";
import { redirect } from "react-router";
import { savedCharts, sessions, users, type User } from "../../db/schema";
import { boundedCache } from "~/lib/caches.server";
import { database as openedDatabase, db, type Database } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { hashToken, newToken } from "~/lib/tokens.server";

export const SESSION_COOKIE = "starcast_session";
const IDLE_MS = 30 * 24 * 60 * 60 * 1000;
const REFRESH_AFTER_MS = 60 * 60 * 1000;
// The cookie may outlive the session; the database's expires_at is what ends it.
const COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

export type Member = Pick<
  User,
  "id" | "email" | "firstName" | "lastName" | "zodiacSign" | "timeZone" | "timeZonePlace"
>;

function cookieAttributes(): string {
  const { NODE_ENV, SITE_URL } = env();
  const secure = NODE_ENV === "production" && SITE_URL.startsWith("https:") ? "; Secure" : "";
  return `Path=/; HttpOnly; SameSite=Lax${secure}`;
}

export function readSessionToken(request: Request): string | undefined {
  const header = request.headers.get("Cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([A-Za-z0-9_-]{20,100})`).exec(header);
  return match?.[1];
}

/** Starts a session (a new random id every time) and returns its Set-Cookie header. */
export async function startSession(
  tx: Database,
  userId: string,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await tx
    .insert(sessions)
    .values({ id: hashToken(token), userId, expiresAt: new Date(now.getTime() + IDLE_MS) });
  return `${SESSION_COOKIE}=${token}; ${cookieAttributes()}; Max-Age=${COOKIE_MAX_AGE}`;
}

export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; ${cookieAttributes()}; Max-Age=0`;
}

/** The member's own saved chart, read for their day: fetched with the session, in one query. */
export type OwnChart = { id: string; label: string; query: string };

export type SessionRead = { member: Member | null; clearCookie?: string; ownChart?: OwnChart };

// The root's loader and the page's both ask on every page a member opens: one lookup answers
// both. Only for reads, since an action may end the session it looked up before its loaders run.
const lookups = new WeakMap<Request, Promise<SessionRead>>();

/**
 * The member behind the request's cookie. A session cookie that names no live session gets
 * `clearCookie`, so the browser stops sending it and is served the shared anonymous pages again.
 * Without a cookie the database is not touched.
 */
export function readSession(request: Request, now = new Date()): Promise<SessionRead> {
  if (request.method !== "GET" && request.method !== "HEAD") return lookUpSession(request, now);
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = lookUpSession(request, now);
    lookups.set(request, lookup);
  }
  return lookup;
}

// With PGlite the database lives in this process, and every change to a member, their sessions
// or their own chart is made by app/lib, which calls forgetMember() once it is committed: until
// then a lookup is kept, and a member's pages cost no query. PostgreSQL may be shared by several
// servers, so there every request asks it.
interface Known {
  member: Member;
  ownChart?: OwnChart;
  expiresAt: number;
}
const known = boundedCache<string, Known>("members.sessions", { ttl: 10 * 60_000 });
/** Counts forgetMember() calls, so a lookup that raced a change is not kept. */
let changes = 0;

/** After a committed change to the member's row, sessions or saved charts: ask the database again. */
export function forgetMember(userId: string): void {
  changes++;
  const stale: string[] = [];
  known.forEach((entry, id) => {
    if (entry.member.id === userId) stale.push(id);
  });
  for (const id of stale) known.delete(id);
}

/** After a session's row is deleted by its id. */
function forgetSession(id: string): void {
  changes++;
  known.delete(id);
}

async function lookUpSession(request: Request, now: Date): Promise<SessionRead> {
  const token = readSessionToken(request);
  if (!token) {
    const named = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`).test(
      request.headers.get("Cookie") ?? "",
    );
    return { member: null, clearCookie: named ? clearSessionCookie() : undefined };
  }
  const id = hashToken(token);
  const kept = known.get(id);
  if (kept && kept.expiresAt > now.getTime()) {
    if (kept.expiresAt - now.getTime() < IDLE_MS - REFRESH_AFTER_MS) {
      kept.expiresAt = await refresh(await db(), id, now);
    }
    return kept.ownChart
      ? { member: kept.member, ownChart: kept.ownChart }
      : { member: kept.member };
  }
  const before = changes;
  const opened = await openedDatabase();
  const database = opened.db;
  const [row] = await database
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      zodiacSign: users.zodiacSign,
      timeZone: users.timeZone,
      timeZonePlace: users.timeZonePlace,
      expiresAt: sessions.expiresAt,
      ownChart: { id: savedCharts.id, label: savedCharts.label, query: savedCharts.query },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(savedCharts, and(eq(savedCharts.userId, users.id), eq(savedCharts.own, true)))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
  if (!row) return { member: null, clearCookie: clearSessionCookie() };
  const { expiresAt: storedExpiry, ownChart, ...member } = row;
  let expiresAt = storedExpiry.getTime();
  if (expiresAt - now.getTime() < IDLE_MS - REFRESH_AFTER_MS) {
    expiresAt = await refresh(database, id, now);
  }
  if (opened.inProcess && before === changes) {
    known.set(id, ownChart ? { member, ownChart, expiresAt } : { member, expiresAt });
  }
  return ownChart ? { member, ownChart } : { member };
}

/** Pushes the session's end 30 idle days ahead; returns the new end. */
async function refresh(database: Database, id: string, now: Date): Promise<number> {
  const expiresAt = new Date(now.getTime() + IDLE_MS);
  await database.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  return expiresAt.getTime();
}

/** The member behind the request's cookie, or null. */
export async function getMember(request: Request, now = new Date()): Promise<Member | null> {
  return (await readSession(request, now)).member;
}

export async function requireMember(request: Request): Promise<Member> {
  const { member, clearCookie } = await readSession(request);
  if (!member)
    throw redirect("/login", clearCookie ? { headers: { "Set-Cookie": clearCookie } } : undefined);
  return member;
}

/**
 * For the log-in and sign-up pages' loaders: a member opening either is sent to their account.
 * Only on opening: after a form post React Router runs the loaders again on a GET that carries
 * the post's headers, and the answer to a post stays the action's own (a 400, a 429).
 */
export async function sendMemberToAccount(request: Request): Promise<null> {
  if (request.headers.has("content-type")) return null;
  if (await getMember(request)) throw redirect("/account");
  return null;
}

/** Removes the request's session, if any, and returns the header that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const token = readSessionToken(request);
  if (token) {
    const id = hashToken(token);
    await (await db()).delete(sessions).where(eq(sessions.id, id));
    forgetSession(id);
  }
  return clearSessionCookie();
}
