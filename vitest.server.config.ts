// `npm run test:server`: example-based tests of the built server (tests/server): shutdown, the
// log, hardening, the worker pool under load. They start real servers as the property tests do,
// so they share that config (build once, one server per file) and run apart from the unit tests.
import { defineConfig } from "vitest/config";
import property from "./vitest.property.config";

export default defineConfig({
  ...property,
  test: { ...property.test, include: ["tests/server/**/*.test.ts"] },
});
