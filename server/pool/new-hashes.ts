// New password hashes on threads of their own at nice 10 (issue 42; server/pool/hash-task.ts):
// as many threads as the password queue lets new hashes run at once, started on demand and
// stopped after 30 s idle, so a server nobody signs up to holds none.
import { HashingBusyError, NEW_HASH_SLOTS, setNewHashThread } from "~/lib/passwords.server";
import { newHash } from "./hash-task";
import { createPool, PoolBusyError } from "./pool";

export function startNewHashThreads(workerFile: string) {
  const pool = createPool({
    workerFile,
    tasks: { newHash },
    threads: NEW_HASH_SLOTS,
    // The password queues in front decide who waits; this is only a backstop.
    maxQueue: NEW_HASH_SLOTS,
    timeoutMs: 60_000,
    idleMs: 30_000,
  });
  setNewHashThread(async (job) => {
    try {
      return await pool.run("newHash", job);
    } catch (error) {
      if (error instanceof PoolBusyError) throw new HashingBusyError();
      throw error;
    }
  });
  return pool;
}
