// Password hashing with Node's scrypt. The stored string names its parameters
// ("scrypt$N$r$p$salt$hash"), so raising them later only affects new hashes. See ADR 006.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";
import PQueue from "p-queue";
import { env } from "~/lib/env.server";

// OWASP's scrypt table lists N=2^15, r=8, p=3 as equal in cost to its N=2^17, p=1 minimum,
// with a quarter of the memory (32 MiB per hash), which suits a small server.
export const SCRYPT = { N: 2 ** 15, r: 8, p: 3, keyLength: 32 };

// One hash per core at a time: more only makes each slower and holds 32 MiB apiece. Checks
// of existing passwords (log-in) go ahead of new hashes (sign-up), so a flood of sign-ups
// cannot make members wait; each kind may have PASSWORD_HASH_QUEUE waiting, then 503.
const CHECK = 1;
const NEW = 0;
const hashing = new PQueue({ concurrency: availableParallelism() });

export const HASHING_BUSY =
  "Starcast is busy checking other passwords just now. Please try again in a few seconds.";

/** Thrown instead of queueing a hash behind too many others; the answer is a 503. */
export class HashingBusyError extends Error {
  readonly retryAfterSeconds = 5;
  constructor() {
    super(HASHING_BUSY);
  }
}

/** What a route answers for HashingBusyError: a 503 with Retry-After. Anything else is rethrown. */
export function busyAnswer(error: unknown): { message: string; init: ResponseInit } {
  if (!(error instanceof HashingBusyError)) throw error;
  const headers = { "Retry-After": String(error.retryAfterSeconds) };
  return { message: error.message, init: { status: 503, headers } };
}

function queued<T>(priority: number, work: () => Promise<T>): Promise<T> {
  const full = hashing.pending >= hashing.concurrency;
  if (full && hashing.sizeBy({ priority }) >= env().PASSWORD_HASH_QUEUE) {
    return Promise.reject(new HashingBusyError());
  }
  return hashing.add(work, { priority });
}

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

async function hashNow(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = SCRYPT;
  const key = await derive(password, salt, { N, r, p }, keyLength);
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** A new hash; throws HashingBusyError when too many are already waiting. */
export function hashPassword(password: string): Promise<string> {
  return queued(NEW, () => hashNow(password));
}

/** Checks a password against a stored hash; throws HashingBusyError when too many wait. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await queued(CHECK, () =>
    derive(
      password,
      Buffer.from(salt, "base64"),
      { N: Number(n), r: Number(r), p: Number(p) },
      expected.length,
    ),
  );
  return timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;

/** Spends the time of a real check when there is no account, so timing does not tell. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  // Made outside the queue, once: a busy moment must not leave a failed promise here.
  dummy ??= hashNow("starcast-dummy-password");
  await verifyPassword(password, await dummy);
  return false;
}
