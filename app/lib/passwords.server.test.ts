import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import {
  busyAnswer,
  hashPassword,
  HashingBusyError,
  NEW_HASH_SLOTS,
  SCRYPT,
  verifyPassword,
} from "~/lib/passwords.server";

const cores = availableParallelism();
// Small enough to fill in a test; read on first use, after this line has run.
const WAITING = Math.max(2, cores);
process.env.PASSWORD_HASH_QUEUE = String(WAITING);
// Hashing itself is tested here: at the cost a deployment uses, not the unit tests' cheaper one.
delete process.env.SCRYPT_TEST_N;

/** A stored hash with cheap parameters: checking it takes a millisecond, not a third of a second. */
async function cheapHash(password: string): Promise<string> {
  const { scryptSync, randomBytes } = await import("node:crypto");
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 10, r: 8, p: 1 });
  return ["scrypt", 2 ** 10, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
}

describe("passwords", () => {
  it("verify the right password and refuse a wrong one", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(stored.startsWith(`scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$`)).toBe(true);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
  });

  it("salt each hash", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("read the parameters from the stored hash, so old hashes still verify", async () => {
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const key = scryptSync("older hash here", salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const stored = ["scrypt", 2 ** 14, 8, 1, salt.toString("base64"), key.toString("base64")].join(
      "$",
    );
    expect(await verifyPassword("older hash here", stored)).toBe(true);
  });

  it("refuse a malformed stored value", async () => {
    expect(await verifyPassword("anything", "plain")).toBe(false);
  });
});

describe("the hashing queue", () => {
  it("refuses a new hash at once when PASSWORD_HASH_QUEUE are already waiting", async () => {
    const accepted = Array.from({ length: NEW_HASH_SLOTS + WAITING }, (_, i) =>
      hashPassword(`pw ${i}`),
    );
    const refused = hashPassword("one too many");
    await expect(refused).rejects.toBeInstanceOf(HashingBusyError);
    expect(busyAnswer(await refused.catch((e: unknown) => e)).init).toEqual({
      status: 503,
      headers: { "Retry-After": "5" },
    });
    await Promise.all(accepted);
  });

  it("starts a check of an existing password ahead of waiting new hashes", async () => {
    const stored = await cheapHash("member's password");
    const finished: string[] = [];
    const running = Array.from({ length: NEW_HASH_SLOTS }, (_, i) => hashPassword(`running ${i}`));
    const waiting = Array.from({ length: WAITING }, (_, i) =>
      hashPassword(`sign-up ${i}`).then(() => finished.push("sign-up")),
    );
    // Queued last, it must start at the first free core: being cheap, it then ends first.
    const check = verifyPassword("member's password", stored).then(() => finished.push("log-in"));
    await Promise.all([...running, ...waiting, check]);
    expect(finished[0]).toBe("log-in");
  });

  it("keeps a separate allowance for checks, so a sign-up flood does not refuse log-ins", async () => {
    const stored = await cheapHash("member's password");
    const flood = Array.from({ length: NEW_HASH_SLOTS + WAITING }, (_, i) =>
      hashPassword(`flood ${i}`),
    );
    await expect(hashPassword("refused")).rejects.toBeInstanceOf(HashingBusyError);
    expect(await verifyPassword("member's password", stored)).toBe(true);
    await Promise.all(flood);
  });

  it.skipIf(cores < 2)(
    "leaves a core to checks: a log-in does not wait for a sign-up's hash to end",
    async () => {
      const stored = await cheapHash("member's password");
      const finished: string[] = [];
      // As many sign-ups as there are cores, all started before the log-in.
      const flood = Array.from({ length: cores }, (_, i) =>
        hashPassword(`flood ${i}`).then(() => finished.push("sign-up")),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      await verifyPassword("member's password", stored);
      finished.push("log-in");
      await Promise.all(flood);
      expect(finished[0]).toBe("log-in");
      expect(NEW_HASH_SLOTS).toBe(cores - 1);
    },
  );
});
