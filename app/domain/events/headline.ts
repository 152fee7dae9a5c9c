// A date's headline: of everything happening in the sky that day, the event a reading leads
// with, ranked as an astrologer would (eclipse, New or Full Moon, station, ingress, exact
// aspect between planets, the weeks after a fast planet's station, then the Moon's aspects).
import type { Tone } from "~/content/daily/types";
import { addDays, dayNumber, toIso, type CalendarDate } from "~/domain/calendar-date";
import { bySign, pointOf } from "~/domain/events/find";
import type { Aftermath, Headline, MoonAspect, SkyEvent } from "~/domain/events/types";
import { ASPECT_ANGLES } from "~/domain/sky/aspects";
import { minutesAfterMidnight, signedArc } from "~/domain/sky/ephemeris";
import { positions } from "~/domain/sky/positions";
import type { AspectType, MoonPhaseName, Sky } from "~/domain/sky/types";
import type { Planet } from "~/domain/zodiac";

const SLOW: ReadonlySet<Planet> = new Set(["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"]);
const FAST_RETROGRADES: readonly Planet[] = ["Mercury", "Venus", "Mars"];
const ANGLE = Object.fromEntries(ASPECT_ANGLES) as Readonly<Record<AspectType, number>>;
// A quiet day's story follows the Moon's cycle: seeding, pushing, ripening, releasing, clearing.
const PHASE_TONES: Readonly<Record<MoonPhaseName, Tone>> = {
  "new moon": "begin",
  "waxing crescent": "begin",
  "first quarter": "tension",
  "waxing gibbous": "advance",
  "full moon": "culminate",
  "waning gibbous": "harmony",
  "last quarter": "tension",
  "waning crescent": "review",
};

// The days after a fast planet's station stay news this long; after that the part that
// watches the planet says it (every other day, so the same line is not read for weeks).
const AFTERMATH_DAYS = 3;

export function weightOf(event: Headline): number {
  switch (event.kind) {
    case "lunation":
      return event.eclipse ? 100 : 90;
    case "station":
      return SLOW.has(event.body) ? 78 : 80;
    case "ingress":
      return SLOW.has(event.body) ? 75 : 70;
    case "aspect":
      return event.bodies.every((b) => SLOW.has(b)) ? 60 : 45;
    case "aftermath":
      return 30;
    case "moon-aspect":
      return 10 - event.orb;
    case "moon-sign":
      return 0;
  }
}

export function toneOf(event: Headline): Tone {
  switch (event.kind) {
    case "lunation":
      return event.phase === "new" ? "begin" : "culminate";
    case "ingress":
      return "begin";
    case "station":
      return event.turns === "retrograde" ? "review" : "advance";
    case "aftermath":
      return event.state === "retrograde" ? "review" : "advance";
    case "moon-sign":
      return PHASE_TONES[event.phase];
    case "aspect":
    case "moon-aspect":
      return event.type === "conjunction"
        ? "merge"
        : event.type === "trine" || event.type === "sextile"
          ? "harmony"
          : "tension";
  }
}

/** The day's candidates, heaviest first: its events, the fast planets' weeks after a station, the Moon's aspects. */
export function rankDay(date: CalendarDate, sky: Sky, events: readonly SkyEvent[]): Headline[] {
  const candidates: Headline[] = [
    ...events,
    ...aftermathsOn(date, sky),
    ...moonAspects(sky),
    { kind: "moon-sign", sign: moonOf(sky).sign, phase: sky.moonPhase.name },
  ];
  // Stable: equal weights keep time order.
  return candidates
    .map((event, i) => ({ event, i, w: weightOf(event) }))
    .sort((a, b) => b.w - a.w || a.i - b.i)
    .map((c) => c.event);
}

function moonOf(sky: Sky) {
  return sky.bodies.find((b) => b.name === "Moon")!;
}

function moonAspects(sky: Sky): MoonAspect[] {
  const moon = moonOf(sky);
  return sky.aspects
    .filter((a) => a.bodies.includes("Moon"))
    .map((a) => {
      const other = a.bodies[0] === "Moon" ? a.bodies[1] : a.bodies[0];
      const body = sky.bodies.find((b) => b.name === other)!;
      return {
        kind: "moon-aspect" as const,
        other,
        type: a.type,
        orb: a.orb,
        moonSign: moon.sign,
        otherSign: body.sign,
        outOfSign: !bySign(moon.longitude, body.longitude, ANGLE[a.type]),
      };
    });
}

function aftermathsOn(date: CalendarDate, sky: Sky): Aftermath[] {
  const found: Aftermath[] = [];
  for (const planet of FAST_RETROGRADES) {
    if (sky.stations.some((s) => s.body === planet)) continue;
    const body = sky.bodies.find((b) => b.name === planet)!;
    const since = lastStation(planet, date, body.retrograde ? 120 : AFTERMATH_DAYS);
    if (!since) continue;
    const days = dayNumber(date) - dayNumber(since);
    if (days > AFTERMATH_DAYS) continue;
    found.push({
      kind: "aftermath",
      body: planet,
      state: body.retrograde ? "retrograde" : "direct",
      since: toIso(since),
      ...pointOf(body.longitude),
    });
  }
  return found;
}

/**
 * The date the planet last turned, looking back at most `limit` days. As in the day's sky, a
 * date owns a station when the motion at its 00:00 (noon before to noon) and at its 24:00
 * (noon to noon after) differ in direction.
 */
export function lastStation(
  planet: Planet,
  date: CalendarDate,
  limit: number,
): CalendarDate | undefined {
  const noon = (back: number) =>
    positions.fast.longitude(planet, minutesAfterMidnight(addDays(date, -back), 12 * 60));
  let after = noon(0);
  let atEnd = Math.sign(signedArc(after, noon(-1)));
  for (let back = 0; back < limit; back++) {
    const before = noon(back + 1);
    const atStart = Math.sign(signedArc(before, after));
    if (atStart !== atEnd) return addDays(date, -back);
    after = before;
    atEnd = atStart;
  }
  return undefined;
}
