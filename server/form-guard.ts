// Page form posts are read here first: a body that is not a readable form, or is too large,
// gets a clear 4xx before any action runs, so no action has to guard request.formData().
import type { MiddlewareHandler } from "hono";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const MAX_FORM_BYTES = 256 * 1024;
// An oversized body is still read (and dropped) up to here, so the client hears the 413
// instead of a reset connection; past it the connection is cut.
const MAX_DRAIN_BYTES = 8 * 1024 * 1024;

async function bodyBytes(request: Request): Promise<number> {
  const reader = request.clone().body?.getReader();
  if (!reader) return 0;
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return total;
    total += value.byteLength;
    if (total > MAX_DRAIN_BYTES) {
      await reader.cancel();
      return total;
    }
  }
}

export const formGuard: MiddlewareHandler = async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS")
    return next();
  const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) {
    return c.text(
      "Send this form as application/x-www-form-urlencoded or multipart/form-data.",
      415,
    );
  }
  if ((await bodyBytes(c.req.raw)) > MAX_FORM_BYTES) {
    return c.text("This form is too large: the limit is 256 KB.", 413);
  }
  try {
    await c.req.raw.clone().formData();
  } catch {
    return c.text("This form could not be read: its body is not valid form data.", 400);
  }
  return next();
};
