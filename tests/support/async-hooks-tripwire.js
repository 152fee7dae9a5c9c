// Preloaded into a server under test (NODE_OPTIONS=--import): says so on stderr, once, when
// any code first runs an AsyncLocalStorage, which on Node 20 turns on async hooks for every
// promise in the process from then on (ADR 016).
import { AsyncLocalStorage } from "node:async_hooks";

const say = (/** @type {string} */ fields) =>
  process.stderr.write(`${JSON.stringify({ tripwire: fields })}\n`);
say("armed");
let tripped = false;
for (const method of /** @type {const} */ (["run", "enterWith"])) {
  const original = /** @type {(...args: unknown[]) => unknown} */ (
    AsyncLocalStorage.prototype[method]
  );
  /**
   * @this {AsyncLocalStorage<unknown>}
   * @param {unknown[]} args
   */
  function wrapped(...args) {
    if (!tripped) {
      tripped = true;
      say(
        `AsyncLocalStorage.${method} ${String(new Error().stack).split("\n").slice(2, 6).join(" | ")}`,
      );
    }
    return original.apply(this, args);
  }
  /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (AsyncLocalStorage.prototype))[
    method
  ] = wrapped;
}
