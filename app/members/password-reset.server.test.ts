import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { changePassword, logIn, signUp } from "~/members/accounts.server";
import { env } from "~/lib/env.server";
import { PASSWORD_IS_EMAIL } from "~/input/forms";
import { decodeQuotedPrintable, linkIn, waitForMail } from "../../tests/support/outbox";
import {
  isResetTokenValid,
  requestPasswordReset,
  resetPassword,
} from "~/members/password-reset.server";
import { getMember } from "~/members/sessions.server";

const HOUR = 60 * 60 * 1000;
const withCookie = (setCookie: string) =>
  new Request("http://localhost/", { headers: { Cookie: setCookie.split(";")[0]! } });

/** The token of a reset link mailed to `email` after the one holding `previous`. */
async function nextResetToken(email: string, previous: string): Promise<string> {
  await requestPasswordReset(email);
  const outbox = path.join(env().DATA_DIR, "outbox");
  for (const file of await readdir(outbox)) {
    const mail = decodeQuotedPrintable(await readFile(path.join(outbox, file), "utf8"));
    if (!mail.includes(`To: ${email}`)) continue;
    const token = new URL(linkIn(mail, "/reset-password")).searchParams.get("token")!;
    if (token !== previous) return token;
  }
  throw new Error("no second reset mail");
}

async function memberWithResetLink(now = new Date()) {
  const email = `reset-${crypto.randomUUID()}@example.com`;
  const signed = await signUp({
    firstName: "Rae",
    lastName: "Set",
    email,
    password: "first password here",
  });
  if (!signed.ok) throw new Error(signed.message);
  await requestPasswordReset(email, now);
  const mail = await waitForMail(env().DATA_DIR, email, "Reset your Starcast password");
  const token = new URL(linkIn(mail, "/reset-password")).searchParams.get("token")!;
  return { email, token, cookie: signed.value.cookie };
}

describe("password reset", () => {
  it("sets the new password, ends the other sessions and works only once", async () => {
    const { email, token, cookie } = await memberWithResetLink();
    expect(await isResetTokenValid(token)).toBe(true);
    const fresh = await resetPassword(token, "second password here");
    if (!fresh.ok) throw new Error(fresh.message);
    expect(fresh.value).toMatch(/^starcast_session=/);
    expect(await getMember(withCookie(cookie))).toBeNull();
    expect(await getMember(withCookie(fresh.value))).not.toBeNull();
    expect(await resetPassword(token, "third password here")).toMatchObject({ field: "token" });
    expect((await logIn(email, "second password here", "10.2.0.1")).ok).toBe(true);
  });

  it("refuses a token after its hour", async () => {
    const issued = new Date();
    const { token } = await memberWithResetLink(issued);
    const later = new Date(issued.getTime() + HOUR + 1000);
    expect(await isResetTokenValid(token, later)).toBe(false);
    expect(await resetPassword(token, "second password here", later)).toMatchObject({
      ok: false,
      field: "token",
    });
  });

  it("sends nothing for an unknown address, and says nothing different", async () => {
    await expect(
      requestPasswordReset(`nobody-${crypto.randomUUID()}@example.com`),
    ).resolves.toBeUndefined();
  });

  it("stops mailing an address after three live links in an hour", async () => {
    const { email } = await memberWithResetLink();
    for (let i = 0; i < 3; i++) await requestPasswordReset(email);
    const outbox = path.join(env().DATA_DIR, "outbox");
    const texts = await Promise.all(
      (await readdir(outbox)).map((f) => readFile(path.join(outbox, f), "utf8")),
    );
    expect(texts.filter((t) => t.includes(`To: ${email}`))).toHaveLength(3);
  });

  it("refuses a made-up token", async () => {
    expect(await resetPassword("x".repeat(43), "second password here")).toMatchObject({
      ok: false,
      field: "token",
    });
  });

  it("a reset spends every other link the account was sent", async () => {
    const { email, token } = await memberWithResetLink();
    const other = await nextResetToken(email, token);
    expect(await isResetTokenValid(other)).toBe(true);
    expect((await resetPassword(token, "second password here")).ok).toBe(true);
    expect(await isResetTokenValid(other)).toBe(false);
    expect(await resetPassword(other, "third password here")).toMatchObject({ field: "token" });
  });

  it("a password change on /account spends every outstanding link", async () => {
    const { email, token, cookie } = await memberWithResetLink();
    const member = (await getMember(withCookie(cookie)))!;
    const changed = await changePassword(
      member,
      withCookie(cookie),
      { current: "first password here", next: "changed password here" },
      "10.2.0.2",
    );
    expect(changed.ok).toBe(true);
    expect(await isResetTokenValid(token)).toBe(false);
    expect(await resetPassword(token, "attacker's password")).toMatchObject({ field: "token" });
    expect((await logIn(email, "changed password here", "10.2.0.2")).ok).toBe(true);
  });

  it("refuses the account's own email as the new password", async () => {
    const { email, token } = await memberWithResetLink();
    expect(await resetPassword(token, email)).toMatchObject({
      ok: false,
      field: "password",
      message: PASSWORD_IS_EMAIL,
    });
    expect(await isResetTokenValid(token)).toBe(true);
  });
});
