// Preloaded into a server under test (NODE_OPTIONS=--import): says so on stderr, once, when
// any code first runs an AsyncLocalStorage, which on Node 20 turns on async hooks for every
// promise in the process from then on (ADR 016).
import { AsyncLocalStorage } from "node:async_hooks";

const say = (fields) => process.stderr.write(`${JSON.stringify({ tripwire: fields })}\n`);
say("armed");
let tripped = false;
for (const method of ["run", "enterWith"]) {
  const original = AsyncLocalStorage.prototype[method];
  AsyncLocalStorage.prototype[method] = function (...args) {
    if (!tripped) {
      tripped = true;
      say(`AsyncLocalStorage.${method} ${new Error().stack.split("\n").slice(2, 6).join(" | ")}`);
    }
    return original.apply(this, args);
  };
}
