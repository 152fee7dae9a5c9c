// A member's own day, /today, rendered once per member, day and everything of theirs it shows,
// then served from memory. The key is made from the member's session as the database (or the
// session's kept lookup) gives it for this request, so a change they make (their name, zone or
// own chart) is a new key at once, and no two members share one. Rendered without a nonce, its
// CSP trusts its inline scripts by hash, as the shared pages' does; the answer stays private.
import { toIso } from "~/domain/calendar-date";
import { dateInTimeZone } from "~/domain/time-zone";
import type { SessionRead } from "~/members/sessions.server";
import { createPageCache } from "./page-cache";

const MEMBER_PAGES = new Set(["/today"]);
/** A member page this cache may answer: a GET of its address, with at most a date. */
export function isMemberPage(request: Request): boolean {
  if (request.method !== "GET" || !request.headers.has("cookie")) return false;
  const url = new URL(request.url);
  if (!MEMBER_PAGES.has(url.pathname)) return false;
  const params = [...url.searchParams.keys()];
  return params.length === 0 || (params.length === 1 && params[0] === "date");
}

/** The key of a member page (isMemberPage) for this session, or undefined for no member. */
export function memberPageKey(
  request: Request,
  { member, ownChart, clearCookie }: SessionRead,
  siteTimeZone: string,
  now = new Date(),
): string | undefined {
  if (!member || clearCookie) return undefined;
  const url = new URL(request.url);
  const zone = member.timeZone ?? siteTimeZone;
  // What the page shows of the member (the root's header and the day's loader), and "today" in
  // their zone, which moves at their midnight.
  return JSON.stringify([
    member.id,
    member.firstName,
    member.zodiacSign,
    zone,
    toIso(dateInTimeZone(now, zone)),
    ownChart?.id,
    ownChart?.label,
    ownChart?.query,
    url.pathname + url.search,
  ]);
}

export function createMemberPageCache(timeZone: string) {
  // A day's page is about 40 KB of HTML: its budget keeps some 200 members' days.
  return createPageCache(timeZone, "pages.member");
}
