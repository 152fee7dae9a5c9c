// The HTTP application, in the order a request meets it: the request log, finish() around
// every answer, the address's length, then the health check, the JSON API, robots and sitemap, images, built files,
// the form checks, and React Router for every page.
import type { RequestListener } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { closeDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { flushLogs, logger } from "~/lib/logger.server";
import { OUTAGE_MESSAGES } from "~/lib/outage";
import { outageOf } from "~/lib/outage.server";
import { placeIndex } from "~/lib/places.server";
import { SHARE_PREFIX } from "~/head/share-image";
import { createApi } from "./api/index";
import { apiError } from "./api/errors";
import { createCalendarFeed } from "./feeds/calendar-feed";
import { createTransitFeed } from "./feeds/transit-feed";
import { livez, readyz } from "./ops/health";
import { finish } from "./http/finish";
import { formGuard } from "./http/form-guard";
import { configuredTrust } from "./http/client-ip";
import { requestIdOf, requestLog } from "./http/request-log";
import { answerClientError, SERVER_LIMITS, urlLimit } from "./http/request-limits";
import { staticFiles } from "./http/static-files";
import { pages } from "./pages/pages";
import { RateLimitedError, startHeavyPool } from "./pool/heavy";
import { startNewHashThreads } from "./pool/new-hashes";
import { PoolBusyError } from "./pool/pool";
import { createSeo } from "./pages/seo";
import { createShareImages } from "./share/images";
import { createTarotImages } from "./share/tarot-images";
import { createWheelDownloads } from "./share/wheel-download";
import { startJobs, stopJobs } from "./ops/jobs";

// What server/main.js needs from the bundle, besides createApp.
export { closeDatabase, env, flushLogs, logger, placeIndex, startJobs, stopJobs };
export { answerClientError, SERVER_LIMITS };

export interface AppOptions {
  /** The built client folder; absent in development, where Vite serves assets. */
  clientDir?: string;
  /** The built worker for heavy work (build/server/worker.js); absent, it runs in-process. */
  workerFile?: string;
  /** The built thread for new password hashes (build/server/hash.js); absent, libuv's threads. */
  hashWorkerFile?: string;
  mode: "development" | "production";
}

export function createApp({ clientDir, workerFile, hashWorkerFile, mode }: AppOptions) {
  const { SITE_URL, SITE_TIME_ZONE } = env();
  const trust = configuredTrust();
  const app = new Hono();
  if (workerFile) startHeavyPool(workerFile);
  if (hashWorkerFile) startNewHashThreads(hashWorkerFile);

  app.use(requestLog(trust));
  app.use(finish(SITE_URL, SITE_TIME_ZONE));
  app.use(urlLimit());
  app.get("/livez", livez);
  app.get("/readyz", readyz);
  app.get("/healthz", readyz);
  app.route("/api", createApi());
  app.route("/", createSeo());
  app.route("/", createCalendarFeed(SITE_URL, SITE_TIME_ZONE));
  app.route("/", createTransitFeed(SITE_URL, SITE_TIME_ZONE));
  app.route("/tarot/cards", createTarotImages());
  app.route(SHARE_PREFIX, createShareImages());
  app.route("/chart", createWheelDownloads());
  if (clientDir) app.use("*", staticFiles(clientDir));
  app.use("*", formGuard());
  app.all("*", pages({ mode, siteUrl: SITE_URL, timeZone: SITE_TIME_ZONE, trust }));

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    if (error instanceof PoolBusyError || error instanceof RateLimitedError) {
      // Said at once, so a flood waits in no line of ours: come back after Retry-After.
      c.header("Retry-After", String(error.retryAfterSeconds));
      const status = error instanceof RateLimitedError ? 429 : 503;
      return c.req.path.startsWith("/api/")
        ? apiError(c, status, status === 429 ? "rate_limited" : "busy", error.message)
        : c.text(error.message, status);
    }
    const outage = outageOf(error);
    if (outage) {
      // Foreseen and passing: a warning, and the visitor is told to come back.
      logger().warn({ err: error, requestId: requestIdOf(c), outage: outage.kind }, "unavailable");
      c.header("Retry-After", String(outage.retryAfterSeconds));
      const message = OUTAGE_MESSAGES[outage.kind];
      return c.req.path.startsWith("/api/")
        ? apiError(c, 503, `${outage.kind}_unavailable`, message)
        : c.text(message, 503);
    }
    logger().error({ err: error, requestId: requestIdOf(c) }, "request failed");
    return c.text("Something went wrong on our side. Please try again in a moment.", 500);
  });
  return app;
}

/** node:http's listener for the app. */
export function nodeListener(app: ReturnType<typeof createApp>): RequestListener {
  return getRequestListener(app.fetch);
}
