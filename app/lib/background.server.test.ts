// The forgot-password and newsletter answers must not wait on the mail: only then do they take
// as long for an address that has an account (or a subscription) as for one that has none.
import { describe, expect, it } from "vitest";
import { signUp } from "~/members/accounts.server";
import { backgroundSettled, runLater } from "~/lib/background.server";
import { env } from "~/lib/env.server";
import { findMail } from "../../tests/support/outbox";
import { action as forgotPassword } from "~/routes/forgot-password";
import { action as newsletter } from "~/routes/newsletter";

// Each route has its own generated argument type; both actions read only these fields.
function post(pathname: string, email: string): never {
  const request = new Request(`http://localhost${pathname}`, {
    method: "POST",
    body: new URLSearchParams({ email }),
  });
  return { request, params: {}, context: { clientIp: "10.3.0.1", requestId: "t" } } as never;
}

describe("work that answers do not wait on", () => {
  it("forgot-password answers before the reset mail is even started", async () => {
    const email = `later-${crypto.randomUUID()}@example.com`;
    await signUp({ firstName: "Lee", lastName: "Ter", email, password: "a slow mail at last" });
    expect(await forgotPassword(post("/forgot-password", email))).toEqual({
      sent: true,
      error: undefined,
    });
    expect(await findMail(env().DATA_DIR, email, "Reset your")).toBeUndefined();
    await backgroundSettled();
    expect(await findMail(env().DATA_DIR, email, "Reset your")).toBeDefined();
  });

  it("the newsletter answers before the address is looked up or mailed", async () => {
    const email = `news-later-${crypto.randomUUID()}@example.com`;
    expect(await newsletter(post("/newsletter", email))).toEqual({ ok: true, message: "" });
    expect(await findMail(env().DATA_DIR, email, "Confirm your")).toBeUndefined();
    await backgroundSettled();
    expect(await findMail(env().DATA_DIR, email, "Confirm your")).toBeDefined();
  });

  it("a failed task is logged, not thrown, and does not stop the next", async () => {
    let ran = false;
    runLater("failing task", "t", () => Promise.reject(new Error("no mail server")));
    runLater("next task", "t", async () => {
      ran = true;
    });
    await backgroundSettled();
    expect(ran).toBe(true);
  });
});
