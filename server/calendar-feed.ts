// GET /calendar.ics?events= : the sky calendar as a feed calendar apps subscribe to, from the
// start of last month to the end of the month a year from now: twelve full months after today,
// and more. Each event's UID is its kind, body and instant, so an app that refreshes the feed
// updates the same events rather than adding copies.
import { Hono } from "hono";
import ical from "ical-generator";
import { LRUCache } from "lru-cache";
import { eventDetail, eventTitle } from "~/domain/calendar/describe";
import { eventsBetween, type EventGroup } from "~/domain/calendar/events";
import { retrogradePeriods } from "~/domain/calendar/planets";
import type { CalendarEvent, RetrogradePeriod } from "~/domain/calendar/types";
import { todayIn } from "./cache/midnight";
import { cacheable } from "./cache/answer-cache";
import { apiError } from "./api/errors";
import { parseEventGroups } from "./api/calendar";
import { queryValues } from "./api/params";
import { etagFor } from "~/lib/etag";

const FEED_GROUPS: readonly EventGroup[] = [
  "lunations",
  "eclipses",
  "retrogrades",
  "ingresses",
  "seasons",
];
// Calendar apps poll every few hours; the window moves a day at a time.
const CACHE_CONTROL = "public, max-age=3600";

function uid(event: CalendarEvent, host: string): string {
  const who = "body" in event ? `-${event.body.toLowerCase()}` : "";
  const what = event.kind === "lunation" ? `${event.phase.replace(" ", "-")}-moon` : event.kind;
  return `${what}${who}-${event.time.replace(/[-:]/g, "")}@${host}`;
}

/** The UTC instant as an ICS line shows it: 2026-11-24 14:54 UTC. */
const utcClock = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export function feedText(
  events: readonly CalendarEvent[],
  periods: readonly RetrogradePeriod[],
  siteUrl: string,
): string {
  const host = new URL(siteUrl).host;
  const calendar = ical({
    name: "Starcast sky calendar",
    description:
      "Moon phases, eclipses, retrogrades, planets changing sign, equinoxes and solstices, " +
      "from the first of last month to the end of the month a year from now.",
    prodId: { company: "Starcast", product: "Sky calendar", language: "EN" },
    url: `${siteUrl}/calendar`,
    ttl: 6 * 3600,
  });
  for (const event of events) {
    const period = periods.find(
      (p) => p.retrograde.time === event.time || p.direct.time === event.time,
    );
    const detail = eventDetail(event, utcClock, period);
    calendar.createEvent({
      id: uid(event, host),
      start: new Date(event.time),
      end: new Date(event.kind === "void" ? event.end : event.time),
      // The event's own instant: the same bytes on every refresh, so nothing looks changed.
      stamp: new Date(event.time),
      summary: eventTitle(event),
      ...(detail ? { description: detail } : {}),
      url: `${siteUrl}/calendar/${event.time.slice(0, 4)}/${event.time.slice(5, 7)}`,
    });
  }
  return calendar.toString();
}

/**
 * The feed's stretch for a day (YYYY-MM-DD): from the first of the month before to the end of the
 * same month next year, so it always holds at least the twelve months from today.
 */
export function feedWindow(today: string): { from: number; to: number } {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return { from: Date.UTC(year, month - 2, 1), to: Date.UTC(year + 1, month, 1) };
}

const feeds = new LRUCache<string, { body: string; etag: string }>({ max: 64 });

export function createCalendarFeed(siteUrl: string, timeZone: string) {
  const feed = new Hono();
  feed.get("/calendar.ics", (c) => {
    // Without a choice, the events people plan by; Moon signs and voids only when asked for.
    const chosen = parseEventGroups(queryValues(c), FEED_GROUPS);
    if ("code" in chosen) return apiError(c, 400, chosen.code, chosen.message);
    const today = todayIn(new Date(), timeZone);
    const key = `${today} ${chosen.join(",")}`;
    let answer = feeds.get(key);
    if (!answer) {
      const { from, to } = feedWindow(today);
      const body = feedText(eventsBetween(from, to, chosen), retrogradePeriods(from, to), siteUrl);
      answer = { body, etag: etagFor(body) };
      feeds.set(key, answer);
    }
    return cacheable(c, answer.body, answer.etag, CACHE_CONTROL, "text/calendar; charset=utf-8");
  });
  return feed;
}
