// The sky for a calendar date: positions, Moon phase, aspects, ingresses and stations.
// A date's reading is cast for 12:00 UTC, the midpoint of the UTC day, so the noon sky is
// within half a day of every visitor's local noon; changes are looked for over 00:00-24:00 UTC.
import type { CalendarDate } from "~/domain/calendar-date";
import { findAspects } from "~/domain/sky/aspects";
import { minutesAfterMidnight, signedArc } from "~/domain/sky/ephemeris";
import { positions } from "~/domain/sky/positions";
import { moonPhaseOf } from "~/domain/sky/moon";
import { BODIES } from "~/domain/sky/types";
import type { BodyPosition, Ingress, Sky, Station } from "~/domain/sky/types";
import { signOfLongitude } from "~/domain/zodiac";
import type { Planet, SignSlug } from "~/domain/zodiac";
import { MINUTE } from "~/domain/time";

/** A body's longitude at 00:00, 12:00 and 24:00 UTC of the date. */
interface Track {
  body: Planet;
  start: number;
  noon: number;
  end: number;
}

export function computeSky(date: CalendarDate): Sky {
  // One AstroTime per instant, shared by all bodies (astronomy-engine caches nutation on it).
  const start = minutesAfterMidnight(date, 0);
  const noon = minutesAfterMidnight(date, 12 * 60);
  const end = minutesAfterMidnight(date, 24 * 60);
  const tracks: Track[] = BODIES.map((body) => ({
    body,
    start: positions.fast.longitude(body, start),
    noon: positions.fast.longitude(body, noon),
    end: positions.fast.longitude(body, end),
  }));

  const bodies = tracks.map(positionOf);
  const [sun, moon] = [tracks[0]!, tracks[1]!];
  return {
    date: { year: date.year, month: date.month, day: date.day },
    bodies,
    moonPhase: moonPhaseOf(
      { sun: sun.start, moon: moon.start },
      { sun: sun.noon, moon: moon.noon },
      { sun: sun.end, moon: moon.end },
    ),
    aspects: findAspects(bodies),
    ingresses: findIngresses(tracks, date),
    stations: tracks.flatMap((track) => stationOf(track, date)),
  };
}

function canStation(body: Planet): boolean {
  return body !== "Sun" && body !== "Moon";
}

function positionOf(track: Track): BodyPosition {
  // Central difference over ±12 h: the day's own 00:00 and 24:00 samples, no extra calls.
  const speed = signedArc(track.start, track.end);
  return {
    name: track.body,
    longitude: track.noon,
    sign: signOfLongitude(track.noon).slug,
    degree: track.noon % 30,
    retrograde: canStation(track.body) && speed < 0,
    speed,
  };
}

// Speed at 00:00 and at 24:00, each a ±12 h central difference; a day owns a station when the
// sign flips between them, so consecutive days agree and each station is reported once.
function stationOf(track: Track, date: CalendarDate): Station[] {
  if (!canStation(track.body) || !mayStation(track)) return [];
  const before = positions.fast.longitude(track.body, minutesAfterMidnight(date, -12 * 60));
  const after = positions.fast.longitude(track.body, minutesAfterMidnight(date, 36 * 60));
  const atStart = signedArc(before, track.noon);
  const atEnd = signedArc(track.noon, after);
  if (atStart < 0 === atEnd < 0) return [];
  return [{ body: track.body, turns: atEnd < 0 ? "retrograde" : "direct" }];
}

// Cheap filter that spares the two extra samples on ~97% of days. Fitting a parabola to the
// 00:00/12:00/24:00 samples, the speed changes sign within the day only if |speed| < |accel|/2;
// for every planet and day 1900-2100 the ratio on station days stayed under 0.51, so 2 is ample.
function mayStation({ start, noon, end }: Track): boolean {
  const speed = signedArc(start, end);
  const accel = (signedArc(noon, end) - signedArc(start, noon)) / 0.25;
  return Math.abs(speed) <= 2 * Math.abs(accel);
}

// A body that leaves a sign and returns within one day (a station on a cusp) is not reported:
// only the signs at 00:00 and 24:00 UTC are compared.
function findIngresses(tracks: readonly Track[], date: CalendarDate): Ingress[] {
  const ingresses: Ingress[] = [];
  for (const track of tracks) {
    const from = signOfLongitude(track.start).slug;
    const to = signOfLongitude(track.end).slug;
    if (from === to) continue;
    const minute = ingressMinute(track.body, date, from);
    ingresses.push({ body: track.body, from, to, time: formatMinute(date, minute) });
  }
  // String order is time order for one fixed format; the stable sort keeps BODIES order on ties.
  return ingresses.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

/**
 * The minute of the UTC day during which the body leaves `from` (0-1439), by bisection.
 * Works in either direction of travel, since it only asks "still in `from`?".
 */
function ingressMinute(body: Planet, date: CalendarDate, from: SignSlug): number {
  let inside = 0;
  let outside = 24 * 60;
  while (outside - inside > 1) {
    const mid = (inside + outside) >> 1;
    const sign = signOfLongitude(
      positions.fast.longitude(body, minutesAfterMidnight(date, mid)),
    ).slug;
    if (sign === from) inside = mid;
    else outside = mid;
  }
  return inside;
}

/** "2026-11-21T14:37Z": ISO 8601 UTC truncated to the minute, so it always falls on the date. */
function formatMinute(date: CalendarDate, minute: number): string {
  const ms = Date.UTC(date.year, date.month - 1, date.day) + minute * MINUTE;
  return `${new Date(ms).toISOString().slice(0, 16)}Z`;
}
