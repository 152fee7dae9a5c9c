// What a CDN or a browser may keep of a page. A page is shared only when this server itself
// shares it between visitors (the page cache's anonymous, per-date pages); anything else the
// router answers, and everything for a visitor with a cookie, stays private.
import { secondsLeftToday } from "../cache/midnight";

export const PRIVATE = "private, no-store";
// Short, so a release's new asset names reach every cached page within minutes.
const SHARED_SECONDS = 300;

export interface PageAnswer {
  /** The page came from the page cache, which shares it between visitors. */
  shared: boolean;
  /** The request carried a cookie, perhaps a member's session. */
  hasCookie: boolean;
  status: number;
  /** The answer sets a cookie (a log-in, a log-out). */
  setsCookie: boolean;
  /** The Cache-Control the route chose itself, if any. */
  own: string | null;
}

/**
 * The caching headers for a page. Browsers always ask again (max-age=0: a visitor who has just
 * logged in must not get the page they saw before); shared caches may keep an anonymous page
 * until the next midnight at most, when "today" changes.
 */
export function pageCacheHeaders(
  answer: PageAnswer,
  now: Date,
  timeZone: string,
): [string, string][] {
  if (answer.hasCookie || answer.setsCookie) return [["Cache-Control", PRIVATE]];
  if (answer.shared && (answer.status === 200 || answer.status === 304)) {
    const seconds = Math.min(SHARED_SECONDS, secondsLeftToday(now, timeZone));
    // For caches that honour Vary: a request with a cookie must not be answered from here.
    return [
      ["Cache-Control", `public, max-age=0, s-maxage=${seconds}`],
      ["Vary", "Cookie"],
    ];
  }
  return [["Cache-Control", answer.own ?? PRIVATE]];
}
