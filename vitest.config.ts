// Every Vitest test in one config, as projects (docs/testing.md):
//   unit       app, server, db and tests/unit: in-process, no build needed (`npm run test:unit`);
//              with DATABASE_URL, against that PostgreSQL on one worker (`npm run test:db`).
//   built      tests/property (fast-check) and tests/server: each file starts its own built server.
//   http       tests/http: the site's HTTP answers without a browser, on one shared built server.
//   instances  tests/instances: several built servers on one PostgreSQL (`npm run test:instances`,
//              DATABASE_URL; without it every test skips).
// `npm run test:built` runs built and http once the build is there.
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { islands } from "./server/http/islands-build.js";

const app = fileURLToPath(new URL("./app", import.meta.url));

// The built server's tests resolve `~` as the app does, without the unit tests' database swap.
const builtServer = {
  resolve: { alias: { "~": app } },
  test: { environment: "node", testTimeout: 60_000, hookTimeout: 60_000 },
} as const;

export default defineConfig({
  test: {
    // Every core (Vitest's default leaves one idle: on this 2-core machine the unit run took
    // 171 s on one worker and 99 s on two). Against a shared PostgreSQL one worker, so two
    // never run the migrations at once.
    maxWorkers: process.env.DATABASE_URL ? 1 : availableParallelism(),
    projects: [
      {
        // The root names the pages' own scripts through `virtual:islands` (ADR 025): here, as
        // in development, their sources.
        plugins: [islands()],
        resolve: {
          alias: [
            // db() opens an in-memory PGlite in unit tests (or DATABASE_URL's PostgreSQL): the
            // site's own opener, on disk, is swapped here rather than through a hook in the
            // shipped module.
            {
              find: /^~\/lib\/site-database\.server$/,
              replacement: fileURLToPath(new URL("./tests/support/database.ts", import.meta.url)),
            },
            { find: "~", replacement: app },
          ],
        },
        test: {
          name: "unit",
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
          globalSetup: ["./tests/support/places-table.ts", "./tests/support/database-template.ts"],
          // scrypt and PGlite's start-up take a while on a 2-core machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...builtServer,
        test: {
          ...builtServer.test,
          name: "built",
          include: ["tests/property/**/*.test.ts", "tests/server/**/*.test.ts"],
          // Builds once, and migrates one data folder for every server to copy, before any file
          // starts a server.
          globalSetup: ["tests/property/server.ts", "tests/support/data-template.ts"],
        },
      },
      {
        ...builtServer,
        test: {
          ...builtServer.test,
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          globalSetup: ["tests/support/data-template.ts", "tests/http/server.ts"],
          // Sign-ups and log-ins hash on a thread at nice 10 (ADR 006), which a machine busy with
          // other work starves: one test of a dozen sign-ups took 60 s at a load average of 25.
          testTimeout: 120_000,
        },
      },
      {
        ...builtServer,
        test: {
          ...builtServer.test,
          name: "instances",
          include: ["tests/instances/**/*.test.ts"],
          globalSetup: ["tests/property/server.ts"],
          // One file at a time: each starts two servers on a 2-core machine.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          testTimeout: 240_000,
        },
      },
    ],
  },
});
