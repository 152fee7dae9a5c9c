// The HTTP application: headers, static files, /api, then React Router for every page.
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { getConnInfo } from "@hono/node-server/conninfo";
import { createRequestHandler } from "react-router";
import { env } from "~/lib/env.server";
import { createApi } from "./api/index";
import { sameOrigin } from "./same-origin";
import { createTarotImages } from "./tarot-images";

export { env };

const SECURITY_HEADERS: [string, string][] = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
];

declare module "react-router" {
  interface AppLoadContext {
    /** For per-address login throttling. */
    clientIp: string;
  }
}

export interface AppOptions {
  /** The built client folder; absent in development, where Vite serves assets. */
  clientDir?: string;
  mode: "development" | "production";
}

export function createApp({ clientDir, mode }: AppOptions) {
  const app = new Hono();
  const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), mode);

  // Headers are set before the handler runs: touching a finished response's headers makes
  // @hono/node-server build a full web Response, which costs a third of the API's speed.
  app.use((c, next) => {
    for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
    return next();
  });
  const compressor = compress();
  app.use((c, next) => (c.req.header("Accept-Encoding") ? compressor(c, next) : next()));

  app.route("/api", createApi());
  app.route("/tarot/cards", createTarotImages());
  // After the API, which is read-only and open to every origin; before anything that changes state.
  app.use(sameOrigin());

  if (clientDir) {
    // Vite hashes everything under /assets, so those files never change under one name.
    const immutable = serveStatic({
      root: clientDir,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    });
    const hourly = serveStatic({
      root: clientDir,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
    });
    // Only paths that look like files touch the disk; pages go straight to the router.
    app.use("*", (c, next) => {
      const { path } = c.req;
      if (path.startsWith("/assets/")) return immutable(c, next);
      return /\.[a-z0-9]+$/i.test(path) ? hourly(c, next) : next();
    });
  }

  app.all("*", async (c) => {
    // The router's own Response does not carry the headers prepared on the context.
    // The socket's address, not X-Forwarded-For, which any client can write.
    const clientIp = getConnInfo(c).remote.address ?? "unknown";
    const response = await handleRequest(c.req.raw, { clientIp });
    for (const [name, value] of SECURITY_HEADERS) response.headers.set(name, value);
    return response;
  });
  return app;
}
