import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error shape of the public API: `{ error: { code, message } }`. */
export function apiError(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return c.json({ error: { code, message } }, status);
}
