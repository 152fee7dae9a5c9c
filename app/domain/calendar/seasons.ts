// The equinoxes and solstices: the Sun's apparent longitude (full VSOP87, precise.ts) at 0° of
// Aries, Cancer, Libra and Capricorn. astronomy-engine's times, within a minute, are the seeds.
import { Seasons } from "astronomy-engine";
import { signedArc } from "~/domain/sky/ephemeris";
import { positions } from "~/domain/sky/positions";
import { HOUR } from "~/domain/time";
import { bisect, isoSecond } from "./search";
import type { SeasonEvent } from "./types";

const sun = positions.exact.longitude("Sun");

export function seasons(from: number, to: number): SeasonEvent[] {
  const found: SeasonEvent[] = [];
  for (let year = new Date(from).getUTCFullYear(); year <= new Date(to).getUTCFullYear(); year++) {
    const s = Seasons(year);
    for (const [name, seed, target] of [
      ["March equinox", s.mar_equinox, 0],
      ["June solstice", s.jun_solstice, 90],
      ["September equinox", s.sep_equinox, 180],
      ["December solstice", s.dec_solstice, 270],
    ] as const) {
      const near = seed.date.getTime();
      const ms = bisect((t) => signedArc(target, sun(t)) < 0, near - HOUR, near + HOUR);
      if (ms >= from && ms < to) found.push({ kind: "season", time: isoSecond(ms), name });
    }
  }
  return found;
}
