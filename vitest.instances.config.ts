// `npm run test:instances`: several built servers on one PostgreSQL (tests/instances), run by
// .ci/run with DATABASE_URL after the database tests; without DATABASE_URL every test skips.
import { defineConfig } from "vitest/config";
import property from "./vitest.property.config";

export default defineConfig({
  ...property,
  test: {
    ...property.test,
    include: ["tests/instances/**/*.test.ts"],
    // One file at a time: each starts two servers on a 2-core machine.
    fileParallelism: false,
    testTimeout: 240_000,
  },
});
