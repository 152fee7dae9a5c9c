// Login throttling with rate-limiter-flexible: in memory for one process, or in PostgreSQL
// when DATABASE_URL is set, so every server behind a load balancer shares the counts.
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
  type IRateLimiterOptions,
} from "rate-limiter-flexible";
import { database } from "~/lib/db.server";
import { env } from "~/lib/env.server";

// Enough for a household behind one address, far too few to try a password list.
export const PER_IP = { points: 100, duration: 15 * 60, keyPrefix: "login_ip" };
// Failed attempts against one account; a success clears the count.
export const PER_ACCOUNT = { points: 5, duration: 15 * 60, keyPrefix: "login_account" };

async function createLimiter(options: IRateLimiterOptions): Promise<RateLimiterAbstract> {
  if (!env().DATABASE_URL) return new RateLimiterMemory(options);
  const { pool } = await database();
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      { ...options, storeClient: pool, tableName: "rate_limits" },
      (error?: Error) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

export interface LoginThrottle {
  /** Seconds to wait, or 0 when this attempt may go ahead. Counts the attempt against the IP. */
  check(ip: string, email: string): Promise<number>;
  failed(email: string): Promise<void>;
  succeeded(email: string): Promise<void>;
}

export function createLoginThrottle(
  ipOptions = PER_IP,
  accountOptions = PER_ACCOUNT,
): () => Promise<LoginThrottle> {
  let made: Promise<LoginThrottle> | undefined;
  return () =>
    (made ??= (async () => {
      const [byIp, byAccount] = await Promise.all([
        createLimiter(ipOptions),
        createLimiter(accountOptions),
      ]);
      return {
        async check(ip, email) {
          const account = await byAccount.get(email);
          if (account && account.consumedPoints >= accountOptions.points) {
            return Math.ceil(account.msBeforeNext / 1000);
          }
          try {
            await byIp.consume(ip);
            return 0;
          } catch (error) {
            if (error instanceof RateLimiterRes) return Math.ceil(error.msBeforeNext / 1000);
            throw error;
          }
        },
        async failed(email) {
          await byAccount.penalty(email, 1);
        },
        async succeeded(email) {
          await byAccount.delete(email);
        },
      };
    })());
}

export const loginThrottle = createLoginThrottle();
