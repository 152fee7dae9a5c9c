// Tasks of known length for server/pool/pool.test.ts, run by a real piscina thread.
import { threadId } from "node:worker_threads";

/** Waits `ms`, then names the thread it ran in. */
export const sleep = (/** @type {number} */ ms) =>
  new Promise((resolve) => setTimeout(() => resolve(threadId), ms));

/**
 * Keeps its thread busy for `ms`, as a year of ephemeris would.
 * @param {number} ms
 */
export function spin(ms) {
  const end = Date.now() + ms;
  while (Date.now() < end);
  return threadId;
}

/**
 * Names the thread and echoes the label: an object argument, as a light task's is.
 * @param {{ label: string }} arg
 */
export const stamp = ({ label }) => ({ label, threadId });
