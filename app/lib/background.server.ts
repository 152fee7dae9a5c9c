// Work an answer must not wait on: the reset or confirmation mail for an address. The answer
// then takes as long whether or not the address is known. Each task starts a moment after it
// is handed over, so it does not compete with the answer being rendered (PGlite runs its
// queries on the main thread), and a flood of posts queues here instead of piling up.
import { setTimeout as sleep } from "node:timers/promises";
import PQueue from "p-queue";
import { logger } from "~/lib/logger.server";

const START_AFTER_MS = 50;
const MAX_WAITING = 1000;
const queue = new PQueue({ concurrency: 2 });

/** Queues the work and returns at once; a failure is logged with the request's id. */
export function runLater(what: string, requestId: string | undefined, work: () => Promise<void>) {
  if (queue.size >= MAX_WAITING) {
    logger().warn({ requestId }, `${what} skipped: ${MAX_WAITING} tasks already waiting`);
    return;
  }
  queue
    .add(async () => {
      await sleep(START_AFTER_MS);
      await work();
    })
    .catch((error: unknown) => logger().error({ err: error, requestId }, `${what} failed`));
}

/** Once every task handed over so far has finished: before the database closes, and in tests. */
export function backgroundSettled(): Promise<void> {
  return queue.onIdle();
}
