import { describe, expect, it } from "vitest";
import { createLoginThrottle } from "~/lib/rate-limit.server";

const small = (prefix: string) =>
  createLoginThrottle(
    { points: 3, duration: 60, keyPrefix: `${prefix}_ip_${crypto.randomUUID()}` },
    { points: 2, duration: 60, keyPrefix: `${prefix}_acct_${crypto.randomUUID()}` },
  );

describe("login throttle", () => {
  it("blocks an account after its failures, whatever the address", async () => {
    const throttle = await small("a")();
    expect(await throttle.check("10.0.0.1", "a@example.com")).toBe(0);
    await throttle.failed("a@example.com");
    await throttle.failed("a@example.com");
    expect(await throttle.check("10.0.0.2", "a@example.com")).toBeGreaterThan(0);
    expect(await throttle.check("10.0.0.2", "b@example.com")).toBe(0);
  });

  it("clears an account's count on success", async () => {
    const throttle = await small("b")();
    await throttle.failed("c@example.com");
    await throttle.succeeded("c@example.com");
    await throttle.failed("c@example.com");
    expect(await throttle.check("10.0.0.3", "c@example.com")).toBe(0);
  });

  it("blocks an address after its attempts, whichever accounts", async () => {
    const throttle = await small("c")();
    for (const n of [1, 2, 3])
      expect(await throttle.check("10.0.0.4", `u${n}@example.com`)).toBe(0);
    expect(await throttle.check("10.0.0.4", "u4@example.com")).toBeGreaterThan(0);
  });
});
