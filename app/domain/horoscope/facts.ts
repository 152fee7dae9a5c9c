// The sky seen from one sign: whole-sign solar houses, the ruler, and which aspect each part gets.
import type { HouseNumber } from "~/content/horoscope/types";
import { dayNumber, toIso } from "~/domain/calendar-date";
import { bySign } from "~/domain/events/find";
import { toneOf } from "~/domain/events/headline";
import type { Headline } from "~/domain/events/types";
import type { Facts, FocusPart } from "~/domain/horoscope/types";
import { ASPECT_ANGLES } from "~/domain/sky/aspects";
import type { Aspect, AspectType, BodyPosition, Sky } from "~/domain/sky/types";
import { getSign } from "~/domain/zodiac";
import type { Planet, Sign, SignSlug } from "~/domain/zodiac";

/**
 * The planets each part watches, for its aspect, its retrograde line and its rating; the first
 * is the one whose house the part describes.
 */
export const PART_PLANETS: Readonly<Record<FocusPart, readonly Planet[]>> = {
  love: ["Venus"],
  career: ["Sun", "Mercury", "Saturn"],
  health: ["Mars"],
  finance: ["Jupiter", "Venus"],
};

const ANGLE = Object.fromEntries(ASPECT_ANGLES) as Readonly<Record<AspectType, number>>;

const SLOW: ReadonlySet<Planet> = new Set(["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"]);

/** Whole-sign solar houses: your own sign is the 1st house, the next sign the 2nd, and so on. */
export function houseOf(bodySignIndex: number, signIndex: number): HouseNumber {
  return (((bodySignIndex - signIndex + 12) % 12) + 1) as HouseNumber;
}

export function harmonyOf(type: AspectType): "soft" | "hard" | "blend" {
  if (type === "trine" || type === "sextile") return "soft";
  if (type === "square" || type === "opposition") return "hard";
  return "blend";
}

export function factsFor(sky: Sky, sign: Sign, ranked: readonly Headline[]): Facts {
  const bodies = new Map(sky.bodies.map((b) => [b.name, b]));
  const body = (planet: Planet): BodyPosition => {
    const found = bodies.get(planet);
    if (!found) throw new Error(`The sky has no position for ${planet}`);
    return found;
  };
  const houseOfSlug = (slug: SignSlug) => houseOf(getSign(slug).index, sign.index);
  const house = (planet: Planet) => houseOfSlug(body(planet).sign);
  const iso = toIso(sky.date);
  const moon = body("Moon");
  // The traditional ruler speaks for the sign; modern co-rulers move too slowly to mark a day.
  const ruler = body(sign.rulers[0]!);
  return {
    sky,
    sign,
    iso,
    day: dayNumber(sky.date),
    moon,
    moonHouse: house("Moon"),
    ruler,
    body,
    house,
    houseOfSlug,
    seed: (salt) => `${iso}|${sign.slug}|${salt}`,
    aspects: claimAspects(sky.aspects.filter((a) => isSayable(a, body) && isNear(a, body))),
    ranked,
    headline: ranked[0]!,
    tone: toneOf(ranked[0]!),
  };
}

/** Whole signs would not show it as that aspect. */
export function isOutOfSign(aspect: Aspect, body: (planet: Planet) => BodyPosition): boolean {
  const [a, b] = aspect.bodies;
  return !bySign(body(a).longitude, body(b).longitude, ANGLE[aspect.type]);
}

// A part speaks of an aspect as today's news only within two days of exact; a slow pair can sit
// in orb for weeks, and the same aspect read every day is no news at all.
function isNear(aspect: Aspect, body: (planet: Planet) => BodyPosition): boolean {
  const [a, b] = aspect.bodies;
  return aspect.orb <= 2 * Math.abs(body(a).speed - body(b).speed);
}

// A cross-sign square or trine can be named as one; a conjunction across a sign line is two
// bodies in different houses, which the reading's houses would not call together.
function isSayable(aspect: Aspect, body: (planet: Planet) => BodyPosition): boolean {
  return aspect.type !== "conjunction" || !isOutOfSign(aspect, body);
}

/** Two slow planets hold an aspect for months; it says nothing about a particular day. */
export function isDaily(aspect: Aspect): boolean {
  return !(SLOW.has(aspect.bodies[0]) && SLOW.has(aspect.bodies[1]));
}

export function involves(aspect: Aspect, planets: readonly Planet[]): boolean {
  return planets.includes(aspect.bodies[0]) || planets.includes(aspect.bodies[1]);
}

// Each part takes its tightest unclaimed daily aspect, love first.
function claimAspects(aspects: readonly Aspect[]): Partial<Record<FocusPart, Aspect>> {
  const claimed = new Set<Aspect>();
  const result: Partial<Record<FocusPart, Aspect>> = {};
  for (const part of ["love", "career", "health", "finance"] as const) {
    const found = aspects.find(
      (a) => isDaily(a) && !claimed.has(a) && involves(a, PART_PLANETS[part]),
    );
    if (found) {
      claimed.add(found);
      result[part] = found;
    }
  }
  return result;
}

/** The aspect's bodies with the one a part cares about first: "Venus trines the Moon". */
export function focusFirst(aspect: Aspect, planets: readonly Planet[]): [Planet, Planet] {
  const [a, b] = aspect.bodies;
  return planets.includes(b) && !planets.includes(a) ? [b, a] : [a, b];
}
