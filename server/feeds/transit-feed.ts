// GET /feeds/transits/<token>.ics : a member's own transits as a calendar feed, at the secret
// address made on their account page (app/members/transit-feeds.server.ts). An unknown, revoked or
// malformed token, or a member with no own chart, is a plain 404: nothing says which.
import { Hono } from "hono";
import { FEED_PATH, feedOwner } from "~/members/transit-feeds.server";
import { chartPage } from "~/read/chart-page.server";
import { natalOf } from "~/read/forecast.server";
import { todayIn } from "../cache/midnight";
import { clientIpOf } from "../http/client-ip";
import { heavyCache } from "../pool/heavy";
import { transitFeedWindow } from "./transit-feed-text";

// Keyed by the day and the chart's own query: the same chart's feed is made once a day.
const feeds = heavyCache("transitFeed", "feeds.transits");

export function createTransitFeed(siteUrl: string, siteZone: string) {
  const feed = new Hono();
  feed.get(`${FEED_PATH}:file`, async (c) => {
    const token = /^(.+)\.ics$/.exec(c.req.param("file"))?.[1];
    const owner = token ? await feedOwner(token) : null;
    const page = owner ? await chartPage(new URLSearchParams(owner.query)) : null;
    if (!owner || page?.kind !== "chart") return c.text("No such feed.", 404);
    const today = todayIn(new Date(), owner.timeZone ?? siteZone);
    const body = await feeds(
      `${today} ${owner.query}`,
      { natal: natalOf(page.birth), ...transitFeedWindow(today), siteUrl },
      clientIpOf(c),
    );
    c.header("Cache-Control", "private, no-store");
    c.header("X-Robots-Tag", "noindex");
    c.header("Content-Type", "text/calendar; charset=utf-8");
    return c.body(body);
  });
  return feed;
}
