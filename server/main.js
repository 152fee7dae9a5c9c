// Starts Starcast: the built server in production, or Vite's dev server with `--dev`.
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");

async function productionListener() {
  const bundle = await import(path.join(root, "build/server/index.js"));
  const config = bundle.env();
  const app = bundle.createApp({
    clientDir: path.relative(process.cwd(), path.join(root, "build/client")),
    workerFile: path.join(root, "build/server/worker.js"),
    hashWorkerFile: path.join(root, "build/server/hash.js"),
    mode: "production",
  });
  return { config, bundle, listener: bundle.nodeListener(app) };
}

async function developmentListener() {
  const vite = await import("vite");
  const server = await vite.createServer({
    root,
    server: { middlewareMode: true },
    appType: "custom",
  });
  const load = () => server.ssrLoadModule(path.join(root, "server/app.ts"));
  const bundle = await load();
  /** @type {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void} */
  const listener = (req, res) =>
    server.middlewares(req, res, async () => {
      // Reloaded per request so edits show up without a restart.
      const { createApp, nodeListener } = await load();
      nodeListener(createApp({ mode: "development" }))(req, res);
    });
  return { config: bundle.env(), bundle, listener };
}

let started;
try {
  started = dev ? await developmentListener() : await productionListener();
} catch (error) {
  // No logger yet (no build, or a bad environment): a plain message for whoever started us.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const { config, bundle, listener } = started;
const log = bundle.logger();
if (!dev) {
  // The birthplace table takes about a second of this thread to read and index: before the
  // first visitor, not in front of one (issue 29).
  const began = performance.now();
  try {
    await bundle.placeIndex();
    log.info({ ms: Math.round(performance.now() - began) }, "birthplace table loaded");
  } catch (error) {
    // The first place search tries again; the rest of the site does not need it.
    log.error({ err: error }, "the birthplace table could not be read");
  }
}
let draining = false;
// Header size and timeouts set deliberately, and a request too big to parse answered so the
// client can read it (server/http/request-limits.ts).
const server = createServer(bundle.SERVER_LIMITS, (req, res) => {
  // While draining, answer everything but let no connection stay open for more.
  if (draining) res.setHeader("Connection", "close");
  listener(req, res);
});
server.on("clientError", bundle.answerClientError);
// HOST unset listens on every address, as Node does; behind a proxy, HOST=127.0.0.1.
const listening = () => {
  const host = !config.HOST
    ? "localhost"
    : config.HOST.includes(":")
      ? `[${config.HOST}]`
      : config.HOST;
  log.info(
    `Starcast is listening on http://${host}:${config.PORT} (${dev ? "development" : "production"})`,
  );
};
if (config.HOST) server.listen(config.PORT, config.HOST, listening);
else server.listen(config.PORT, listening);

// The daily mail's schedule and workers (ADR 023), once listening: a failure to start them is
// logged and leaves the site answering.
// A database away at start-up is tried again every 10 s, so the mail starts once it is back.
const JOBS_RETRY_MS = 10_000;
function startJobs() {
  bundle
    .startJobs()
    .then((/** @type {boolean} */ started) => started && log.info("daily mail jobs started"))
    .catch((/** @type {unknown} */ error) => {
      log.warn({ err: error }, "the daily mail jobs could not start; trying again in 10 s");
      if (!draining) setTimeout(startJobs, JOBS_RETRY_MS).unref();
    });
}
if (!dev) startJobs();

// Connections the kernel has queued but a busy server has not yet accepted would be reset by
// an immediate close(), so keep accepting for a moment, then stop and let requests finish.
const DRAIN_MS = 1_000;

let finishing = false;

/** Once the last request has its answer: close the database, write out the logs, exit. */
async function finish() {
  if (finishing) return;
  finishing = true;
  let database = "not opened";
  try {
    // The jobs in hand finish (or go back to the queue) while the database is still open.
    await bundle.stopJobs();
  } catch (error) {
    log.error({ err: error }, "stopping the job queue failed");
  }
  try {
    if (await bundle.closeDatabase()) database = "closed";
  } catch (error) {
    database = "close failed";
    log.error({ err: error }, "closing the database failed");
  }
  log.info({ database }, "stopped");
  await bundle.flushLogs();
  process.exit(0);
}

/** @param {NodeJS.Signals} signal */
function shutdown(signal) {
  if (draining) return;
  draining = true;
  log.info({ signal }, "shutting down: answering the requests in flight");
  setTimeout(() => {
    server.close(() => void finish());
    server.closeIdleConnections();
  }, DRAIN_MS);
  setTimeout(() => {
    // pino writes out what is buffered on exit.
    log.warn("still busy after 10 s; exiting anyway");
    process.exit(0);
  }, 10_000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
