// Every answer leaves through here, once: security headers, its cache policy, and compression
// for a body no handler encoded itself (cached answers and built files come encoded).
import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { pageCacheHeaders, PRIVATE } from "./cache-policy";
import { securityHeaders, STRICT_CSP } from "./security";

declare module "hono" {
  interface ContextVariableMap {
    /** The answer is a page from React Router; `shared` when from the page cache. */
    page: { shared: boolean } | undefined;
  }
}

export function finish(siteUrl: string, timeZone: string): MiddlewareHandler {
  const security = securityHeaders(siteUrl);
  const compressor = compress();
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of security) headers.set(name, value);
    // A Response the router made itself carries none of the headers set on the context.
    const id = c.get("requestId");
    if (id && !headers.has("X-Request-Id")) headers.set("X-Request-Id", id);
    // Pages bring their own CSP (a nonce or their scripts' hashes); everything else is inert.
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", STRICT_CSP);
    const page = c.get("page");
    if (page) {
      const policy = pageCacheHeaders(
        {
          shared: page.shared,
          hasCookie: c.req.header("Cookie") !== undefined,
          status: c.res.status,
          setsCookie: headers.has("Set-Cookie"),
          own: headers.get("Cache-Control"),
        },
        new Date(),
        timeZone,
      );
      for (const [name, value] of policy) {
        if (name === "Vary") headers.append(name, value);
        else headers.set(name, value);
      }
    } else if (!headers.has("Cache-Control")) {
      headers.set("Cache-Control", PRIVATE);
    }
    if (!headers.has("Content-Encoding")) await compressor(c, async () => {});
  };
}
