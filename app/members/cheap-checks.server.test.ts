// With every slot for new passwords hashing and no room to wait, what needs no hash is still answered: the
// cheap checks come before scrypt, which a flood of sign-ups cannot then hold up.
import { describe, expect, it } from "vitest";
import { EMAIL_TAKEN, signUp } from "~/members/accounts.server";
import { resetPassword } from "~/members/password-reset.server";
import { hashPassword, HashingBusyError, NEW_HASH_SLOTS } from "~/lib/passwords.server";

process.env.PASSWORD_HASH_QUEUE = "0";

const person = (email: string) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email,
  password: "analytical engine 1843",
});

describe("cheap checks before hashing", () => {
  it("a taken email and a made-up reset token are answered while hashing is full", async () => {
    const email = `taken-${crypto.randomUUID()}@example.com`;
    expect((await signUp(person(email))).ok).toBe(true);
    // Every slot new passwords may hash in (all cores but one), none free to wait. At the unit
    // tests' low cost a hash ends within a millisecond, before a sign-up on PostgreSQL has made
    // its cheap checks, so the test would pass or fail by chance: these hash at full cost.
    const testCost = process.env.SCRYPT_TEST_N;
    delete process.env.SCRYPT_TEST_N;
    const busy = Array.from({ length: NEW_HASH_SLOTS }, (_, i) => hashPassword(`x ${i}`));
    await expect(signUp(person(`new-${crypto.randomUUID()}@example.com`))).rejects.toBeInstanceOf(
      HashingBusyError,
    );
    expect(await signUp(person(email))).toMatchObject({
      ok: false,
      status: 409,
      message: EMAIL_TAKEN,
    });
    expect(await resetPassword("x".repeat(43), "a new password here")).toMatchObject({
      ok: false,
      field: "token",
    });
    await Promise.all(busy);
    process.env.SCRYPT_TEST_N = testCost;
  });
});
