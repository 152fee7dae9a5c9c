import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: [
      // db() opens an in-memory PGlite in unit tests (or DATABASE_URL's PostgreSQL): the site's
      // own opener, on disk, is swapped here rather than through a hook in the shipped module.
      {
        find: /^~\/lib\/site-database\.server$/,
        replacement: fileURLToPath(new URL("./tests/support/database.ts", import.meta.url)),
      },
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
    ],
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "db/**/*.test.ts",
      "tests/unit/**/*.test.ts",
    ],
    environment: "node",
    // New password hashes at N=2^10 rather than 2^15, the same code 32 times cheaper: the
    // session, reset and throttle tests had spent 22 of their 79 CPU-seconds in scrypt.
    // passwords.server.test.ts clears it; the built server's and browser tests never see it.
    env: { SCRYPT_TEST_N: String(2 ** 10) },
    setupFiles: ["./tests/vitest-setup.ts"],
    // The birthplace table is generated, not committed: made once here when missing.
    globalSetup: ["./tests/support/places-table.ts"],
    // scrypt and PGlite's start-up take a while on a 2-core machine.
    testTimeout: 60_000,
    // Every core (Vitest's default leaves one idle: on this 2-core machine the unit run took
    // 171 s on one worker and 99 s on two). Against a shared PostgreSQL one worker, so two
    // never run the migrations at once.
    maxWorkers: process.env.DATABASE_URL ? 1 : availableParallelism(),
    hookTimeout: 60_000,
  },
});
