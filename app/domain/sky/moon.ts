// The Moon's phase for a date, from the Sun-Moon elongation.
import type { MoonPhase, MoonPhaseName } from "~/domain/sky/types";
import { normalizeDegrees } from "~/domain/sky/ephemeris";

/** Longitudes of the Sun and Moon at one instant, degrees. */
export interface Luminaries {
  sun: number;
  moon: number;
}

const PRINCIPAL: ReadonlyArray<[number, MoonPhaseName]> = [
  [0, "new moon"],
  [90, "first quarter"],
  [180, "full moon"],
  [270, "last quarter"],
];

const BETWEEN: readonly MoonPhaseName[] = [
  "waxing crescent",
  "waxing gibbous",
  "waning gibbous",
  "waning crescent",
];

function elongationOf({ sun, moon }: Luminaries): number {
  return normalizeDegrees(moon - sun);
}

/**
 * The phase for a date given the luminaries at 00:00, 12:00 and 24:00 UTC.
 * A principal phase names the whole UTC date on which it is exact, as almanacs print it;
 * otherwise the noon elongation's quadrant picks the crescent or gibbous name.
 */
export function moonPhaseOf(start: Luminaries, noon: Luminaries, end: Luminaries): MoonPhase {
  const elongation = elongationOf(noon);
  // The Moon always gains on the Sun (10-15° a day), so the day's sweep is the forward arc.
  const from = elongationOf(start);
  const sweep = normalizeDegrees(elongationOf(end) - from);
  // Half-open [start, end): an event exactly at midnight belongs to the day it opens.
  const principal = PRINCIPAL.find(([target]) => normalizeDegrees(target - from) < sweep);
  const name = principal ? principal[1] : BETWEEN[Math.floor(elongation / 90)]!;
  const illumination = (1 - Math.cos((elongation * Math.PI) / 180)) / 2;
  return { name, illumination: Math.round(illumination * 1000) / 1000, elongation };
}
