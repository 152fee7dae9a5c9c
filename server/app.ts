// The HTTP application: headers, static files, /api, then React Router for every page.
import type { RequestListener } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { getConnInfo } from "@hono/node-server/conninfo";
import { createRequestHandler } from "react-router";
import { closeDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { flushLogs, logger } from "~/lib/logger.server";
import { SHARE_PREFIX } from "~/lib/share-image";
import { createDailyLane } from "./api/daily-lane";
import { createApi } from "./api/index";
import { pageCacheHeaders } from "./cache-policy";
import { clientAddress } from "./client-address";
import { formGuard } from "./form-guard";
import { healthz } from "./health";
import { gzippedWithNonce, isCachedPage, PageCache, pageWithNonce } from "./page-cache";
import { COMPRESSIBLE } from "./http/precompress.js";
import { requestLog, type RequestVariables } from "./request-log";
import { sameOrigin } from "./same-origin";
import { newNonce, pageCsp, securityHeaders } from "./security";
import { createSeo } from "./seo";
import { createShareImages } from "./share/images";
import { createTarotImages } from "./share/tarot-images";

// What server/main.js needs from the bundle, besides createApp.
export { closeDatabase, env, flushLogs, logger };

declare module "react-router" {
  interface AppLoadContext {
    /** For per-address login throttling. */
    clientIp: string;
    /** Repeated by every log line about this request, and sent back as X-Request-Id. */
    requestId: string;
  }
}

export interface AppOptions {
  /** The built client folder; absent in development, where Vite serves assets. */
  clientDir?: string;
  mode: "development" | "production";
}

export function createApp({ clientDir, mode }: AppOptions) {
  const app = new Hono<{ Variables: RequestVariables }>();
  const handleRequest = createRequestHandler(
    () => import("virtual:react-router/server-build"),
    mode,
  );
  const headers = securityHeaders(env().SITE_URL);
  const { SITE_TIME_ZONE, TRUST_PROXY } = env();

  app.use(requestLog(TRUST_PROXY));
  // Headers are set before the handler runs: touching a finished response's headers makes
  // @hono/node-server build a full web Response, which costs a third of the API's speed.
  app.use((c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    return next();
  });
  // Compresses what no handler encoded itself (cached API bodies, pages and built files do).
  const compressor = compress();
  app.use(async (c, next) => {
    await next();
    if (c.get("encoded") || !c.req.header("Accept-Encoding")) return;
    await compressor(c, async () => {});
  });

  app.get("/healthz", healthz);
  app.route("/api", createApi());
  app.route("/", createSeo());
  app.route("/tarot/cards", createTarotImages());
  app.route(SHARE_PREFIX, createShareImages());
  // After the API, which is read-only and open to every origin; before anything that changes state.
  app.use(sameOrigin());

  if (clientDir) {
    // The build writes .br and .gz copies of text files (server/http/precompress.js).
    const files = (cacheControl: string) =>
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (path, c) => {
          c.set("encoded", true);
          c.header("Cache-Control", cacheControl);
          if (COMPRESSIBLE.test(path)) c.header("Vary", "Accept-Encoding");
        },
      });
    // Vite hashes everything under /assets, so those files never change under one name.
    const immutable = files("public, max-age=31536000, immutable");
    const hourly = files("public, max-age=3600");
    // Only paths that look like files touch the disk; pages go straight to the router.
    app.use("*", (c, next) => {
      const { path } = c.req;
      if (path.startsWith("/assets/")) return immutable(c, next);
      return /\.[a-z0-9]+$/i.test(path) ? hourly(c, next) : next();
    });
  }

  const pages = new PageCache(SITE_TIME_ZONE);
  app.use("*", formGuard);

  app.all("*", async (c) => {
    const nonce = newNonce();
    // The socket's address, or with TRUST_PROXY the one our own proxies vouch for.
    const clientIp = clientAddress(
      getConnInfo(c).remote.address,
      c.req.header("X-Forwarded-For"),
      TRUST_PROXY,
    );
    const requestId = c.get("requestId");
    const render = (withNonce: string) =>
      handleRequest(c.req.raw, { nonce: withNonce, clientIp, requestId });
    const key = pages.keyFor(c.req.raw);
    const answer =
      key === undefined || mode !== "production"
        ? await render(nonce)
        : (pages.get(key) ?? (await pages.render(key, render)));
    const caching = (status: number, own: Headers | Map<string, string>) =>
      pageCacheHeaders(
        {
          shared: key !== undefined,
          hasCookie: c.req.header("Cookie") !== undefined,
          status,
          setsCookie: own.has("set-cookie"),
          own: own.get("cache-control") ?? null,
        },
        new Date(),
        SITE_TIME_ZONE,
      );
    if (!isCachedPage(answer)) {
      // The router's own Response does not carry the headers prepared on the context.
      for (const [name, value] of headers) answer.headers.set(name, value);
      for (const [name, value] of caching(answer.status, answer.headers))
        answer.headers.set(name, value);
      answer.headers.set("X-Request-Id", requestId);
      // Vite's development scripts carry no nonce, so the page CSP applies to the build only.
      if (mode === "production" && answer.headers.get("Content-Type")?.startsWith("text/html")) {
        answer.headers.set("Content-Security-Policy", pageCsp(nonce));
      }
      return answer;
    }
    // A rendered page goes out through Hono's light path, with the headers prepared on c.
    for (const [name, value] of answer.headers) c.header(name, value);
    for (const [name, value] of caching(answer.status, new Map(answer.headers)))
      c.header(name, value);
    c.header("Content-Security-Policy", pageCsp(nonce));
    const gzip = /\bgzip\b/.test(c.req.header("Accept-Encoding") ?? "");
    const gzipped = gzip ? gzippedWithNonce(answer, nonce) : undefined;
    if (gzipped) {
      c.set("encoded", true);
      c.header("Content-Encoding", "gzip");
    }
    c.header("Vary", "Accept-Encoding", { append: true });
    const body = gzipped ?? pageWithNonce(answer, nonce);
    return c.body(body as Uint8Array<ArrayBuffer>, answer.status as 200);
  });
  return app;
}

/**
 * node:http's listener for the app: the daily-reading lane first (ADR 010), then Hono. Should
 * the lane fail before writing anything, Hono answers the request as it would any other.
 */
export function nodeListener(app: ReturnType<typeof createApp>): RequestListener {
  const { SITE_URL, TRUST_PROXY } = env();
  const lane = createDailyLane(securityHeaders(SITE_URL), TRUST_PROXY);
  const hono = getRequestListener(app.fetch);
  return (req, res) => {
    try {
      if (lane(req, res)) return;
    } catch (error) {
      logger().error({ err: error }, "the daily reading lane failed");
      if (res.headersSent) return void res.destroy();
    }
    void hono(req, res);
  };
}
