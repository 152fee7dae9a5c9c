// Sign-up, log-in and account changes. Anything that writes twice does so in one transaction,
// so a failure leaves nothing half-done.
import { and, eq, ne } from "drizzle-orm";
import { sessions, subscribers, users } from "../../db/schema";
import { db, isUniqueViolation } from "~/lib/db.server";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "~/lib/passwords.server";
import { loginThrottle } from "~/lib/rate-limit.server";
import { hashToken } from "~/lib/tokens.server";
import { readSessionToken, startSession, type Member } from "~/lib/sessions.server";

export const EMAIL_TAKEN =
  "An account with this email already exists. Log in instead, or reset your password.";
export const WRONG_LOGIN = "That email and password do not match an account.";

export interface SignUpInput {
  firstName: string;
  lastName: string;
  zodiacSign?: string;
  email: string;
  password: string;
}

export type Outcome<T> =
  { ok: true; value: T } | { ok: false; status: number; field: string; message: string };

export async function signUp(input: SignUpInput): Promise<Outcome<{ cookie: string }>> {
  const passwordHash = await hashPassword(input.password);
  const database = await db();
  try {
    const cookie = await database.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ ...input, zodiacSign: input.zodiacSign ?? null, passwordHash })
        .returning({ id: users.id });
      return startSession(tx, user!.id);
    });
    return { ok: true, value: { cookie } };
  } catch (error) {
    // The unique index decides between concurrent sign-ups with one email.
    if (isUniqueViolation(error))
      return { ok: false, status: 409, field: "email", message: EMAIL_TAKEN };
    throw error;
  }
}

export async function logIn(
  email: string,
  password: string,
  ip: string,
): Promise<Outcome<{ cookie: string; zodiacSign: string | null }>> {
  const throttle = await loginThrottle();
  const wait = await throttle.check(ip, email);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    const message = `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or reset your password.`;
    return { ok: false, status: 429, field: "form", message };
  }
  const database = await db();
  const [user] = await database.select().from(users).where(eq(users.email, email));
  const valid = user
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await throttle.failed(email);
    return { ok: false, status: 400, field: "form", message: WRONG_LOGIN };
  }
  await throttle.succeeded(email);
  const cookie = await startSession(database, user.id);
  return { ok: true, value: { cookie, zodiacSign: user.zodiacSign } };
}

export async function updateProfile(
  member: Member,
  changes: { firstName: string; lastName: string; zodiacSign?: string },
): Promise<void> {
  await (
    await db()
  )
    .update(users)
    .set({ ...changes, zodiacSign: changes.zodiacSign ?? null })
    .where(eq(users.id, member.id));
}

async function checkPassword(member: Member, password: string): Promise<boolean> {
  const [user] = await (
    await db()
  )
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, member.id));
  return user ? verifyPassword(password, user.hash) : false;
}

/** Changes the password and ends the member's other sessions. */
export async function changePassword(
  member: Member,
  request: Request,
  current: string,
  next: string,
): Promise<boolean> {
  if (!(await checkPassword(member, current))) return false;
  const passwordHash = await hashPassword(next);
  const keep = hashToken(readSessionToken(request) ?? "");
  await (
    await db()
  ).transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, member.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, member.id), ne(sessions.id, keep)));
  });
  return true;
}

/** Deletes the account, its sessions and resets (by cascade) and its newsletter subscription. */
export async function deleteAccount(member: Member, password: string): Promise<boolean> {
  if (!(await checkPassword(member, password))) return false;
  await (
    await db()
  ).transaction(async (tx) => {
    await tx.delete(subscribers).where(eq(subscribers.email, member.email));
    await tx.delete(users).where(eq(users.id, member.id));
  });
  return true;
}
