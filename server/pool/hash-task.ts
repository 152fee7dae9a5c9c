// The thread new password hashes run on (issue 42): scrypt at nice 10, so a flood of sign-ups,
// resets and password changes takes only the CPU that log-ins, the event loop and the worker
// pool leave. Built on its own (build/server/hash.js) so the thread loads node:crypto alone,
// not the heavy tasks' astronomy. Log-in checks stay on libuv's threads at the process's own
// priority (app/lib/passwords.server.ts).
import { scryptSync } from "node:crypto";
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import type { NewHashJob } from "~/lib/passwords.server";

/** How much nicer than the server the thread runs: Linux gives it about a tenth of a core's share. */
export const NEW_HASH_NICENESS = 10;

let lowered = false;

/** Lowers this thread's priority, once: on Linux setpriority() with a thread's id sets that thread's. */
function lowerThisThread() {
  if (lowered) return;
  lowered = true;
  try {
    // /proc/thread-self is "<pid>/task/<tid>"; elsewhere there is no such link and no change.
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid)) setPriority(tid, NEW_HASH_NICENESS);
  } catch {
    // Not Linux: the hash runs at the server's priority, as it did before.
  }
}

export function newHash({ password, salt, keyLength, ...options }: NewHashJob): Uint8Array {
  lowerThisThread();
  return scryptSync(password, salt, keyLength, options);
}
