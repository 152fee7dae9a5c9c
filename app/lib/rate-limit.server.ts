// Login throttling and mail caps with rate-limiter-flexible: in memory for one process, or in
// PostgreSQL when DATABASE_URL is set, so every server behind a load balancer shares the counts.
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
  type IRateLimiterOptions,
} from "rate-limiter-flexible";
import { database } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { outageOf } from "~/lib/outage.server";

// Enough for a household behind one address, far too few to try a password list.
export const PER_IP = { points: 100, duration: 15 * 60, keyPrefix: "login_ip" };
// Attempts against one account (log-in, or /account re-checking the password); a success
// clears the count.
export const PER_ACCOUNT = { points: 5, duration: 15 * 60, keyPrefix: "login_account" };

/**
 * With `insured`, a count PostgreSQL cannot take (it went away) is kept in this process's
 * memory meanwhile, rate-limiter-flexible's insurance limiter.
 */
async function createLimiter(
  options: IRateLimiterOptions,
  insured = false,
): Promise<RateLimiterAbstract> {
  if (!env().DATABASE_URL) return new RateLimiterMemory(options);
  const { pool } = await database();
  const insuranceLimiter = insured ? new RateLimiterMemory(options) : undefined;
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      { ...options, storeClient: pool, tableName: "rate_limits", insuranceLimiter },
      (error?: Error) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

/** Made on first use; a failure (the database away) is not kept, so the next call tries again. */
function lazily<T>(create: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () =>
    (made ??= create().catch((error: unknown) => {
      made = undefined;
      throw error;
    }));
}

/** Seconds until the limiter lets this key through, from a rejection; anything else is thrown. */
function waitOf(error: unknown): number {
  if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
  throw error;
}

export interface LoginThrottle {
  /**
   * Seconds to wait, or 0 when this attempt may go ahead. The attempt is counted against the
   * address and the account before the password is checked, so guesses sent at once cannot
   * all be checked before the first failure is counted.
   */
  attempt(ip: string, email: string): Promise<number>;
  /** Gives back an attempt whose password could not be checked at all (a busy server). */
  refund(email: string): Promise<void>;
  /** The right password: the account's count starts again. */
  succeeded(email: string): Promise<void>;
}

export function createLoginThrottle(
  ipOptions = PER_IP,
  accountOptions = PER_ACCOUNT,
): () => Promise<LoginThrottle> {
  return lazily(async () => {
    const [byIp, byAccount] = await Promise.all([
      createLimiter(ipOptions),
      createLimiter(accountOptions),
    ]);
    return {
      async attempt(ip, email) {
        // consume() counts and checks in one step, in memory and in PostgreSQL alike.
        try {
          await byIp.consume(ip);
          await byAccount.consume(email);
          return 0;
        } catch (error) {
          return waitOf(error);
        }
      },
      async refund(email) {
        await byAccount.reward(email, 1);
      },
      async succeeded(email) {
        await byAccount.delete(email);
      },
    };
  });
}

export const loginThrottle = createLoginThrottle();

// Confirmation mails to one address, as for reset links: enough for a lost mail or two, too
// few to flood an inbox by posting its address again and again.
export const NEWSLETTER_MAILS = { points: 3, duration: 60 * 60, keyPrefix: "newsletter_mail" };

/** True, and counted, when one more mail may go to this address now. */
export function createMailLimit(options = NEWSLETTER_MAILS): (email: string) => Promise<boolean> {
  const limiter = lazily(() => createLimiter(options));
  return async (email) => {
    try {
      await (await limiter()).consume(email);
      return true;
    } catch (error) {
      waitOf(error);
      return false;
    }
  };
}

export const newsletterMailAllowed = createMailLimit();

// Heavy computations (a year of sky, a feed, an image) an address may start per minute; a
// cached answer costs nothing and is not counted. A visitor paging through a calendar or trying
// birth times stays far below; ten at once from one address meet it within seconds.
export const HEAVY_PER_IP = { duration: 60, keyPrefix: "heavy_ip" };

/** Seconds this address must wait before starting one more heavy computation, or 0 (counted). */
export function createHeavyLimit(points: number): (ip: string) => Promise<number> {
  const options = { ...HEAVY_PER_IP, points };
  const shared = lazily(() => createLimiter(options, true));
  // Heavy work needs no database: while PostgreSQL is away this process counts on its own.
  const local = new RateLimiterMemory(options);
  return async (ip) => {
    const limiter = await shared().catch((error: unknown) => {
      if (!outageOf(error)) throw error;
      return local;
    });
    try {
      await limiter.consume(ip);
      return 0;
    } catch (error) {
      return waitOf(error);
    }
  };
}
