// Cacheable answers (API bodies, shared pages, card art, the sitemap): a body that never
// changes under its ETag, so it is compressed once per encoding and a client holding it gets
// a 304.
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import { boundedCache } from "~/lib/caches.server";
import { logger } from "~/lib/logger.server";
import type { Context } from "hono";

const MIN_COMPRESS_BYTES = 1024;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Below this a body is compressed on the event loop: node's async zlib costs about 0.13 ms of
// CPU a call in streams and callbacks, more than brotli itself takes for a 6 KB chart (0.08 ms
// at quality 5, 0.14 ms at 9); a 38 KB body takes 0.6 to 0.8 ms, which goes to libuv's threads.
const SYNC_BYTES = 16 * 1024;
// Most answers are asked for once (a cold chart, a birth date's transits): the first brotli pass
// is quality 5, and a body asked for again is compressed at 9 and kept so (docs/speed.md).
const FIRST_QUALITY = 5;
const KEPT_QUALITY = 9;

type Encoding = "br" | "gzip";
interface Job {
  body: string;
  encoding: Encoding;
  quality: number;
}

// Bodies of SYNC_BYTES or more are compressed on libuv's threads, once per body and encoding
// however many requests wait for them (lru-cache's fetch).
const compressed = boundedCache<string, Uint8Array, Job>("answers.compressed", {
  fetchMethod: (_key, _stale, { context }) => compressAsync(context),
});
/** Kept bodies from the first, cheaper pass: compressed again when asked for a second time. */
const firstPass = new WeakSet<Uint8Array>();

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

function brotliOptions(body: string, quality: number) {
  const bytes = Buffer.byteLength(body);
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(bytes),
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  };
}

function compressAsync({ body, encoding, quality }: Job): Promise<Uint8Array> {
  if (encoding === "gzip") return gzipAsync(body, { level: 9 });
  return brotliAsync(body, brotliOptions(body, quality));
}

function compressSync({ body, encoding, quality }: Job): Uint8Array {
  if (encoding === "gzip") return gzipSync(body, { level: 9 });
  return brotliCompressSync(body, brotliOptions(body, quality));
}

/** The body compressed and kept under `key`: at once when small, else on libuv's threads. */
function compressOnce(key: string, job: Job): Uint8Array | Promise<Uint8Array> {
  const mark = (bytes: Uint8Array) => {
    if (job.encoding === "br" && job.quality < KEPT_QUALITY) firstPass.add(bytes);
    return bytes;
  };
  if (job.body.length >= SYNC_BYTES) {
    return compressed.fetch(key, { context: job }).then((made) => mark(made!));
  }
  const made = mark(compressSync(job));
  compressed.set(key, made);
  return made;
}

/** A first-pass body asked for again: compressed at KEPT_QUALITY, and kept in its place. */
function compressAgain(key: string, held: Uint8Array, body: string): void {
  firstPass.delete(held);
  const job: Job = { body, encoding: "br", quality: KEPT_QUALITY };
  if (body.length < SYNC_BYTES) {
    compressed.set(key, compressSync(job));
    return;
  }
  compressAsync(job).then(
    (made) => {
      if (compressed.get(key) === held) compressed.set(key, made);
    },
    // The first pass's bytes stay: the same body, a few bytes longer.
    (error: unknown) => logger().warn({ err: error }, "compressing an answer again failed"),
  );
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
  const held = compressed.get(key);
  if (held) {
    if (firstPass.has(held)) compressAgain(key, held, body);
    return c.body(held as Uint8Array<ArrayBuffer>, 200);
  }
  const quality = encoding === "br" ? FIRST_QUALITY : KEPT_QUALITY;
  const made = compressOnce(key, { body, encoding, quality });
  return made instanceof Promise
    ? made.then((bytes) => c.body(bytes as Uint8Array<ArrayBuffer>, 200))
    : c.body(made as Uint8Array<ArrayBuffer>, 200);
}
