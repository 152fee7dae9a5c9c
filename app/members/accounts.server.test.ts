import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import {
  changePassword,
  deleteAccount,
  EMAIL_TAKEN,
  logIn,
  signUp,
  WRONG_LOGIN,
} from "~/members/accounts.server";
import { db } from "~/lib/db.server";
import { PASSWORD_IS_EMAIL } from "~/input/forms";
import { getMember } from "~/members/sessions.server";

const email = () => `member-${crypto.randomUUID()}@example.com`;
const person = (address: string) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  zodiacSign: "sagittarius",
  email: address,
  password: "analytical engine 1843",
});
const withCookie = (setCookie: string) =>
  new Request("http://localhost/", { headers: { Cookie: setCookie.split(";")[0]! } });

describe("accounts", () => {
  it("sign up starts a session that names the member", async () => {
    const address = email();
    const result = await signUp(person(address));
    if (!result.ok) throw new Error(result.message);
    expect(result.value.cookie).toMatch(/HttpOnly; SameSite=Lax/);
    const member = await getMember(withCookie(result.value.cookie));
    expect(member).toMatchObject({ email: address, firstName: "Ada", zodiacSign: "sagittarius" });
  });

  it("concurrent sign-ups with one email make exactly one account", async () => {
    const address = email();
    const results = await Promise.all([
      signUp(person(address)),
      signUp(person(address)),
      signUp(person(address)),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((r) => !r.ok))
      expect(r).toMatchObject({ status: 409, message: EMAIL_TAKEN });
    expect(await (await db()).select().from(users).where(eq(users.email, address))).toHaveLength(1);
  });

  it("log in gives one message for a wrong password and an unknown email, then throttles", async () => {
    const address = email();
    await signUp(person(address));
    const unknown = await logIn(email(), "whatever password", "10.1.0.1");
    expect(unknown).toMatchObject({ ok: false, message: WRONG_LOGIN });
    for (let i = 0; i < 5; i++) {
      expect(await logIn(address, "wrong password!", "10.1.0.1")).toMatchObject({
        ok: false,
        status: 400,
        message: WRONG_LOGIN,
      });
    }
    expect(await logIn(address, "analytical engine 1843", "10.1.0.2")).toMatchObject({
      ok: false,
      status: 429,
    });
  });

  it("each log-in gets a new session id", async () => {
    const address = email();
    await signUp(person(address));
    const a = await logIn(address, "analytical engine 1843", "10.1.0.3");
    const b = await logIn(address, "analytical engine 1843", "10.1.0.3");
    if (!a.ok || !b.ok) throw new Error("log-in failed");
    expect(a.value.cookie).not.toBe(b.value.cookie);
  });

  it("a password change needs the current one and ends the other sessions", async () => {
    const address = email();
    const first = await signUp(person(address));
    const second = await logIn(address, "analytical engine 1843", "10.1.0.4");
    if (!first.ok || !second.ok) throw new Error("set-up failed");
    const member = (await getMember(withCookie(first.value.cookie)))!;
    const request = withCookie(first.value.cookie);
    const change = (current: string) =>
      changePassword(member, request, { current, next: "a brand new secret" }, "10.1.0.4");
    expect(await change("not it")).toMatchObject({ ok: false, field: "currentPassword" });
    expect(await change("analytical engine 1843")).toEqual({ ok: true, value: null });
    expect(await getMember(withCookie(first.value.cookie))).not.toBeNull();
    expect(await getMember(withCookie(second.value.cookie))).toBeNull();
    expect((await logIn(address, "a brand new secret", "10.1.0.4")).ok).toBe(true);
  });

  it("deleting an account needs the password and removes its sessions", async () => {
    const address = email();
    const result = await signUp(person(address));
    if (!result.ok) throw new Error(result.message);
    const member = (await getMember(withCookie(result.value.cookie)))!;
    expect(await deleteAccount(member, "wrong", "10.1.0.5")).toMatchObject({ ok: false });
    expect(await deleteAccount(member, "analytical engine 1843", "10.1.0.5")).toMatchObject({
      ok: true,
    });
    expect(
      await (await db()).select().from(sessions).where(eq(sessions.userId, member.id)),
    ).toHaveLength(0);
    expect(await getMember(withCookie(result.value.cookie))).toBeNull();
  });

  it("counts guesses sent at once: at most five are checked, the rest get 429", async () => {
    const address = email();
    await signUp(person(address));
    // The right password comes last, as an attacker's list would have it somewhere.
    const guesses = Array.from({ length: 20 }, (_, i) =>
      logIn(address, i === 19 ? "analytical engine 1843" : `wrong guess ${i}`, "10.1.1.1"),
    );
    const results = await Promise.all(guesses);
    const checked = results.filter((r) => r.ok || r.status !== 429);
    expect(checked).toHaveLength(5);
    expect(results[19]).toMatchObject({ ok: false, status: 429 });
  });

  it("a right password clears the count, so members are not locked out by their own typos", async () => {
    const address = email();
    await signUp(person(address));
    for (let i = 0; i < 4; i++) await logIn(address, "typo typo typo", "10.1.1.2");
    expect((await logIn(address, "analytical engine 1843", "10.1.1.2")).ok).toBe(true);
    for (let i = 0; i < 4; i++) await logIn(address, "typo typo typo", "10.1.1.2");
    expect((await logIn(address, "analytical engine 1843", "10.1.1.2")).ok).toBe(true);
  });

  it("re-checks of the password on /account share the log-in throttle", async () => {
    const address = email();
    const signed = await signUp(person(address));
    if (!signed.ok) throw new Error(signed.message);
    const request = withCookie(signed.value.cookie);
    const member = (await getMember(request))!;
    for (let i = 0; i < 3; i++) {
      expect(
        await changePassword(
          member,
          request,
          { current: `guess ${i}`, next: "new secret!!" },
          "10.1.2.1",
        ),
      ).toMatchObject({ ok: false, status: 400 });
    }
    for (let i = 0; i < 2; i++)
      expect(await deleteAccount(member, `guess ${i}`, "10.1.2.2")).toMatchObject({ status: 400 });
    expect(await deleteAccount(member, "analytical engine 1843", "10.1.2.3")).toMatchObject({
      ok: false,
      status: 429,
      field: "confirmPassword",
    });
    expect(await logIn(address, "analytical engine 1843", "10.1.2.4")).toMatchObject({
      status: 429,
    });
  });

  it("refuses a new password that is the member's email, before checking anything", async () => {
    const address = email();
    const signed = await signUp(person(address));
    if (!signed.ok) throw new Error(signed.message);
    const request = withCookie(signed.value.cookie);
    const member = (await getMember(request))!;
    const next = ` ${address.toUpperCase()} `;
    expect(
      await changePassword(
        member,
        request,
        { current: "analytical engine 1843", next },
        "10.1.2.5",
      ),
    ).toMatchObject({ ok: false, status: 400, field: "newPassword", message: PASSWORD_IS_EMAIL });
  });
});
