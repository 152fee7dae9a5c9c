import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { Lru } from "~/lib/lru";

declare module "hono" {
  interface ContextVariableMap {
    /** The handler chose the body's encoding itself, so the compress middleware leaves it be. */
    encoded: boolean;
  }
}

// A cacheable body never changes under its ETag, so it is compressed once, not per request.
const compressed = new Lru<string, Uint8Array>(2_000);
const MIN_COMPRESS_BYTES = 1024;

function encodingFor(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  return /\bgzip\b/.test(acceptEncoding) ? "gzip" : undefined;
}

function compress(body: string, encoding: "br" | "gzip"): Uint8Array {
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(body, { level: 9 });
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

export interface CachedAnswer {
  status: 200 | 304;
  /** In the order they are sent. */
  headers: [string, string][];
  body: string | Uint8Array | null;
}

/**
 * A cacheable body as the client asked for it: 304 when it already holds it, else the body,
 * compressed (once per ETag and encoding) when it is worth it and the client takes it.
 */
export function cachedAnswer(
  request: { ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
  body: string,
  etag: string,
  cacheControl: string,
  contentType: string,
): CachedAnswer {
  const headers: [string, string][] = [["Cache-Control", cacheControl]];
  if (etagMatches(request.ifNoneMatch, etag)) {
    headers.push(["ETag", etag]);
    return { status: 304, headers, body: null };
  }
  headers.push(["Content-Type", contentType], ["Vary", "Accept-Encoding"]);
  const encoding =
    body.length >= MIN_COMPRESS_BYTES ? encodingFor(request.acceptEncoding) : undefined;
  if (!encoding) {
    headers.push(["ETag", etag]);
    return { status: 200, headers, body };
  }
  // Each encoding is its own representation, so the tag it carries is a weak one.
  headers.push(["Content-Encoding", encoding], ["ETag", `W/${etag}`]);
  const bytes = compressed.getOrCreate(`${encoding} ${etag}`, () => compress(body, encoding));
  return { status: 200, headers, body: bytes };
}

/** Answers with a cacheable body, or 304 when the client already holds it. */
export function cacheable(
  c: Context,
  body: string,
  etag: string,
  cacheControl: string,
  contentType: string,
) {
  const request = {
    ifNoneMatch: c.req.header("If-None-Match"),
    acceptEncoding: c.req.header("Accept-Encoding"),
  };
  const answer = cachedAnswer(request, body, etag, cacheControl, contentType);
  c.set("encoded", true);
  for (const [name, value] of answer.headers) c.header(name, value);
  if (answer.body === null) return c.body(null, 304);
  return c.body(answer.body as string | Uint8Array<ArrayBuffer>, 200);
}

// Making a formatter costs far more than using one, and pages ask on every answer.
const clocks = new Map<string, Intl.DateTimeFormat>();

/** Seconds until the next midnight in the time zone, when "today" changes: 1 to 86400. */
export function secondsToMidnight(now: Date, timeZone: string): number {
  let clock = clocks.get(timeZone);
  if (!clock) {
    const options = { timeZone, hour: "numeric", minute: "numeric", second: "numeric" } as const;
    clock = new Intl.DateTimeFormat("en-GB", { ...options, hourCycle: "h23" });
    clocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return 86400 - (get("hour") * 3600 + get("minute") * 60 + get("second"));
}
