// Sign-up, log-in and account changes. Anything that writes twice does so in one transaction,
// so a failure leaves nothing half-done. Cheap checks come before scrypt, and every check of a
// password is counted by the log-in throttle before it is made.
import { and, eq, ne } from "drizzle-orm";
import { sessions, subscribers, users, type User } from "../../db/schema";
import { db, isUniqueViolation } from "~/lib/db.server";
import { isEmailAsPassword, PASSWORD_IS_EMAIL } from "~/input/forms";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "~/lib/passwords.server";
import { endResetLinks } from "~/members/password-reset.server";
import type { Failure, Outcome } from "~/members/outcome";
import { loginThrottle } from "~/lib/rate-limit.server";
import { hashToken } from "~/lib/tokens.server";
import {
  forgetMember,
  readSessionToken,
  startSession,
  type Member,
} from "~/members/sessions.server";

export const EMAIL_TAKEN =
  "An account with this email already exists. Log in instead, or reset your password.";
export const WRONG_LOGIN = "That email and password do not match an account.";
export const NOT_CURRENT = "That is not your current password.";
export const NOT_DELETED = "That is not your password, so nothing was deleted.";

export interface SignUpInput {
  firstName: string;
  lastName: string;
  zodiacSign?: string;
  email: string;
  password: string;
}

const emailTaken: Failure = { ok: false, status: 409, field: "email", message: EMAIL_TAKEN };

export async function signUp(input: SignUpInput): Promise<Outcome<{ cookie: string }>> {
  const database = await db();
  const [taken] = await database
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email));
  if (taken) return emailTaken;
  const passwordHash = await hashPassword(input.password);
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
    if (isUniqueViolation(error)) return emailTaken;
    throw error;
  }
}

function tooMany(wait: number, field: string): Failure {
  const minutes = Math.ceil(wait / 60);
  const message = `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or reset your password.`;
  return { ok: false, status: 429, field, message };
}

/**
 * Runs a password check under the log-in throttle. The attempt is counted first, so guesses
 * sent at once stop at the account's limit; only the right password clears the count.
 */
async function throttledCheck<T>(
  ip: string,
  email: string,
  wrong: { field: string; message: string },
  check: () => Promise<T | null>,
): Promise<Outcome<T>> {
  const throttle = await loginThrottle();
  const wait = await throttle.attempt(ip, email);
  if (wait > 0) return tooMany(wait, wrong.field);
  let found: T | null;
  try {
    found = await check();
  } catch (error) {
    // Nothing was checked (the server was busy): the attempt is not the member's to lose.
    await throttle.refund(email);
    throw error;
  }
  if (found === null) return { ok: false, status: 400, ...wrong };
  await throttle.succeeded(email);
  return { ok: true, value: found };
}

export async function logIn(
  email: string,
  password: string,
  ip: string,
): Promise<Outcome<{ cookie: string; zodiacSign: string | null }>> {
  const database = await db();
  const checked = await throttledCheck<User>(
    ip,
    email,
    { field: "form", message: WRONG_LOGIN },
    async () => {
      const [user] = await database.select().from(users).where(eq(users.email, email));
      if (!user) return verifyAgainstDummy(password).then(() => null);
      return (await verifyPassword(password, user.passwordHash)) ? user : null;
    },
  );
  if (!checked.ok) return checked;
  const cookie = await startSession(database, checked.value.id);
  return { ok: true, value: { cookie, zodiacSign: checked.value.zodiacSign } };
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
  forgetMember(member.id);
}

/** The zone the member's day is read in; null returns them to SITE_TIME_ZONE. */
/** A zone, and the town the member chose it by; null follows their own chart's place. */
export async function setTimeZone(
  member: Member,
  zone: string | null,
  placeId: number | null = null,
): Promise<void> {
  await (
    await db()
  )
    .update(users)
    .set({ timeZone: zone, timeZonePlace: zone ? placeId : null })
    .where(eq(users.id, member.id));
  forgetMember(member.id);
}

/** The member's password, checked under the same throttle as a log-in. */
async function checkPassword(
  member: Member,
  password: string,
  ip: string,
  wrong: { field: string; message: string },
): Promise<Outcome<true>> {
  return throttledCheck(ip, member.email, wrong, async () => {
    const [user] = await (
      await db()
    )
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, member.id));
    return user && (await verifyPassword(password, user.hash)) ? true : null;
  });
}

/** Changes the password and ends the member's other sessions and outstanding reset links. */
export async function changePassword(
  member: Member,
  request: Request,
  passwords: { current: string; next: string },
  ip: string,
): Promise<Outcome<null>> {
  if (isEmailAsPassword(passwords.next, member.email))
    return { ok: false, status: 400, field: "newPassword", message: PASSWORD_IS_EMAIL };
  const checked = await checkPassword(member, passwords.current, ip, {
    field: "currentPassword",
    message: NOT_CURRENT,
  });
  if (!checked.ok) return checked;
  const passwordHash = await hashPassword(passwords.next);
  const keep = hashToken(readSessionToken(request) ?? "");
  await (
    await db()
  ).transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, member.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, member.id), ne(sessions.id, keep)));
    await endResetLinks(tx, member.id);
  });
  forgetMember(member.id);
  return { ok: true, value: null };
}

/** Deletes the account, its sessions and resets (by cascade) and its newsletter subscription. */
export async function deleteAccount(
  member: Member,
  password: string,
  ip: string,
): Promise<Outcome<null>> {
  const checked = await checkPassword(member, password, ip, {
    field: "confirmPassword",
    message: NOT_DELETED,
  });
  if (!checked.ok) return checked;
  await (
    await db()
  ).transaction(async (tx) => {
    await tx.delete(subscribers).where(eq(subscribers.email, member.email));
    await tx.delete(users).where(eq(users.id, member.id));
  });
  forgetMember(member.id);
  return { ok: true, value: null };
}
