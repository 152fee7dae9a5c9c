import { describe, expect, it } from "vitest";
import { createLoginThrottle, createMailLimit } from "~/lib/rate-limit.server";

const small = (prefix: string) =>
  createLoginThrottle(
    { points: 3, duration: 60, keyPrefix: `${prefix}_ip_${crypto.randomUUID()}` },
    { points: 2, duration: 60, keyPrefix: `${prefix}_acct_${crypto.randomUUID()}` },
  );

describe("login throttle", () => {
  it("blocks an account after its attempts, whatever the address", async () => {
    const throttle = await small("a")();
    expect(await throttle.attempt("10.0.0.1", "a@example.com")).toBe(0);
    expect(await throttle.attempt("10.0.0.2", "a@example.com")).toBe(0);
    expect(await throttle.attempt("10.0.0.2", "a@example.com")).toBeGreaterThan(0);
    expect(await throttle.attempt("10.0.0.2", "b@example.com")).toBe(0);
  });

  it("counts attempts made at the same moment, in memory or in PostgreSQL", async () => {
    const throttle = await small("d")();
    const waits = await Promise.all(
      Array.from({ length: 10 }, (_, i) => throttle.attempt(`10.0.1.${i}`, "d@example.com")),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(2);
  });

  it("clears an account's count on success, and gives back a refunded attempt", async () => {
    const throttle = await small("b")();
    await throttle.attempt("10.0.0.3", "c@example.com");
    await throttle.succeeded("c@example.com");
    await throttle.attempt("10.0.0.3", "c@example.com");
    await throttle.refund("c@example.com");
    expect(await throttle.attempt("10.0.0.5", "c@example.com")).toBe(0);
    expect(await throttle.attempt("10.0.0.5", "c@example.com")).toBe(0);
  });

  it("blocks an address after its attempts, whichever accounts", async () => {
    const throttle = await small("c")();
    for (const n of [1, 2, 3])
      expect(await throttle.attempt("10.0.0.4", `u${n}@example.com`)).toBe(0);
    expect(await throttle.attempt("10.0.0.4", "u4@example.com")).toBeGreaterThan(0);
  });
});

describe("mail limit", () => {
  it("lets a few mails through per address, at once or not", async () => {
    const allowed = createMailLimit({
      points: 3,
      duration: 60,
      keyPrefix: `mail_${crypto.randomUUID()}`,
    });
    const first = await Promise.all(Array.from({ length: 5 }, () => allowed("m@example.com")));
    expect(first.filter(Boolean)).toHaveLength(3);
    expect(await allowed("m@example.com")).toBe(false);
    expect(await allowed("other@example.com")).toBe(true);
  });
});
