// `npm run test:built`, the step `npm test` takes: the property tests (tests/property) and the
// built server's own tests (tests/server) in one run on every core. Each file starts its own
// server, so two files at once keep both cores busy where the two runs one after the other, on
// Vitest's default of one worker on this 2-core machine, left one idle.
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import property from "./vitest.property.config";

export default defineConfig({
  ...property,
  test: {
    ...property.test,
    include: ["tests/property/**/*.test.ts", "tests/server/**/*.test.ts"],
    maxWorkers: availableParallelism(),
  },
});
