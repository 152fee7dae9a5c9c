// The HTTP application: headers, static files, /api, then React Router for every page.
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler } from "react-router";
import { env } from "~/lib/env.server";
import { createApi } from "./api/index";
import { createTarotImages } from "./tarot-images";

export { env };

export interface AppOptions {
  /** The built client folder; absent in development, where Vite serves assets. */
  clientDir?: string;
  mode: "development" | "production";
}

export function createApp({ clientDir, mode }: AppOptions) {
  const app = new Hono();
  const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), mode);

  app.use(async (c, next) => {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
  });
  app.use(compress());

  if (clientDir) {
    // Vite hashes everything under /assets, so those files never change under one name.
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use(
      "*",
      serveStatic({
        root: clientDir,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }

  app.route("/api", createApi());
  app.route("/tarot/cards", createTarotImages());
  app.all("*", (c) => handleRequest(c.req.raw));
  return app;
}
