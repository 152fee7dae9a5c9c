// Two birth charts read together: the aspects between one person's points and the other's,
// and each person's points in the other's houses.
import { type AspectName, type Chart, houseOf } from "~/domain/chart/chart";
import { pointsThat } from "~/domain/chart/point-registry";
import { normalizeDegrees } from "~/domain/sky/ephemeris";
import { BODIES } from "~/domain/sky/types";

export interface InterAspect {
  /** The first person's point and the second's. */
  a: string;
  b: string;
  /** Only the five major aspects are looked for between two charts. */
  type: SynastryAspect;
  /** Degrees from exact, to the hundredth. */
  orb: number;
}

export interface Overlay {
  point: string;
  house: number;
}

export type SynastryAspect = Exclude<AspectName, "semisextile" | "quincunx">;

// The five major aspects. Between two planets: 6° for the conjunction, opposition, square and
// trine and 4° for the sextile, 2° more when the Sun or Moon takes part. To or from the node
// or an angle: 3° whatever the aspect, since those points are sensitive only near exact.
export const SYNASTRY_ASPECTS: readonly [SynastryAspect, number, number][] = [
  ["conjunction", 0, 6],
  ["sextile", 60, 4],
  ["square", 90, 6],
  ["trine", 120, 6],
  ["opposition", 180, 6],
];
export const LUMINARY_EXTRA = 2;
export const POINT_ORB = 3;

const ANGLES = ["Ascendant", "Midheaven"];
const NODE = "True Node";

/** The points the registry compares in synastry (the angles only when the time is known). */
const SYNASTRY_POINTS = new Set<string>(pointsThat("synastry"));

/** The points synastry reads: the ten bodies, the node, and the angles when the time is known. */
export function synastryPoints(chart: Chart): { name: string; longitude: number }[] {
  return chart.points.filter((p) => SYNASTRY_POINTS.has(p.name));
}

export function orbFor(first: string, second: string, aspect: SynastryAspect): number {
  if ([first, second].some((n) => n === NODE || ANGLES.includes(n))) return POINT_ORB;
  const base = SYNASTRY_ASPECTS.find(([type]) => type === aspect)![2];
  return base + ([first, second].some((n) => n === "Sun" || n === "Moon") ? LUMINARY_EXTRA : 0);
}

/** Every aspect within orb between a point of the first chart and a point of the second. */
export function interAspects(first: Chart, second: Chart): InterAspect[] {
  const found: InterAspect[] = [];
  for (const p of synastryPoints(first)) {
    for (const q of synastryPoints(second)) {
      const d = normalizeDegrees(p.longitude - q.longitude);
      const separation = Math.min(d, 360 - d);
      for (const [type, angle] of SYNASTRY_ASPECTS) {
        const off = Math.abs(separation - angle);
        if (off <= orbFor(p.name, q.name, type)) {
          found.push({ a: p.name, b: q.name, type, orb: Math.round(off * 100) / 100 });
        }
      }
    }
  }
  return found.sort((x, y) => x.orb - y.orb);
}

/** One person's bodies and node in the other's houses; none when the other's time is unknown. */
export function overlays(guest: Chart, host: Chart): Overlay[] {
  if (!host.houses) return [];
  const cusps = host.houses.cusps.map((c) => c.longitude);
  return guest.points
    .filter((p) => (BODIES as readonly string[]).includes(p.name) || p.name === NODE)
    .map((p) => ({ point: p.name, house: houseOf(p.longitude, cusps) }));
}
