// Faults an operator can foresee and a visitor can only wait out: the database gone away (a
// restart, a failover, a terminated backend) or the disk full. Either is a 503 with Retry-After
// and a plain message, never a 500 (issue 42). Recognised here, in one place, from the error
// itself: pg's and PGlite's SQLSTATEs, Node's system error codes and pg's own messages.
import { statfs } from "node:fs/promises";
import { env } from "~/lib/env.server";
import type { Outage, OutageKind } from "~/lib/outage";

// A restart or failover is over in seconds; space on a disk is freed by an operator.
const RETRY_AFTER: Record<OutageKind, number> = { database: 5, storage: 60 };

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const STORAGE_CODES = new Set(["ENOSPC", "EDQUOT", "EROFS", "53100"]);
// SQLSTATE: class 08 is a connection exception; 57P01-57P03 an administrator's or a crash's
// shutdown, or a server still starting; 53000/53200/53300 resources, memory, connections.
const DATABASE_STATES = /^(08...|57P0[123]|53[023]00)$/;
const DATABASE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|PGlite is closed)/;

function kindOf(error: object): OutageKind | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (STORAGE_CODES.has(code)) return "storage";
    if (NETWORK_CODES.has(code) || DATABASE_STATES.test(code)) return "database";
  }
  const message = (error as { message?: unknown }).message;
  if (typeof message === "string" && DATABASE_MESSAGES.test(message)) return "database";
  return undefined;
}

/** The outage behind an error (its causes and an AggregateError's parts included), if any. */
export function outageOf(error: unknown): Outage | undefined {
  const seen = new Set<object>();
  const pending: unknown[] = [error];
  while (pending.length) {
    const e = pending.pop();
    if (!e || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    const kind = kindOf(e);
    if (kind) {
      if (kind === "storage") noteStorageFull();
      return { kind, retryAfterSeconds: RETRY_AFTER[kind] };
    }
    pending.push((e as { cause?: unknown }).cause);
    if (e instanceof AggregateError) pending.push(...(e.errors as unknown[]));
  }
  return undefined;
}

// Below this, a write of the database's (a new WAL segment is 16 MB, a page 8 KB) or of the
// outbox's may fail halfway: refuse writes before they start rather than after.
const LOW_SPACE_BYTES = 1024 * 1024;
const CHECK_EVERY_MS = 2_000;
// A write that failed for space is believed for this long even if statfs sees room again
// (another process's file may come and go).
const FAILED_WRITE_MS = 5_000;

let checked: { at: number; full: boolean } | undefined;
let checking: Promise<boolean> | undefined;
let failedWriteAt = -Infinity;

function noteStorageFull(): void {
  failedWriteAt = Date.now();
}

/**
 * True when DATA_DIR's file system has no room left (PGlite's files and the outbox live
 * there), or a write failed for space a moment ago. Checked at most every two seconds.
 */
export async function storageFull(now = Date.now()): Promise<boolean> {
  if (now - failedWriteAt < FAILED_WRITE_MS) return true;
  if (checked && now - checked.at < CHECK_EVERY_MS) return checked.full;
  checking ??= statfs(env().DATA_DIR)
    .then((stats) => stats.bavail * stats.bsize < LOW_SPACE_BYTES)
    // No folder yet (nothing written) or no statfs: nothing says it is full.
    .catch(() => false)
    .then((full) => {
      checked = { at: Date.now(), full };
      checking = undefined;
      return full;
    });
  return checking;
}

/** For tests: forget what was seen of the disk. */
export function forgetStorageChecks(): void {
  checked = undefined;
  failedWriteAt = -Infinity;
}
