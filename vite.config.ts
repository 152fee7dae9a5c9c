import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { precompress } from "./server/http/precompress.js";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // The page CSP's font-src is 'self', so a font inlined as a data: URL would be refused.
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
    // The server build's entry is our Hono app, which imports the React Router build.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  plugins: [reactRouter(), precompress()],
}));
