// A member's private calendar feed of their own transits, at a secret address: the token is
// shown once, only its SHA-256 is kept (as tokens.server.ts makes them), a new one replaces the
// old, and the row goes with the account (ON DELETE CASCADE).
import { and, eq } from "drizzle-orm";
import { savedCharts, transitFeeds, users } from "../../db/schema";
import { db } from "~/lib/db.server";
import type { Member } from "~/members/sessions.server";
import { hashToken, newToken } from "~/lib/tokens.server";

export const FEED_PATH = "/feeds/transits/";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new secret address for the member's feed; any earlier one stops working. */
export async function newFeedToken(member: Member): Promise<string> {
  const token = newToken();
  const database = await db();
  await database
    .insert(transitFeeds)
    .values({ userId: member.id, tokenHash: hashToken(token) })
    .onConflictDoUpdate({
      target: transitFeeds.userId,
      set: { tokenHash: hashToken(token), createdAt: new Date() },
    });
  return token;
}

export async function revokeFeed(member: Member): Promise<void> {
  await (await db()).delete(transitFeeds).where(eq(transitFeeds.userId, member.id));
}

export async function hasFeed(member: Member): Promise<boolean> {
  const rows = await (
    await db()
  )
    .select({ userId: transitFeeds.userId })
    .from(transitFeeds)
    .where(eq(transitFeeds.userId, member.id));
  return rows.length > 0;
}

/** The feed's owner's own chart query and time zone, or null for an unknown token or no chart. */
export async function feedOwner(
  token: string,
): Promise<{ query: string; timeZone: string | null } | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await (
    await db()
  )
    .select({ query: savedCharts.query, timeZone: users.timeZone })
    .from(transitFeeds)
    .innerJoin(users, eq(users.id, transitFeeds.userId))
    .innerJoin(savedCharts, and(eq(savedCharts.userId, users.id), eq(savedCharts.own, true)))
    .where(eq(transitFeeds.tokenHash, hashToken(token)));
  return row ?? null;
}
