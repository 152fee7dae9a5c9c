// Anonymous pages that depend only on their address and the date (their route's handle says
// `cache: "public"`) are rendered once a day and then served from memory. Their CSP trusts
// their inline scripts by hash, so the bytes never change and each page is compressed once
// (answer-cache) and can be kept by a CDN.
import { boundedCache } from "~/lib/caches.server";
import { etagFor } from "~/lib/etag";
import { logger } from "~/lib/logger.server";
import { loadsScriptFiles, pageCsp, scriptHashes } from "../http/security";
import { todayIn } from "./midnight";
import { secondsToMidnight } from "~/domain/time-zone";

export interface CachedPage {
  status: number;
  /** The router's own headers. */
  headers: [string, string][];
  contentType: string;
  /** For an HTML page: its CSP, naming its inline scripts' hashes. */
  csp: string | undefined;
  body: string;
  etag: string;
}

/**
 * The cache key, or undefined when this request must be rendered for itself. `cacheable` is the
 * routes' own verdict on an address (their handle's `cache`, server/pages/page-routes.ts).
 */
export function pageKey(
  request: Request,
  timeZone: string,
  cacheable: (pathname: string) => boolean,
  now = new Date(),
): string | undefined {
  if (request.method !== "GET" || request.headers.has("cookie")) return undefined;
  const url = new URL(request.url);
  if (!cacheable(url.pathname)) return undefined;
  const params = [...url.searchParams.keys()];
  if (params.some((name) => name !== "date") || params.length > 1) return undefined;
  // "Today" moves at midnight in the site's time zone, and pages show today's reading.
  return `${todayIn(now, timeZone)} ${url.pathname}${url.search}`;
}

async function toPage(response: Response): Promise<CachedPage> {
  const body = await response.text();
  const contentType = response.headers.get("Content-Type") ?? "";
  return {
    status: response.status,
    headers: [...response.headers],
    contentType,
    csp: contentType.startsWith("text/html")
      ? pageCsp({ hashes: scriptHashes(body), files: loadsScriptFiles(body) })
      : undefined,
    body,
    etag: etagFor(body),
  };
}

export type Render = () => Promise<Response>;

/**
 * Pages by key. Concurrent first requests for one page share one render. A 200 is kept until
 * the day ends; anything else (a 404, a redirect) is answered to those waiting and not kept.
 */
export function createPageCache(
  timeZone: string,
  name: "pages.public" | "pages.member" = "pages.public",
  maxBytes?: number,
) {
  const pages = boundedCache<string, CachedPage, Render>(
    name,
    {
      fetchMethod: async (key, _stale, { context, options }) => {
        const page = await toPage(await context());
        logger().debug({ key, status: page.status }, "page rendered for the cache");
        options.ttl = page.status === 200 ? secondsToMidnight(new Date(), timeZone) * 1000 : 1;
        return page;
      },
    },
    maxBytes,
  );
  return {
    // A kept page is answered without the fetch machinery's promises.
    fetch: async (key: string, render: Render): Promise<CachedPage> =>
      pages.get(key) ?? (await pages.fetch(key, { context: render }))!,
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
