// The built client's files. The build writes .br and .gz copies of text files, served as the
// client accepts them; only paths that look like files touch the disk.
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE } from "./precompress.js";

export function staticFiles(clientDir: string): MiddlewareHandler {
  const files = (cacheControl: string) =>
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (path, c) => {
        c.header("Cache-Control", cacheControl);
        if (COMPRESSIBLE.test(path)) c.header("Vary", "Accept-Encoding");
      },
    });
  // Vite hashes everything under /assets, so those files never change under one name.
  const immutable = files("public, max-age=31536000, immutable");
  const hourly = files("public, max-age=3600");
  return (c, next) => {
    const { path } = c.req;
    const isAsset = path.startsWith("/assets/");
    if (!isAsset && !/\.[a-z0-9]+$/i.test(path)) return next();
    // Our files are small, so a Range is answered with the whole file, as HTTP allows;
    // serveStatic's own range handling answers 500 to an unsatisfiable one.
    if (c.req.raw.headers.has("Range")) {
      const headers = new Headers(c.req.raw.headers);
      headers.delete("Range");
      c.req.raw = new Request(c.req.raw, { headers });
    }
    return isAsset ? immutable(c, next) : hourly(c, next);
  };
}
