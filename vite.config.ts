import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { islands } from "./server/http/islands-build.js";
import { precompress } from "./server/http/precompress.js";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // The page CSP's font-src is 'self', so a font inlined as a data: URL would be refused.
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
    // The server build's entries: our Hono app, which imports the React Router build, the
    // worker pool's tasks (build/server/worker.js, ADR 018), new password hashes' thread
    // (build/server/hash.js), and the jobs and scripts' entry
    // (build/server/jobs.js), so `npm run send-daily` runs the build, not the TypeScript.
    rollupOptions: isSsrBuild
      ? {
          input: {
            index: "./server/app.ts",
            worker: "./server/pool/tasks.ts",
            hash: "./server/pool/hash-task.ts",
            jobs: "./server/ops/jobs.ts",
          },
        }
      : undefined,
  },
  plugins: [reactRouter(), islands(), precompress()],
}));
