// Cacheable answers (API bodies, shared pages, card art, the sitemap): a body that never
// changes under its ETag, so it is compressed once per encoding and a client holding it gets
// a 304.
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { boundedCache } from "~/lib/caches.server";
import type { Context } from "hono";

const MIN_COMPRESS_BYTES = 1024;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Brotli at quality 9 still takes milliseconds for a 40 KB feed or page, so it runs on libuv's threads,
// once per body and encoding however many requests wait for it (lru-cache's fetch).
const compressed = boundedCache<string, Uint8Array, { body: string; encoding: "br" | "gzip" }>(
  "answers.compressed",
  { fetchMethod: (_key, _stale, { context }) => compress(context.body, context.encoding) },
);

function encodingFor(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  return /\bgzip\b/.test(acceptEncoding) ? "gzip" : undefined;
}

/**
 * Brotli's window fitted to the body: its default, 4 MB (lgwin 22), made quality 9 spend
 * most of its time setting up tables for a window the body never fills (a 6 KB chart: 95 to
 * 145 ms, against 1 to 3 ms fitted, for 5 bytes more; docs/speed.md, the cold chart).
 */
export function brotliWindowBits(bytes: number): number {
  const { BROTLI_MIN_WINDOW_BITS, BROTLI_DEFAULT_WINDOW } = constants;
  return Math.min(
    BROTLI_DEFAULT_WINDOW,
    Math.max(BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16))),
  );
}

async function compress(body: string, encoding: "br" | "gzip"): Promise<Uint8Array> {
  if (encoding === "gzip") return gzipAsync(body, { level: 9 });
  const bytes = Buffer.byteLength(body);
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(bytes),
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  });
}

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

/**
 * A cacheable body as the client asked for it: 304 when it already holds it, else the body,
 * compressed (once per ETag and encoding) when it is worth it and the client takes it. Sync
 * once the compressed bytes are kept, so the hot paths wait on no promise.
 */
export function cacheable(
  c: Context,
  body: string,
  etag: string,
  /** Undefined where finish() decides, as it does for pages. */
  cacheControl: string | undefined,
  contentType: string,
  /** More headers of the resource itself (a page's CSP), sent with a 304 too. */
  more: [string, string][] = [],
) {
  if (cacheControl) c.header("Cache-Control", cacheControl);
  for (const [name, value] of more) c.header(name, value);
  c.header("Vary", "Accept-Encoding", { append: true });
  if (etagMatches(c.req.header("If-None-Match"), etag)) {
    c.header("ETag", etag);
    return c.body(null, 304);
  }
  c.header("Content-Type", contentType);
  const encoding =
    body.length >= MIN_COMPRESS_BYTES ? encodingFor(c.req.header("Accept-Encoding")) : undefined;
  if (!encoding) {
    c.header("ETag", etag);
    return c.body(body, 200);
  }
  // Each encoding is its own representation, so the tag it carries is a weak one.
  c.header("Content-Encoding", encoding);
  c.header("ETag", `W/${etag}`);
  const key = `${encoding} ${etag}`;
  const bytes = compressed.get(key);
  if (bytes) return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
  return compressed
    .fetch(key, { context: { body, encoding } })
    .then((made) => c.body(made as Uint8Array<ArrayBuffer>, 200));
}
