import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import {
  changePassword,
  deleteAccount,
  logIn,
  setTimeZone,
  signUp,
  updateProfile,
} from "~/members/accounts.server";
import { database, db } from "~/lib/db.server";
import { deleteChart, saveChart, setOwnChart } from "~/members/saved-charts.server";
import {
  endSession,
  forgetMember,
  readSession,
  requireMember,
  SESSION_COOKIE,
} from "~/members/sessions.server";

const withCookie = (cookie: string) =>
  new Request("http://localhost/", { headers: { Cookie: cookie } });
const CLEARED = new RegExp(`^${SESSION_COOKIE}=; .*Max-Age=0$`);

async function member() {
  const signed = await signUp({
    firstName: "Cleo",
    lastName: "Kie",
    email: `cookie-${crypto.randomUUID()}@example.com`,
    password: "cookie jar constellation",
  });
  if (!signed.ok) throw new Error(signed.message);
  return signed.value.cookie.split(";")[0]!;
}

describe("sessions", () => {
  it("a live session names the member and clears nothing", async () => {
    const session = await readSession(withCookie(`theme=dark; ${await member()}`));
    expect(session.member?.firstName).toBe("Cleo");
    expect(session.clearCookie).toBeUndefined();
  });

  it("no session cookie, no database and nothing to clear", async () => {
    expect(await readSession(withCookie("theme=dark"))).toEqual({ member: null });
    expect(await readSession(new Request("http://localhost/"))).toEqual({ member: null });
  });

  it("an unknown, malformed or expired session cookie is cleared", async () => {
    const unknown = await readSession(withCookie(`${SESSION_COOKIE}=${"u".repeat(43)}`));
    expect(unknown).toMatchObject({ member: null, clearCookie: expect.stringMatching(CLEARED) });
    const malformed = await readSession(withCookie(`${SESSION_COOKIE}=<not a token>`));
    expect(malformed.clearCookie).toMatch(CLEARED);

    const cookie = await member();
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect((await readSession(withCookie(cookie), later)).clearCookie).toMatch(CLEARED);
    const session = await readSession(withCookie(cookie));
    await (await db()).delete(sessions).where(eq(sessions.userId, session.member!.id));
    // A change made outside app/lib's functions must say so (kept lookups, PGlite).
    forgetMember(session.member!.id);
    expect((await readSession(withCookie(cookie))).clearCookie).toMatch(CLEARED);
  });

  it("requireMember's redirect to /login clears a dead cookie too", async () => {
    const thrown = await requireMember(withCookie(`${SESSION_COOKIE}=${"d".repeat(43)}`)).catch(
      (response: unknown) => response,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/login");
    expect((thrown as Response).headers.get("Set-Cookie")).toMatch(CLEARED);
  });

  it("a kept lookup sees every change the member makes on their next request", async () => {
    const cookie = await member();
    const read = () => readSession(withCookie(cookie));
    const { member: cleo } = await read();
    const chart = "date=1990-07-04&time=15%3A30&place=5128581";
    expect(await saveChart(cleo!, "Birth", chart, true)).toMatchObject({ ok: true });
    expect((await read()).ownChart?.label).toBe("Birth");
    expect((await read()).ownChart?.label).toBe("Birth");

    await updateProfile(cleo!, { firstName: "Clio", lastName: "Kie", zodiacSign: "leo" });
    expect((await read()).member).toMatchObject({ firstName: "Clio", zodiacSign: "leo" });
    await setTimeZone(cleo!, "Asia/Tokyo");
    expect((await read()).member?.timeZone).toBe("Asia/Tokyo");
    const second = await saveChart(
      cleo!,
      "Second",
      "date=1985-01-02&time=06%3A00&place=5128581",
      true,
    );
    expect(second).toMatchObject({ ok: true });
    expect((await read()).ownChart?.label).toBe("Second");
    const birth = (await saveChart(cleo!, "Birth", chart)) as { id: string };
    expect(await setOwnChart(cleo!, birth.id)).toBe(true);
    expect((await read()).ownChart?.label).toBe("Birth");
    expect(await deleteChart(cleo!, birth.id)).toBe(true);
    expect((await read()).ownChart).toBeUndefined();

    // A password changed elsewhere ends this session; logging out ends the other.
    const email = (await read()).member!.email;
    const other = await logIn(email, "cookie jar constellation", "192.0.2.7");
    if (!other.ok) throw new Error(other.message);
    const otherCookie = other.value.cookie.split(";")[0]!;
    expect((await readSession(withCookie(otherCookie))).member?.email).toBe(email);
    const changed = await changePassword(
      cleo!,
      withCookie(otherCookie),
      { current: "cookie jar constellation", next: "another comet orchard" },
      "192.0.2.7",
    );
    expect(changed.ok).toBe(true);
    expect((await read()).clearCookie).toMatch(CLEARED);
    await endSession(withCookie(otherCookie));
    expect((await readSession(withCookie(otherCookie))).clearCookie).toMatch(CLEARED);
  });

  it("an account deleted ends its kept sessions", async () => {
    const cookie = await member();
    const { member: cleo } = await readSession(withCookie(cookie));
    await readSession(withCookie(cookie));
    expect((await deleteAccount(cleo!, "cookie jar constellation", "192.0.2.8")).ok).toBe(true);
    expect((await readSession(withCookie(cookie))).clearCookie).toMatch(CLEARED);
  });

  it("with PGlite a kept lookup costs no query until the member changes", async () => {
    if (!(await database()).inProcess) return; // PostgreSQL: every request asks it
    const cookie = await member();
    const { member: cleo } = await readSession(withCookie(cookie));
    await readSession(withCookie(cookie));
    await (await db()).delete(sessions).where(eq(sessions.userId, cleo!.id));
    expect((await readSession(withCookie(cookie))).member?.id).toBe(cleo!.id);
    forgetMember(cleo!.id);
    expect((await readSession(withCookie(cookie))).clearCookie).toMatch(CLEARED);
  });
});
