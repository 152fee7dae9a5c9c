import { describe, expect, it } from "vitest";
import { hashPassword, SCRYPT, verifyPassword } from "~/lib/passwords.server";

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
