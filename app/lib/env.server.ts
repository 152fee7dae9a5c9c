// The environment, checked once at start-up: a bad value stops the server with a clear message.
import { isIP } from "node:net";
import { z } from "zod";

/** "10.0.0.2", "10.0.0.0/8", "::1", "fd00::/8": an address, or a range in CIDR notation. */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split("/");
  const family = isIP(address ?? "");
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    // The address to listen on; unset, all of them. Behind a proxy on the same machine, 127.0.0.1.
    HOST: z
      .string()
      .trim()
      .refine(
        (host) => isIP(host) !== 0 || /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(host),
        "must be an IP address or a host name, such as 127.0.0.1",
      )
      .optional(),
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    // Unset, the footer shows no Contact link rather than a made-up address.
    CONTACT_EMAIL: z.email().optional(),
    SITE_TIME_ZONE: z
      .string()
      .refine(isTimeZone, "must be an IANA time zone such as Europe/London")
      .default("UTC"),
    // PGlite keeps its files here and mail without SMTP_URL goes to DATA_DIR/outbox.
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    // Seals share images' codes (docs/sharing.md). Unset, one is made and kept in DATA_DIR;
    // several servers must share one.
    SHARE_SECRET: z
      .string()
      .trim()
      .min(32, "must be at least 32 characters, such as `openssl rand -base64 32`")
      .optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().trim().min(3).default("Starcast <no-reply@starcast.example>"),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    // How many reverse proxies stand in front and append to X-Forwarded-For; 0 trusts none.
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    // The proxies' own addresses, comma-separated: forwarded headers are believed only from these.
    TRUSTED_PROXIES: z
      .string()
      .default("127.0.0.1/8,::1")
      .transform((list) =>
        list
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine(
        (entries) => entries.every(isAddressOrRange),
        "must be IP addresses or CIDR ranges separated by commas, such as 127.0.0.1/8,::1",
      ),
    // Password hashes that may wait for a core; past that, sign-ups and log-ins get a 503.
    PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
    // Heavy work (ADR 018): threads at most, tasks that may wait for one (then 503), and how
    // many uncached computations one address may start a minute (then 429).
    WORKER_THREADS: z.coerce.number().int().min(1).max(16).default(2),
    WORKER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(12),
    HEAVY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(60),
    // The daily mail's schedule (a cron line in SITE_TIME_ZONE) and this instance's workers for
    // it (ADR 023); "off" runs neither here, as the tests' servers do.
    DAILY_MAIL_CRON: z
      .string()
      .trim()
      .refine(
        (cron) => cron === "off" || /^\S+(\s+\S+){4}$/.test(cron),
        "must be a cron line of five fields such as `0 6 * * *`, or off",
      )
      .default("0 6 * * *"),
    DAILY_MAIL_WORKERS: z.coerce.number().int().min(1).max(32).default(2),
  })
  .transform((env) => ({
    ...env,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  }));

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The process environment, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
