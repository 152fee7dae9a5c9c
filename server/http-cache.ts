import type { Context } from "hono";

/**
 * Whether If-None-Match names this ETag. Compression turns our strong ETags weak on the way
 * out (W/"..."), and a client may send a list, so compare the opaque parts.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/** Answers with a cacheable body, or 304 when the client already holds it. */
export function cacheable(c: Context, body: string, etag: string, cacheControl: string, contentType: string) {
  c.header("Cache-Control", cacheControl);
  c.header("ETag", etag);
  if (etagMatches(c.req.header("If-None-Match"), etag)) return c.body(null, 304);
  return c.body(body, 200, { "Content-Type": contentType });
}
