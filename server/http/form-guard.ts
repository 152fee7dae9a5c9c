// State-changing requests are checked here, before any page action runs: they must come from
// one of our pages (hono/csrf), stay small (hono/body-limit) and be a readable form, so no
// action has to guard request.formData(); and none starts while the disk is full.
import type { Duplex, Readable } from "node:stream";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { csrf } from "hono/csrf";
import type { HttpBindings } from "@hono/node-server";
import { env } from "~/lib/env.server";
import { OUTAGE_MESSAGES } from "~/lib/outage";
import { storageFull } from "~/lib/outage.server";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
// Our forms need a few kilobytes; anything near this is not a visitor filling one in.
export const MAX_FORM_BYTES = 64 * 1024;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// After refusing a body, what the client still sends is read and dropped for this long (or
// this much) before the connection is cut, so that it hears the answer rather than a reset.
const LINGER_MS = 1_000;
const LINGER_BYTES = 2 * 1024 * 1024;

/** The origins a form may be posted from: SITE_URL's, and outside production the request's own. */
export function isAllowedOrigin(origin: string, c: Context): boolean {
  const { SITE_URL, NODE_ENV } = env();
  if (origin === new URL(SITE_URL).origin) return true;
  return NODE_ENV !== "production" && origin === new URL(c.req.url).origin;
}

const FOREIGN =
  "This form was sent from another site, so Starcast refused it. Open the page on Starcast and try again.";

async function readableForm(c: Context, next: () => Promise<void>) {
  const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) {
    return c.text(
      "Send this form as application/x-www-form-urlencoded or multipart/form-data.",
      415,
    );
  }
  try {
    await c.req.raw.clone().formData();
  } catch {
    return c.text("This form could not be read: its body is not valid form data.", 400);
  }
  // With no room on DATA_DIR's disk a form's rows (or its mail in the outbox) could be written
  // in part: refused before its action begins. Checked every two seconds at most.
  if (await storageFull()) {
    c.header("Retry-After", "60");
    return c.text(OUTAGE_MESSAGES.storage, 503);
  }
  await next();
}

/**
 * Closes the connection once the refusal has gone out, the way nginx does: the answer says
 * `Connection: close` (so no client sends another request on it), then a FIN, then the rest is
 * read and dropped for a moment. Closing with unread data would reset the connection, and a
 * client still sending could lose the answer.
 */
export function closeAfterAnswer(c: Context): void {
  const { incoming, outgoing } = (c.env ?? {}) as Partial<HttpBindings>;
  if (!incoming || !outgoing) return;
  c.header("Connection", "close");
  outgoing.once("finish", () => {
    const socket = incoming.socket;
    // For `Connection: close` node:http has ended the socket and will destroy it once the FIN
    // is out, which resets a client still sending; the lingering below takes that over.
    socket.removeListener("finish", socket.destroy);
    socket.end();
    linger(socket, incoming);
  });
}

/**
 * After an answer has been sent and the socket ended: reads and drops what the client still
 * sends, for LINGER_MS or LINGER_BYTES, then destroys the socket, so a client still writing
 * reads the answer instead of a reset. `from` is the stream the bytes arrive on.
 */
export function linger(socket: Duplex, from: Readable = socket) {
  let dropped = 0;
  const cut = setTimeout(() => socket.destroy(), LINGER_MS);
  socket.once("close", () => clearTimeout(cut));
  from.on("data", (chunk: Buffer) => {
    if ((dropped += chunk.length) > LINGER_BYTES) socket.destroy();
  });
  from.resume();
}

export function formGuard(): MiddlewareHandler {
  // hono/csrf checks form-like content types only; anything else readableForm refuses.
  const sameSite = csrf({ origin: isAllowedOrigin });
  const limit = bodyLimit({
    maxSize: MAX_FORM_BYTES,
    onError: (c) => {
      closeAfterAnswer(c);
      return c.text(`This form is too large: the limit is ${MAX_FORM_BYTES / 1024} KB.`, 413);
    },
  });
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    try {
      await sameSite(c, async () => {});
    } catch {
      return c.text(FOREIGN, 403);
    }
    return limit(c, async () => {
      const refused = await readableForm(c, next);
      if (refused) c.res = refused;
    });
  };
}
