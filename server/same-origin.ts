// Cross-site request forgery guard: a state-changing request must come from one of our pages.
import type { MiddlewareHandler } from "hono";
import { env } from "~/lib/env.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** The origins a form may be posted from: SITE_URL's, and outside production the request's own. */
export function allowedOrigins(request: Request): Set<string> {
  const { SITE_URL, NODE_ENV } = env();
  const allowed = new Set([new URL(SITE_URL).origin]);
  if (NODE_ENV !== "production") allowed.add(new URL(request.url).origin);
  return allowed;
}

export function isSameOrigin(request: Request): boolean {
  // Browsers send Origin on every POST; Referer stands in where a privacy setting strips it.
  const origin =
    originOf(request.headers.get("Origin") ?? undefined) ??
    originOf(request.headers.get("Referer") ?? undefined);
  return origin !== undefined && allowedOrigins(request).has(origin);
}

export function sameOrigin(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || isSameOrigin(c.req.raw)) return next();
    return c.text(
      "This form was sent from another site, so Starcast refused it. Open the page on Starcast and try again.",
      403,
    );
  };
}
