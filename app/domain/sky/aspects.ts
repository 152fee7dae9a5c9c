// Major aspects between the ten bodies at one instant.
import type { Aspect, AspectType } from "~/domain/sky/types";
import { normalizeDegrees } from "~/domain/sky/ephemeris";
import type { Planet } from "~/domain/zodiac";

/** Each major aspect and its exact angle, strongest-looking first. */
export const ASPECT_ANGLES: ReadonlyArray<[AspectType, number]> = [
  ["conjunction", 0],
  ["sextile", 60],
  ["square", 90],
  ["trine", 120],
  ["opposition", 180],
];

// Common modern orbs: the luminaries get the widest (8°), other pairs 6°, and the sextile,
// the weakest major aspect, a flat 4° so it does not crowd out the stronger ones.
export function maxOrb(type: AspectType, a: Planet, b: Planet): number {
  if (type === "sextile") return 4;
  const luminary = (p: Planet) => p === "Sun" || p === "Moon";
  return luminary(a) || luminary(b) ? 8 : 6;
}

/** Every pair in orb of a major aspect, tightest first; ties keep the bodies' input order. */
export function findAspects(
  positions: ReadonlyArray<{ name: Planet; longitude: number }>,
): Aspect[] {
  const found: Array<Aspect & { exactOrb: number }> = [];
  for (let i = 0; i < positions.length; i++) {
    for (let j = i + 1; j < positions.length; j++) {
      const a = positions[i]!;
      const b = positions[j]!;
      const separation = normalizeDegrees(a.longitude - b.longitude);
      const angle = Math.min(separation, 360 - separation);
      for (const [type, exact] of ASPECT_ANGLES) {
        const exactOrb = Math.abs(angle - exact);
        // Neighbouring aspects are 30° apart and no two orbs add up to that: one match at most.
        if (exactOrb <= maxOrb(type, a.name, b.name)) {
          found.push({ bodies: [a.name, b.name], type, orb: round(exactOrb, 2), exactOrb });
        }
      }
    }
  }
  // Sort on the unrounded orb so two aspects that round alike still come out in true order.
  found.sort((x, y) => x.exactOrb - y.exactOrb);
  return found.map(({ bodies, type, orb }) => ({ bodies, type, orb }));
}

function round(value: number, places: number): number {
  const scale = 10 ** places;
  return Math.round(value * scale) / scale;
}
