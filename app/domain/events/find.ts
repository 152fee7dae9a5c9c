// The one event finder. eventsBetween: every event between two instants, by group, as the sky
// calendar, its feed and the API list them (calendar/types.ts). readingEvents: the same sky as
// the readings tell it over a span of UTC dates (events/types.ts): New and Full Moons (and
// eclipses) by the calendar's definition, apparent Moon less apparent Sun, from astronomy-engine's
// phase search (the calendar seeds from its quarters: the two agree within a second, not always
// exactly, so each keeps its own and the answers keep their digits); ingresses and
// stations as the day's sky reports them; exact aspects between the planets (the Moon's are a
// daily matter, left to the day's sky).
import {
  AstroTime,
  SearchGlobalSolarEclipse,
  SearchLunarEclipse,
  SearchMoonPhase,
} from "astronomy-engine";
import { addDays, toIso, type CalendarDate } from "~/domain/calendar-date";
import { eclipses } from "~/domain/calendar/eclipses";
import { lunationNear, lunations, moonIngresses, voids } from "~/domain/calendar/moon";
import { ingresses, stations } from "~/domain/calendar/planets";
import { seasons } from "~/domain/calendar/seasons";
import type { CalendarEvent } from "~/domain/calendar/types";
import type {
  ExactAspect,
  Lunation,
  SkyEvent,
  StationEvent,
  ZodiacPoint,
} from "~/domain/events/types";
import { computeSky } from "~/domain/sky/sky";
import { ASPECT_ANGLES } from "~/domain/sky/aspects";
import { minutesAfterMidnight, normalizeDegrees, signedArc } from "~/domain/sky/ephemeris";
import { positions } from "~/domain/sky/positions";
import { BODIES, type Sky } from "~/domain/sky/types";
import { signOfLongitude, type Planet } from "~/domain/zodiac";

const PLANETS = BODIES.filter((b) => b !== "Moon");

/** The feed's and API's names for the kinds of event, each with its finder. */
export const EVENT_GROUPS = {
  lunations: lunations,
  eclipses: eclipses,
  retrogrades: stations,
  ingresses: ingresses,
  "moon-signs": moonIngresses,
  "void-of-course": voids,
  seasons: seasons,
} satisfies Record<string, (from: number, to: number) => CalendarEvent[]>;

export type EventGroup = keyof typeof EVENT_GROUPS;
export const ALL_GROUPS = Object.keys(EVENT_GROUPS) as EventGroup[];

