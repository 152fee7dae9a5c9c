import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import { signUp } from "~/lib/accounts.server";
import { db } from "~/lib/db.server";
import { readSession, requireMember, SESSION_COOKIE } from "~/lib/sessions.server";

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
});
