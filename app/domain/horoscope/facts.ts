// The sky seen from one sign: whole-sign solar houses, the ruler, and which aspect each part gets.
import type { HouseNumber } from "~/content/horoscope/types";
import { dayNumber, toIso } from "~/domain/calendar-date";
import { hash } from "~/domain/horoscope/text";
import type { Facts, FocusPart, PartName } from "~/domain/horoscope/types";
import type { Aspect, AspectType, BodyPosition, Sky } from "~/domain/sky-types";
import { getSign } from "~/domain/zodiac";
import type { Planet, Sign, SignSlug } from "~/domain/zodiac";

/** The planets each part watches, for its planet sentence, its aspect and its rating. */
export const PART_PLANETS: Readonly<Record<FocusPart, readonly Planet[]>> = {
  love: ["Venus"],
  career: ["Mercury", "Sun", "Saturn"],
  health: ["Mars"],
  finance: ["Venus", "Jupiter"],
};

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

export function factsFor(sky: Sky, sign: Sign): Facts {
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
    aspects: claimAspects(sky.aspects, ruler.name),
  };
}

/** Two slow planets hold an aspect for months; it says nothing about a particular day. */
export function isDaily(aspect: Aspect): boolean {
  return !(SLOW.has(aspect.bodies[0]) && SLOW.has(aspect.bodies[1]));
}

export function involves(aspect: Aspect, planets: readonly Planet[]): boolean {
  return planets.includes(aspect.bodies[0]) || planets.includes(aspect.bodies[1]);
}

const PERSONAL: readonly Planet[] = ["Sun", "Moon", "Mercury", "Venus", "Mars"];

// The ruler's aspect is the most personal fact of the day, so the general part claims it
// first; then each part takes its tightest unclaimed one; the general part, if the ruler had
// none, takes the tightest aspect left among the fast bodies.
function claimAspects(
  aspects: readonly Aspect[],
  ruler: Planet,
): Partial<Record<PartName, Aspect>> {
  const daily = aspects.filter(isDaily);
  const claimed = new Set<Aspect>();
  const take = (planets: readonly Planet[]) => {
    const found = daily.find((a) => !claimed.has(a) && involves(a, planets));
    if (found) claimed.add(found);
    return found;
  };
  const result: Partial<Record<PartName, Aspect>> = {};
  const rulerAspect = take([ruler]);
  for (const part of ["love", "career", "health", "finance"] as const) {
    const found = take(PART_PLANETS[part]);
    if (found) result[part] = found;
  }
  const general = rulerAspect ?? take(PERSONAL);
  if (general) result.normal = general;
  return result;
}

/** The aspect's bodies with the one a part cares about first: "Venus trines the Moon". */
export function focusFirst(aspect: Aspect, planets: readonly Planet[]): [Planet, Planet] {
  const [a, b] = aspect.bodies;
  return planets.includes(b) && !planets.includes(a) ? [b, a] : [a, b];
}

/** A number 0..n-1 from a seed; for choices that are not picks from a list. */
export function chance(seed: string, n: number): number {
  return hash(seed) % n;
}
