import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { logIn, signUp } from "~/lib/accounts.server";
import { env } from "~/lib/env.server";
import { linkIn, waitForMail } from "../../tests/support/outbox";
import {
  isResetTokenValid,
  requestPasswordReset,
  resetPassword,
} from "~/lib/password-reset.server";
import { getMember } from "~/lib/sessions.server";

const HOUR = 60 * 60 * 1000;
const withCookie = (setCookie: string) =>
  new Request("http://localhost/", { headers: { Cookie: setCookie.split(";")[0]! } });

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
    expect(fresh).toMatch(/^starcast_session=/);
    expect(await getMember(withCookie(cookie))).toBeNull();
    expect(await getMember(withCookie(fresh!))).not.toBeNull();
    expect(await resetPassword(token, "third password here")).toBeNull();
    expect((await logIn(email, "second password here", "10.2.0.1")).ok).toBe(true);
  });

  it("refuses a token after its hour", async () => {
    const issued = new Date();
    const { token } = await memberWithResetLink(issued);
    const later = new Date(issued.getTime() + HOUR + 1000);
    expect(await isResetTokenValid(token, later)).toBe(false);
    expect(await resetPassword(token, "second password here", later)).toBeNull();
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
    expect(await resetPassword("x".repeat(43), "second password here")).toBeNull();
  });
});
