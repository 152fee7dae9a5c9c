// Composite charts of two people. Midpoint: each point halfway between the two on the shorter
// arc; the Midheaven likewise, and the houses from that Midheaven at the two birthplaces' mean
// latitude (the meridian's right ascension found back from the composite Midheaven). Davison:
// the chart of the moment halfway between the two births, at the place halfway between them on
// the great circle.
import { type Chart, houseOf, placement, type Placement } from "~/domain/chart/chart";
import { anglesFromRamc, type HouseSystem, housesFor } from "~/domain/chart/houses";
import { normalizeDegrees } from "~/domain/sky/ephemeris";
import { MINUTE } from "~/domain/time";

const RAD = Math.PI / 180;

/** Halfway from a to b on the shorter arc; exactly opposite points take a's side plus 90°. */
export function midpoint(a: number, b: number): number {
  const d = normalizeDegrees(b - a);
  return normalizeDegrees(a + (d <= 180 ? d / 2 : (d - 360) / 2));
}

export interface CompositeChart {
  points: Placement[];
  houses?: { system: HouseSystem; fallback?: string; cusps: Placement[] };
}

/** The midpoint composite; houses only when both birth times are known. */
export function midpointComposite(
  first: Chart,
  second: Chart,
  latitudes: [number, number],
  obliquity: number,
  system: HouseSystem,
): CompositeChart {
  const byName = new Map(second.points.map((p) => [p.name, p]));
  const points = first.points
    .filter((p) => byName.has(p.name))
    .map((p) => placement(p.name, midpoint(p.longitude, byName.get(p.name)!.longitude)));
  const mc = points.find((p) => p.name === "Midheaven");
  if (!first.timeKnown || !second.timeKnown || !mc) {
    return { points: points.filter((p) => !ANGLES_AND_LOTS.has(p.name)) };
  }
  const latitude = (latitudes[0] + latitudes[1]) / 2;
  // The right ascension whose culminating point is the composite Midheaven.
  const ramc =
    Math.atan2(
      Math.sin(mc.longitude * RAD) * Math.cos(obliquity * RAD),
      Math.cos(mc.longitude * RAD),
    ) / RAD;
  const houses = housesFor(anglesFromRamc(ramc, latitude, obliquity), latitude, system);
  const cusps = houses.cusps.map((c) => placement("", c).longitude);
  // The composite Ascendant is the one these houses start from, not the midpoint of the two.
  const withAngles = points
    .filter((p) => !ANGLES_AND_LOTS.has(p.name))
    .concat(placement("Ascendant", houses.ascendant), placement("Midheaven", houses.midheaven));
  for (const point of withAngles) point.house = houseOf(point.longitude, cusps);
  return {
    points: withAngles,
    houses: {
      system: houses.system,
      ...(houses.fallback ? { fallback: houses.fallback } : {}),
      cusps: houses.cusps.map((c, i) => placement(`${i + 1}`, c)),
    },
  };
}

// Points that belong to a moment and a place, which a composite of midpoints does not have.
const ANGLES_AND_LOTS = new Set(["Ascendant", "Midheaven", "Vertex", "Part of Fortune"]);

/** The Davison moment: halfway between the two births, to the minute. */
export function davisonMoment(first: Date, second: Date): Date {
  const half = (first.getTime() + second.getTime()) / 2;
  return new Date(Math.round(half / MINUTE) * MINUTE);
}

/** The point halfway between two places on the great circle, degrees north and east. */
export function davisonPlace(
  first: { latitude: number; longitude: number },
  second: { latitude: number; longitude: number },
): { latitude: number; longitude: number } {
  const vector = ({ latitude, longitude }: { latitude: number; longitude: number }) => [
    Math.cos(latitude * RAD) * Math.cos(longitude * RAD),
    Math.cos(latitude * RAD) * Math.sin(longitude * RAD),
    Math.sin(latitude * RAD),
  ];
  const [a, b] = [vector(first), vector(second)];
  const [x, y, z] = [a[0]! + b[0]!, a[1]! + b[1]!, a[2]! + b[2]!];
  // Antipodes have no one midpoint: take the mean latitude on the first one's meridian.
  if (Math.hypot(x, y, z) < 1e-9) {
    return { latitude: (first.latitude + second.latitude) / 2, longitude: first.longitude };
  }
  const round = (n: number) => Math.round(n * 1e4) / 1e4;
  return {
    latitude: round(Math.atan2(z, Math.hypot(x, y)) / RAD),
    longitude: round(Math.atan2(y, x) / RAD),
  };
}
