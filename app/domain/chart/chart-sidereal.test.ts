// A sidereal chart is the tropical chart with every longitude less the ayanamsa of date.
import { describe, expect, it } from "vitest";
import { castChart, type Placement } from "~/domain/chart/chart";
import { ayanamsaAt } from "~/domain/chart/sidereal";
import { normalizeDegrees } from "~/domain/sky/ephemeris";

const BIRTH = { utc: new Date("1990-07-14T06:25:00Z"), latitude: 28.61, longitude: 77.21 };
// Both longitudes are rounded to 1e-4° in the answer.
const ROUNDING = 2e-4;

function gap(a: number, b: number): number {
  const d = normalizeDegrees(a - b);
  return Math.min(d, 360 - d);
}

describe("castChart in the sidereal zodiac", () => {
  for (const ayanamsa of ["lahiri", "fagan-bradley", "raman"] as const) {
    it(`shifts every longitude by the ${ayanamsa} ayanamsa (placidus cusps too)`, () => {
      const tropical = castChart({ ...BIRTH, timeKnown: true, system: "placidus" });
      const sidereal = castChart({ ...BIRTH, timeKnown: true, system: "placidus", ayanamsa });
      const shift = ayanamsaAt(ayanamsa, BIRTH.utc).degrees;
      expect(sidereal.ayanamsa?.degrees).toBeCloseTo(shift, 5);
      const pairs: [Placement, Placement][] = [
        ...tropical.points.map((p, i): [Placement, Placement] => [p, sidereal.points[i]!]),
        ...tropical.houses!.cusps.map((c, i): [Placement, Placement] => [
          c,
          sidereal.houses!.cusps[i]!,
        ]),
      ];
      expect(pairs.length).toBe(tropical.points.length + 12);
      for (const [t, s] of pairs) {
        expect(s.name).toBe(t.name);
        expect(gap(s.longitude, t.longitude - shift)).toBeLessThan(ROUNDING);
        const inSign = normalizeDegrees(s.longitude) % 30;
        expect(s.degree).toBe(Math.floor(inSign + 1e-9));
      }
      // Aspects depend on differences only.
      expect(sidereal.aspects).toEqual(tropical.aspects);
    });
  }

  it("draws whole-sign houses from the sidereal Ascendant's sign", () => {
    const chart = castChart({
      ...BIRTH,
      timeKnown: true,
      system: "whole-sign",
      ayanamsa: "lahiri",
    });
    const ascendant = chart.points.find((p) => p.name === "Ascendant")!;
    const first = Math.floor(ascendant.longitude / 30) * 30;
    expect(chart.houses!.cusps.map((c) => c.longitude)).toEqual(
      Array.from({ length: 12 }, (_, i) => (first + 30 * i) % 360),
    );
    expect(ascendant.house).toBe(1);
    for (const point of chart.points) {
      const sign = Math.floor(point.longitude / 30);
      expect(point.house).toBe(((sign - first / 30 + 12) % 12) + 1);
    }
  });

  it("shifts the Moon's range for an unknown birth time", () => {
    const tropical = castChart({ ...BIRTH, timeKnown: false });
    const sidereal = castChart({ ...BIRTH, timeKnown: false, ayanamsa: "raman" });
    const shift = sidereal.ayanamsa!.degrees;
    expect(
      gap(sidereal.moonRange!.from.longitude, tropical.moonRange!.from.longitude - shift),
    ).toBeLessThan(ROUNDING);
    expect(sidereal.houses).toBeUndefined();
  });
});
