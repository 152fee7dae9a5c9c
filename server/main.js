// Starts Starcast: the built server in production, or Vite's dev server with `--dev`.
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");

async function productionListener() {
  const { createApp, env } = await import(path.join(root, "build/server/index.js"));
  const config = env();
  const app = createApp({ clientDir: path.relative(process.cwd(), path.join(root, "build/client")), mode: "production" });
  return { config, listener: getRequestListener(app.fetch) };
}

async function developmentListener() {
  const vite = await import("vite");
  const server = await vite.createServer({ root, server: { middlewareMode: true }, appType: "custom" });
  const load = () => server.ssrLoadModule(path.join(root, "server/app.ts"));
  const { env } = await load();
  const listener = (req, res) =>
    server.middlewares(req, res, async () => {
      // Reloaded per request so edits show up without a restart.
      const { createApp } = await load();
      getRequestListener(createApp({ mode: "development" }).fetch)(req, res);
    });
  return { config: env(), listener };
}

let started;
try {
  started = dev ? await developmentListener() : await productionListener();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const { config, listener } = started;
let draining = false;
const server = createServer((req, res) => {
  // While draining, answer everything but let no connection stay open for more.
  if (draining) res.setHeader("Connection", "close");
  listener(req, res);
});
server.listen(config.PORT, () => {
  console.log(`Starcast is listening on http://localhost:${config.PORT} (${dev ? "development" : "production"})`);
});

// Connections the kernel has queued but a busy server has not yet accepted would be reset by
// an immediate close(), so keep accepting for a moment, then stop and let requests finish.
const DRAIN_MS = 1_000;

function shutdown() {
  if (draining) return;
  draining = true;
  setTimeout(() => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  }, DRAIN_MS);
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
