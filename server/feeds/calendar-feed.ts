// GET /calendar.ics?events= : the sky calendar as a feed calendar apps subscribe to, from the
// start of last month to the end of the month a year from now: twelve full months after today,
// and more. Each event's UID is its kind, body and instant, so an app that refreshes the feed
// updates the same events rather than adding copies.
import { Hono } from "hono";
import type { EventGroup } from "~/domain/events/find";
import { etagFor } from "~/lib/etag";
import { todayIn } from "../cache/midnight";
import { cacheable } from "../cache/answer-cache";
import { apiError } from "../api/errors";
import { parseEventGroups } from "../api/calendar";
import { queryValues } from "../api/params";
import { clientIpOf } from "../http/client-ip";
import { heavyCache } from "../pool/heavy";

const FEED_GROUPS: readonly EventGroup[] = [
  "lunations",
  "eclipses",
  "retrogrades",
  "ingresses",
  "seasons",
];
// Calendar apps poll every few hours; the window moves a day at a time.
const CACHE_CONTROL = "public, max-age=3600";

// Keyed by the day and the kinds as a set (parseEventGroups puts them in one order): 127
// choices of kinds, and only today's are asked for.
const feeds = heavyCache("calendarFeed", "feeds.calendar", (body) => ({
  body,
  etag: etagFor(body),
}));

export function createCalendarFeed(siteUrl: string, timeZone: string) {
  const feed = new Hono();
  feed.get("/calendar.ics", async (c) => {
    // Without a choice, the events people plan by; Moon signs and voids only when asked for.
    const groups = parseEventGroups(queryValues(c), FEED_GROUPS);
    if ("code" in groups) return apiError(c, 400, groups.code, groups.message);
    const today = todayIn(new Date(), timeZone);
    const answer = await feeds(
      `${today} ${groups.join(",")}`,
      { today, groups, siteUrl },
      clientIpOf(c),
    );
    return cacheable(c, answer.body, answer.etag, CACHE_CONTROL, "text/calendar; charset=utf-8");
  });
  return feed;
}
