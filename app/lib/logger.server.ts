// Structured logs: one JSON line per event on stdout. Lines are written asynchronously and in
// batches (sonic-boom), so a busy server neither waits on the log collector nor makes a system
// call per line; a quiet one still writes each line out within half a second.
import { once } from "node:events";
import pino, { type DestinationStream, type Logger } from "pino";
import { env } from "~/lib/env.server";

// The code never logs these; if a future line did, pino would mask them: a second line of
// defence. Exact paths only: a wildcard path makes every log line several times dearer.
export const REDACT_PATHS = [
  "password",
  "currentPassword",
  "newPassword",
  "token",
  "cookie",
  "authorization",
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "form.password",
  "form.currentPassword",
  "form.newPassword",
  "form.token",
];

/**
 * pino's error serializer without the values a failed query was given: drizzle puts them in
 * the message and in `params`, and they can hold emails or token hashes.
 */
export function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown;
  if (!serialized || typeof serialized !== "object") return serialized;
  const fields = serialized as Record<string, unknown>;
  for (const key of ["params", "detail"]) if (key in fields) fields[key] = "[redacted]";
  for (const key of ["message", "stack"]) {
    if (typeof fields[key] === "string") {
      fields[key] = fields[key].replace(/\nparams: .*/g, "\nparams: [redacted]");
    }
  }
  return fields;
}

function stdout() {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 500 });
}

export function createLogger(level: string, destination: DestinationStream = stdout()): Logger {
  return pino(
    {
      level,
      // pino's own epoch milliseconds: an ISO string costs as much again as the line's JSON.
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      serializers: { err: serializeError },
    },
    destination,
  );
}

let stream: ReturnType<typeof pino.destination> | undefined;
let root: Logger | undefined;

/** The process's logger, at LOG_LEVEL. */
export function logger(): Logger {
  if (!root) {
    stream = stdout();
    root = createLogger(env().LOG_LEVEL, stream);
  }
  return root;
}

/** Writes out every line still buffered: the last step before exit. */
export async function flushLogs(): Promise<void> {
  const ending = stream;
  if (!ending || !root) return;
  stream = undefined;
  // Anything logged from here on is written at once, as there is no later to wait for.
  root = createLogger(root.level, pino.destination({ dest: 1, sync: true }));
  const closed = once(ending, "close");
  ending.end();
  await closed;
}
