import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "db/**/*.test.ts",
      "tests/unit/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["./tests/vitest-setup.ts"],
    // The birthplace table is generated, not committed: made once here when missing.
    globalSetup: ["./tests/support/places-table.ts"],
    // scrypt and PGlite's start-up take a while on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
