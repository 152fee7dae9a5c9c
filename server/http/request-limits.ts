// How big and how slow a request may be, and the answers past those bounds. node:http refuses
// a request line and headers over maxHeaderSize itself, but with no body and by destroying the
// socket while the client may still be sending, which resets the connection: the client reads
// `write EPIPE` instead of the answer (issue 42). Here it hears a 414 or 431 it can read.
import type { Duplex } from "node:stream";
import type { MiddlewareHandler } from "hono";
import { closeAfterAnswer, linger } from "./form-guard";

/** The request line and headers together: node:http's default, made deliberate. */
export const MAX_HEADER_BYTES = 16 * 1024;
/** The longest address served; ours stay under 1 KB, and nginx's default buffer is 8 KB. */
export const MAX_URL_LENGTH = 8 * 1024;

/** node:http's options for the server (server/main.js). */
export const SERVER_LIMITS = {
  maxHeaderSize: MAX_HEADER_BYTES,
  // A client that has not sent its headers in 20 s, or its whole request in 60 s (forms are at
  // most 64 KB), is holding a connection, not using it. Node's defaults are 60 s and 300 s.
  headersTimeout: 20_000,
  requestTimeout: 60_000,
} as const;

const TOO_LONG = `This address is too long: Starcast reads at most ${MAX_URL_LENGTH / 1024} KB of it.`;
const TOO_LARGE = `This request's address and headers are too large: together they may be at most ${MAX_HEADER_BYTES / 1024} KB.`;

/** 414 for an address past MAX_URL_LENGTH, before any route reads it. */
export function urlLimit(): MiddlewareHandler {
  return async (c, next) => {
    const { incoming } = (c.env ?? {}) as { incoming?: { url?: string } };
    const length = incoming?.url?.length ?? c.req.url.length - new URL(c.req.url).origin.length;
    if (length <= MAX_URL_LENGTH) return next();
    closeAfterAnswer(c);
    return c.text(TOO_LONG, 414);
  };
}

function rawAnswer(status: number, reason: string, body: string): string {
  return [
    `HTTP/1.1 ${status} ${reason}`,
    "Content-Type: text/plain; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    "X-Content-Type-Options: nosniff",
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

// node:http reports each further chunk of a refused request again; the first one answers.
const answered = new WeakSet<Duplex>();

/**
 * node:http's `clientError`: a request it could not parse. Over maxHeaderSize the answer is 414
 * when the request line alone is too long and 431 otherwise, then the socket is ended and what
 * the client still sends is read and dropped for a moment (as form-guard does for bodies), so
 * it reads the answer rather than a reset. Anything else is answered as node:http would.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: Buffer },
  socket: Duplex,
): void {
  if (answered.has(socket)) return;
  answered.add(socket);
  // A response already started on this connection cannot be followed by another.
  const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const head = error.rawPacket?.subarray(0, MAX_HEADER_BYTES).toString("latin1") ?? "";
  const overflow = error.code === "HPE_HEADER_OVERFLOW";
  const lineTooLong = overflow && /^[A-Z]+ /.test(head) && !head.includes("\r\n");
  socket.end(
    lineTooLong
      ? rawAnswer(414, "URI Too Long", TOO_LONG)
      : overflow
        ? rawAnswer(431, "Request Header Fields Too Large", TOO_LARGE)
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? rawAnswer(408, "Request Timeout", "This request took too long to arrive.")
          : rawAnswer(400, "Bad Request", "This request could not be read as HTTP."),
  );
  linger(socket);
}
