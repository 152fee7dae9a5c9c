// The bi-wheel's geometry: two charts on one wheel, the first person inside with their houses,
// the second on a ring of their own between the first's points and the signs, and a line for
// each inter-aspect between the two. The first person's Ascendant sits at nine o'clock.
import type { Chart } from "~/domain/chart/chart";
import {
  cuspLines,
  RADII,
  ringPoints,
  signRing,
  spotAt,
  type Spot,
  WHEEL_POINTS,
  type WheelLayout,
  type WheelPoint,
  wheelStart,
} from "~/domain/chart/wheel";
import type { InterAspect } from "~/domain/relationship/synastry";

/** Radii inside the sign band (RADII.signs): the outer person's ring, then the inner's. */
export const BI_RADII = {
  outerGlyph: 248,
  outerLabel: 220,
  /** Where the outer person's ring ends and the inner's houses begin. */
  ring: 202,
  innerGlyph: 180,
  innerLabel: 152,
  houseNumber: 127,
  aspects: 114,
} as const;

export interface BiWheelLayout {
  start: number;
  signs: WheelLayout["signs"];
  /** The inner person's house cusps; none when their birth time is unknown. */
  cusps: WheelLayout["cusps"];
  inner: WheelPoint[];
  outer: WheelPoint[];
  /** One line per inter-aspect drawn: conjunctions and the angles have none (the table has them). */
  aspects: { a: string; b: string; type: InterAspect["type"]; line: [Spot, Spot] }[];
}

type Drawn = Pick<Chart, "points" | "houses">;

export function biWheelLayout(inner: Drawn, outer: Drawn, aspects: InterAspect[]): BiWheelLayout {
  const start = wheelStart(inner);
  const at = (longitude: number, radius: number) => spotAt(start, longitude, radius);
  const longitudeIn = (chart: Drawn, name: string) =>
    WHEEL_POINTS.includes(name) ? chart.points.find((p) => p.name === name)?.longitude : undefined;
  return {
    start,
    signs: signRing(at),
    cusps: cuspLines(inner, at, BI_RADII.aspects, BI_RADII.ring, BI_RADII.houseNumber),
    inner: ringPoints(inner, at, {
      tick: [BI_RADII.ring, BI_RADII.ring - 8],
      glyph: BI_RADII.innerGlyph,
      label: BI_RADII.innerLabel,
    }),
    outer: ringPoints(outer, at, {
      tick: [RADII.signs, RADII.signs - 8],
      glyph: BI_RADII.outerGlyph,
      label: BI_RADII.outerLabel,
    }),
    aspects: aspects.flatMap((aspect) => {
      const from = longitudeIn(inner, aspect.a);
      const to = longitudeIn(outer, aspect.b);
      if (from === undefined || to === undefined || aspect.type === "conjunction") return [];
      return [
        {
          a: aspect.a,
          b: aspect.b,
          type: aspect.type,
          line: [at(from, BI_RADII.aspects), at(to, BI_RADII.aspects)] as [Spot, Spot],
        },
      ];
    }),
  };
}
