// Password hashing with Node's scrypt. The stored string names its parameters
// ("scrypt$N$r$p$salt$hash"), so raising them later only affects new hashes. See ADR 006.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";
import PQueue from "p-queue";
import { env } from "~/lib/env.server";

// OWASP's scrypt table lists N=2^15, r=8, p=3 as equal in cost to its N=2^17, p=1 minimum,
// with a quarter of the memory (32 MiB per hash), which suits a small server.
export const SCRYPT = { N: 2 ** 15, r: 8, p: 3, keyLength: 32 };

/**
 * The N new hashes use. The unit tests (vitest.config.ts sets SCRYPT_TEST_N) hash at 2^10: the
 * same code and stored format, 32 times cheaper, for tests of sessions and throttles rather than
 * of hashing. Only under Vitest, so no deployment's environment can lower the cost; the
 * passwords' own tests, the built server's and the browser tests hash at SCRYPT.N (ADR 006).
 */
function costN(): number {
  const n = process.env.VITEST ? Number(process.env.SCRYPT_TEST_N) : NaN;
  return Number.isInteger(n) && n >= 2 ** 10 && n < SCRYPT.N ? n : SCRYPT.N;
}

// One hash per core at a time: more only makes each slower and holds 32 MiB apiece. New hashes
// (sign-up, reset, change) take at most all cores but one, so a flood of sign-ups leaves a core
// for the pages and for checks of existing passwords (log-in), which also go first when
// several wait; each kind may have PASSWORD_HASH_QUEUE waiting, then 503.
const CHECK = 1;
const NEW = 0;
const cores = availableParallelism();
export const NEW_HASH_SLOTS = Math.max(1, cores - 1);
const hashing = new PQueue({ concurrency: cores });
const newHashes = new PQueue({ concurrency: NEW_HASH_SLOTS });

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

const full = (queue: PQueue, waiting: number) =>
  queue.pending >= queue.concurrency && waiting >= env().PASSWORD_HASH_QUEUE;

function checkQueued<T>(work: () => Promise<T>): Promise<T> {
  if (full(hashing, hashing.sizeBy({ priority: CHECK }))) {
    return Promise.reject(new HashingBusyError());
  }
  return hashing.add(work, { priority: CHECK });
}

function newQueued<T>(work: () => Promise<T>): Promise<T> {
  if (full(newHashes, newHashes.size)) return Promise.reject(new HashingBusyError());
  return newHashes.add(() => hashing.add(work, { priority: NEW }));
}

const maxmemOf = (N: number, r: number) => 256 * N * r + 1024 * 1024;

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  keyLength: number,
): Promise<Buffer> {
  const maxmem = maxmemOf(options.N!, options.r!);
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** What a new hash's thread is given: scrypt's inputs, the password already normalised. */
export interface NewHashJob {
  password: string;
  salt: Uint8Array;
  keyLength: number;
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

let newHashThread: ((job: NewHashJob) => Promise<Uint8Array>) | undefined;

/**
 * New hashes run on a thread of their own at a lower priority (server/pool/new-hashes.ts), so
 * a flood of sign-ups yields the CPU to log-ins and pages; without one (the dev server, unit
 * tests) they run on libuv's threads like the checks.
 */
export function setNewHashThread(run: typeof newHashThread) {
  newHashThread = run;
}

async function hashNow(password: string, onThread = true): Promise<string> {
  const lane = onThread ? newHashThread : undefined;
  const salt = randomBytes(16);
  const { r, p, keyLength } = SCRYPT;
  const N = costN();
  const key = lane
    ? Buffer.from(
        await lane({
          password: password.normalize("NFKC"),
          salt,
          keyLength,
          N,
          r,
          p,
          maxmem: maxmemOf(N, r),
        }),
      )
    : await derive(password, salt, { N, r, p }, keyLength);
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** A new hash; throws HashingBusyError when too many are already waiting. */
export function hashPassword(password: string): Promise<string> {
  return newQueued(() => hashNow(password));
}

/** Checks a password against a stored hash; throws HashingBusyError when too many wait. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await checkQueued(() =>
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
  // Made outside the queue, once, on libuv's threads: a busy moment must not leave a failed
  // promise here.
  dummy ??= hashNow("starcast-dummy-password", false);
  await verifyPassword(password, await dummy);
  return false;
}