/** Every event of the groups from `from` until `to` (UTC milliseconds), in time order. */
export function eventsBetween(
  from: number,
  to: number,
  groups: readonly EventGroup[] = ALL_GROUPS,
): CalendarEvent[] {
  return groups
    .flatMap((group): CalendarEvent[] => EVENT_GROUPS[group](from, to))
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

export function pointOf(longitude: number): ZodiacPoint {
  return { sign: signOfLongitude(longitude).slug, degree: normalizeDegrees(longitude) % 30 };
}

/** The readings' events from 00:00 UTC on `start` for `days` days, in time order (stations at noon). */
export function readingEvents(
  start: CalendarDate,
  days: number,
  skyOf: (date: CalendarDate) => Sky = computeSky,
): SkyEvent[] {
  const dates = Array.from({ length: days }, (_, i) => addDays(start, i));
  const events: Array<SkyEvent & { at: string }> = [];
  for (const lunation of lunationsBetween(start, days))
    events.push({ ...lunation, at: lunation.time });
  for (const date of dates) {
    const sky = skyOf(date);
    for (const ingress of sky.ingresses) {
      if (ingress.body !== "Moon") events.push({ kind: "ingress", ...ingress, at: ingress.time });
    }
    for (const station of sky.stations) {
      const body = sky.bodies.find((b) => b.name === station.body)!;
      const iso = toIso(date);
      const event: StationEvent = {
        kind: "station",
        ...station,
        date: iso,
        ...pointOf(body.longitude),
      };
      events.push({ ...event, at: `${iso}T12:00Z` });
    }
    for (const aspect of exactAspectsOn(date)) events.push({ ...aspect, at: aspect.time });
  }
  events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return events.map(({ at: _at, ...event }) => event as SkyEvent);
}

function minuteIso(time: AstroTime): string {
  return `${time.date.toISOString().slice(0, 16)}Z`;
}

function lunationsBetween(start: CalendarDate, days: number): Lunation[] {
  const from = minutesAfterMidnight(start, 0);
  const until = from.AddDays(days);
  const found: Lunation[] = [];
  for (const [phase, angle] of [
    ["new", 0],
    ["full", 180],
  ] as const) {
    // astronomy-engine's search leaves out the Sun's aberration (up to 41 s late): a seed.
    let seed = SearchMoonPhase(angle, from.AddDays(-0.01), days + 0.02);
    while (seed && seed.ut < until.ut + 0.01) {
      const time = new AstroTime(new Date(lunationNear(angle, seed.date.getTime())));
      if (time.ut >= from.ut && time.ut < until.ut) {
        found.push({
          kind: "lunation",
          phase,
          time: minuteIso(time),
          ...pointOf(positions.fast.longitude("Moon", time)),
          ...eclipseAt(phase, time),
        });
      }
      seed = SearchMoonPhase(angle, seed.AddDays(1), days);
    }
  }
  return found;
}

// An eclipse's peak falls within hours of its lunation; a day either side is ample.
function eclipseAt(phase: "new" | "full", time: AstroTime): Pick<Lunation, "eclipse"> {
  const before = time.AddDays(-1);
  const eclipse = phase === "full" ? SearchLunarEclipse(before) : SearchGlobalSolarEclipse(before);
  return Math.abs(eclipse.peak.ut - time.ut) < 1 ? { eclipse: eclipse.kind } : {};
}

/** The aspects between two planets that become exact during the UTC date. */
export function exactAspectsOn(date: CalendarDate): ExactAspect[] {
  const start = minutesAfterMidnight(date, 0);
  const end = minutesAfterMidnight(date, 24 * 60);
  const at0 = new Map(PLANETS.map((p) => [p, positions.fast.longitude(p, start)]));
  const at1 = new Map(PLANETS.map((p) => [p, positions.fast.longitude(p, end)]));
  const found: ExactAspect[] = [];
  for (let i = 0; i < PLANETS.length; i++) {
    for (let j = i + 1; j < PLANETS.length; j++) {
      const [a, b] = [PLANETS[i]!, PLANETS[j]!];
      for (const [type, angle] of ASPECT_ANGLES) {
        const gap = (t0: number, t1: number) => offset(t0, t1, angle);
        const before = gap(at0.get(a)!, at0.get(b)!);
        const after = gap(at1.get(a)!, at1.get(b)!);
        // A crossing, not a wrap: the offset moves by well under 90° in a day.
        if (before === 0 || Math.sign(before) === Math.sign(after) || Math.abs(before - after) > 90)
          continue;
        const minute = crossingMinute(date, a, b, angle, before);
        const time = minutesAfterMidnight(date, minute);
        const [la, lb] = [positions.fast.longitude(a, time), positions.fast.longitude(b, time)];
        found.push({
          kind: "aspect",
          bodies: [a, b],
          type,
          time: minuteIso(time),
          signs: [pointOf(la).sign, pointOf(lb).sign],
          outOfSign: !bySign(la, lb, angle),
        });
      }
    }
  }
  return found;
}

// How far the pair is from the aspect, signed: zero when exact. The separation is folded into
// 0-180, so 60° ahead and 60° behind are both a sextile; for the conjunction and opposition the
// signed arc is used, since the folded separation touches 0 or 180 without crossing it.
function offset(la: number, lb: number, angle: number): number {
  const arc = signedArc(la, lb);
  if (angle === 0) return arc;
  if (angle === 180) return signedArc(normalizeDegrees(la + 180), lb);
  return Math.abs(arc) - angle;
}

function crossingMinute(
  date: CalendarDate,
  a: Planet,
  b: Planet,
  angle: number,
  before: number,
): number {
  let low = 0;
  let high = 24 * 60;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    const t = minutesAfterMidnight(date, mid);
    const value = offset(positions.fast.longitude(a, t), positions.fast.longitude(b, t), angle);
    if (Math.sign(value) === Math.sign(before)) low = mid;
    else high = mid;
  }
  return low;
}

/** The signs are the aspect's distance apart: what whole-sign houses would show. */
export function bySign(la: number, lb: number, angle: number): boolean {
  const apart = Math.abs(signOfLongitude(la).index - signOfLongitude(lb).index);
  return Math.min(apart, 12 - apart) * 30 === angle;
}
