// The sky calendar's .ics text, apart from its route so the pool's threads (which compute it)
// load no HTTP code.
import ical from "ical-generator";
import { eventDetail, eventTitle } from "~/domain/calendar/describe";
import { eventsBetween, type EventGroup } from "~/domain/events/find";
import { retrogradePeriods } from "~/domain/calendar/planets";
import type { CalendarEvent, RetrogradePeriod } from "~/domain/calendar/types";

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

/** The feed for `today` (YYYY-MM-DD), over feedWindow(today). */
export function feedBody(today: string, groups: readonly EventGroup[], siteUrl: string): string {
  const { from, to } = feedWindow(today);
  return feedText(eventsBetween(from, to, groups), retrogradePeriods(from, to), siteUrl);
}
