// "Forgot your password?": a single-use link valid for an hour. Only the token's hash is kept.
import { and, count, eq, gt, isNull } from "drizzle-orm";
import { passwordResets, sessions, users } from "../../db/schema";
import { db, type Database } from "~/lib/db.server";
import { sendMail } from "~/lib/email.server";
import { env } from "~/lib/env.server";
import { isEmailAsPassword, PASSWORD_IS_EMAIL } from "~/input/forms";
import type { Failure, Outcome } from "~/members/outcome";
import { hashPassword } from "~/lib/passwords.server";
import { forgetMember, startSession } from "~/members/sessions.server";
import { hashToken, newToken } from "~/lib/tokens.server";

const VALID_MS = 60 * 60 * 1000;
const MAX_LIVE_LINKS = 3;

/** Mails a reset link if the address has an account. The caller answers the same either way. */
export async function requestPasswordReset(email: string, now = new Date()): Promise<void> {
  const database = await db();
  const [user] = await database
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, email));
  if (!user) return;
  // A live link is one issued in the past hour; past a few, stop, so nobody can flood an inbox.
  const live = await database
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.expiresAt, now)));
  if ((live[0]?.n ?? 0) >= MAX_LIVE_LINKS) return;
  const token = newToken();
  await database.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + VALID_MS),
  });
  const link = `${env().SITE_URL}/reset-password?token=${token}`;
  await sendMail({
    to: email,
    subject: "Reset your Starcast password",
    text: [
      `Hello ${user.firstName},`,
      "",
      "Someone, hopefully you, asked to reset the password of your Starcast account.",
      "Open this link within an hour to choose a new one. It works once.",
      "",
      link,
      "",
      "If you did not ask, ignore this mail: your password stays as it is.",
    ].join("\n"),
  });
}

const liveLink = (token: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, hashToken(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

/** True when the token is unused and unexpired; it is not spent. */
export async function isResetTokenValid(token: string, now = new Date()): Promise<boolean> {
  const [row] = await (
    await db()
  )
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(liveLink(token, now));
  return Boolean(row);
}

/** Spends every unused reset link of the account: after a reset or a change, none may linger. */
export async function endResetLinks(tx: Database, userId: string, now = new Date()): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

const expired: Failure = { ok: false, status: 400, field: "token", message: "expired" };

/**
 * Spends the token, sets the password, ends every session and every other reset link of the
 * account, and starts a session here, whose cookie it returns. A made-up, used or expired
 * token fails on field "token" before any hashing.
 */
export async function resetPassword(
  token: string,
  password: string,
  now = new Date(),
): Promise<Outcome<string>> {
  const database = await db();
  const [link] = await database
    .select({ email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(liveLink(token, now));
  if (!link) return expired;
  if (isEmailAsPassword(password, link.email))
    return { ok: false, status: 400, field: "password", message: PASSWORD_IS_EMAIL };
  const passwordHash = await hashPassword(password);
  let userId: string | undefined;
  const cookie = await database.transaction(async (tx) => {
    // One conditional update spends the token, so two concurrent uses cannot both succeed.
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(liveLink(token, now))
      .returning({ userId: passwordResets.userId });
    if (!spent) return null;
    userId = spent.userId;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
    await endResetLinks(tx, spent.userId, now);
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
    return startSession(tx, spent.userId, now);
  });
  if (userId) forgetMember(userId);
  return cookie ? { ok: true, value: cookie } : expired;
}
