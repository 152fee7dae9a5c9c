// Anonymous pages that depend only on their address and the date are rendered once and then
// served from memory. The HTML is stored split at a placeholder nonce, joined around a fresh
// one on every answer, so each response still carries its own CSP nonce.
import { dateInTimeZone, toIso } from "~/domain/calendar-date";
import { Lru } from "~/lib/lru";
import { NoncedPage } from "./nonced-page";

export const NONCE_PLACEHOLDER = "starcast-page-cache-nonce";

const CACHEABLE = [
  /^\/(about|terms|privacy|horoscopes|tarot|zodiac|tarot\/reading)?$/,
  /^\/horoscopes\/daily\/[a-z]+$/,
  /^\/tarot\/cards\/[a-z-]+$/,
  /^\/zodiac\/[a-z]+-and-[a-z]+$/,
];

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: NoncedPage;
}

export class PageCache {
  private readonly pages: Lru<string, CachedPage>;

  constructor(
    private readonly timeZone: string,
    capacity = 1_000,
  ) {
    this.pages = new Lru(capacity);
  }

  /** The cache key, or undefined when this request must be rendered for itself. */
  keyFor(request: Request): string | undefined {
    if (request.method !== "GET" || request.headers.has("cookie")) return undefined;
    const url = new URL(request.url);
    if (!CACHEABLE.some((pattern) => pattern.test(url.pathname))) return undefined;
    const params = [...url.searchParams.keys()];
    if (params.some((name) => name !== "date") || params.length > 1) return undefined;
    // "Today" moves at midnight in the site's time zone, and pages show today's reading.
    return `${toIso(dateInTimeZone(new Date(), this.timeZone))} ${url.pathname}${url.search}`;
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /**
   * Renders with the placeholder nonce. An HTML answer comes back as a page to send (kept
   * when it is a 200); anything else, such as a redirect, comes back as it is.
   */
  async render(
    key: string,
    render: (nonce: string) => Promise<Response>,
  ): Promise<CachedPage | Response> {
    const response = await render(NONCE_PLACEHOLDER);
    if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
    const body = new NoncedPage(await response.text(), NONCE_PLACEHOLDER);
    const page = { status: response.status, headers: [...response.headers], body };
    if (page.status === 200) this.pages.set(key, page);
    return page;
  }
}

/**
 * A rendered page rather than a Response. Not `instanceof Response`: @hono/node-server swaps
 * the global Response, and the router also answers with the native one.
 */
export function isCachedPage(answer: CachedPage | Response): answer is CachedPage {
  return answer.body instanceof NoncedPage;
}

export function pageWithNonce(page: CachedPage, nonce: string): Buffer {
  return page.body.plain(nonce);
}

/** A kept page (a 200) as gzip with this nonce; undefined for others, not worth deflating. */
export function gzippedWithNonce(page: CachedPage, nonce: string): Buffer | undefined {
  return page.status === 200 ? page.body.gzip(nonce) : undefined;
}
