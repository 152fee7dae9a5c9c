// Password hashing with Node's scrypt. The stored string names its parameters
// ("scrypt$N$r$p$salt$hash"), so raising them later only affects new hashes. See ADR 006.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// OWASP's scrypt table lists N=2^15, r=8, p=3 as equal in cost to its N=2^17, p=1 minimum,
// with a quarter of the memory (32 MiB per hash), which suits a small server.
export const SCRYPT = { N: 2 ** 15, r: 8, p: 3, keyLength: 32 };

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  keyLength: number,
): Promise<Buffer> {
  const maxmem = 256 * options.N! * options.r! + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = SCRYPT;
  const key = await derive(password, salt, { N, r, p }, keyLength);
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(
    password,
    Buffer.from(salt, "base64"),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;

/** Spends the time of a real check when there is no account, so timing does not tell. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword("starcast-dummy-password");
  await verifyPassword(password, await dummy);
  return false;
}
