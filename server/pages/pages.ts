// Every page is React Router's. Anonymous pages that depend only on their address and the
// date come from the page cache, rendered once a day, and a member's own day from the member
// page cache; the rest are rendered for the visitor with a fresh CSP nonce.
import type { Context } from "hono";
import { createRequestHandler, type AppLoadContext } from "react-router";
import type { ApiCatalogue } from "~/read/api-reference.server";
import { readSession } from "~/members/sessions.server";
import { apiCatalogue } from "../api/index";
import { cacheable } from "../cache/answer-cache";
import { createMemberPageCache, isMemberPage, memberPageKey } from "../cache/member-pages";
import { createPageCache, pageKey, type CachedPage } from "../cache/page-cache";
import { clientAddress, peerAddress, type ProxyTrust } from "../http/client-address";
import { publicRequest } from "../http/public-url";
import { requestIdOf } from "../http/request-log";
import { newNonce, pageCsp } from "../http/security";
import { cacheRule } from "./page-routes";
import { loaderRun, type HeavyRun } from "../pool/heavy";

declare module "react-router" {
  interface AppLoadContext {
    /** For per-address login throttling. */
    clientIp: string;
    /** Repeated by every log line about this request, and sent back as X-Request-Id. */
    requestId: string;
    /** Heavy work, off this thread and counted against clientIp (ADR 018). */
    heavy: HeavyRun;
    /** The JSON API's endpoints and document, for /developers. */
    api: ApiCatalogue;
  }
}

export interface PageOptions {
  mode: "development" | "production";
  siteUrl: string;
  timeZone: string;
  trust: ProxyTrust;
}

export function pages({ mode, siteUrl, timeZone, trust }: PageOptions) {
  const build = () => import("virtual:react-router/server-build");
  const handleRouter = createRequestHandler(build, mode);
  // A data request (a client navigation's .data) that met an outage answers 503 too; a
  // document's status and Retry-After are set as it renders (entry.server.tsx).
  const handleRequest = async (request: Request, context: AppLoadContext) => {
    const response = await handleRouter(request, context);
    const { outage } = context;
    if (!outage || response.status < 500 || response.headers.has("Retry-After")) return response;
    const headers = new Headers(response.headers);
    headers.set("Retry-After", String(outage.retryAfterSeconds));
    return new Response(response.body, { status: 503, headers });
  };
  const cache = createPageCache(timeZone);
  const memberPages = createMemberPageCache(timeZone);
  let mayKeep: ((pathname: string) => boolean) | undefined;

  return async (c: Context) => {
    // What a render needs, made only for a render: a cached page costs no new Request (its
    // key needs only the path and query) and no client address. React Router sees the address
    // the visitor used, SITE_URL's.
    let made: Request | undefined;
    // One Request, so the root's and the page's loaders share the session lookup made here.
    const request = () => (made ??= publicRequest(c.req.raw, siteUrl));
    const context = (): AppLoadContext => {
      // The socket's address, or with TRUST_PROXY the one our own proxies vouch for.
      const clientIp = clientAddress(peerAddress(c), c.req.header("X-Forwarded-For"), trust);
      const api = apiCatalogue(siteUrl);
      return { clientIp, requestId: requestIdOf(c), heavy: loaderRun(clientIp), api };
    };
    // Vite's development scripts carry no nonce or known hash, so pages are cached and
    // CSP-protected in the build only.
    if (mode === "production") mayKeep ??= cacheRule((await build()).routes);
    const key = mayKeep ? pageKey(c.req.raw, timeZone, mayKeep) : undefined;
    if (key === undefined && mode === "production" && isMemberPage(c.req.raw)) {
      // Detached before the session is read, so the render finds that lookup made.
      const shared = detached(request());
      const session = await readSession(shared);
      const own = memberPageKey(shared, session, timeZone);
      if (own !== undefined) {
        const page = await memberPages.fetch(own, () => handleRequest(shared, context()));
        c.set("page", { shared: false });
        return answer(c, page);
      }
    }
    if (key === undefined) {
      const nonce = newNonce();
      c.set("page", { shared: false });
      const response = await handleRequest(request(), { ...context(), nonce });
      if (mode === "production" && response.headers.get("Content-Type")?.startsWith("text/html")) {
        response.headers.set("Content-Security-Policy", pageCsp({ nonce }));
      }
      return response;
    }
    // Shared by every visitor waiting on it: not cut short when the first of them goes away.
    const page = await cache.fetch(key, () => handleRequest(detached(request()), context()));
    c.set("page", { shared: page.status === 200 });
    return answer(c, page);
  };
}

/**
 * The request without the visitor's abort signal, for a render that others may share: React
 * Router answers 500 to a request aborted during its loaders, and the caches hand that render
 * to everyone who asked meanwhile. Only GETs are shared, so there is no body to carry.
 */
function detached(request: Request): Request {
  return new Request(request.url, { method: request.method, headers: request.headers });
}

/** A page from either cache. The cache policy is finish()'s to set. */
function answer(c: Context, page: CachedPage) {
  if (page.status !== 200) {
    const headers = Object.fromEntries(page.headers);
    if (page.csp) headers["Content-Security-Policy"] = page.csp;
    return page.body
      ? c.body(page.body, page.status as 404, headers)
      : c.body(null, page.status as 404, headers);
  }
  // The page's own CSP goes with a 304 too.
  const more: [string, string][] = page.csp ? [["Content-Security-Policy", page.csp]] : [];
  return cacheable(c, page.body, page.etag, undefined, page.contentType, more);
}
