// `npm run test:property`: fast-check against the built server (tests/property), kept apart from
// the unit tests because each file starts a real server and the run takes most of a minute.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/property/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/property/server.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
