// The bi-wheel's geometry: the first person's Ascendant at nine o'clock, each person on their
// own ring with labels apart, and each inter-aspect line joining the two true degrees.
import { describe, expect, it } from "vitest";
import { castChart } from "~/domain/chart/chart";
import { LABEL_GAP, spotAt, WHEEL_SIZE } from "~/domain/chart/wheel";
import { BI_RADII, biWheelLayout } from "~/domain/relationship/bi-wheel";
import { interAspects } from "~/domain/relationship/synastry";

const AMSTERDAM = { latitude: 52.374, longitude: 4.8897 };
const DELHI = { latitude: 28.65, longitude: 77.23 };
const first = castChart({ utc: new Date("1985-03-02T08:40:00Z"), ...AMSTERDAM, timeKnown: true });
// 5 February 1962: seven bodies in Aquarius, a crowded outer ring.
const crowded = castChart({ utc: new Date("1962-02-04T23:30:00Z"), ...DELHI, timeKnown: true });
const untimed = castChart({ utc: new Date("1990-07-04T16:00:00Z"), ...DELHI, timeKnown: false });

const C = WHEEL_SIZE / 2;
const radius = (spot: { x: number; y: number }) => Math.hypot(spot.x - C, spot.y - C);
const apart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe("the bi-wheel", () => {
  const aspects = interAspects(first, crowded);
  const layout = biWheelLayout(first, crowded, aspects);

  it("starts from the inner person's Ascendant, and 0° Aries without their time", () => {
    expect(layout.start).toBe(first.points.find((p) => p.name === "Ascendant")!.longitude);
    expect(biWheelLayout(untimed, first, []).start).toBe(0);
  });

  it("draws the inner person's houses only, and none without their birth time", () => {
    expect(layout.cusps).toHaveLength(12);
    for (const cusp of layout.cusps) {
      expect(radius(cusp.line[0])).toBeCloseTo(BI_RADII.aspects, 1);
      expect(radius(cusp.line[1])).toBeCloseTo(BI_RADII.ring, 1);
    }
    expect(biWheelLayout(untimed, first, []).cusps).toEqual([]);
  });

  it("puts each person on their own ring, labels a full gap apart", () => {
    expect(layout.inner).toHaveLength(13);
    expect(layout.outer).toHaveLength(13);
    for (const [ring, glyph] of [
      [layout.inner, BI_RADII.innerGlyph],
      [layout.outer, BI_RADII.outerGlyph],
    ] as const) {
      for (const point of ring) expect(radius(point.glyphAt)).toBeCloseTo(glyph, 1);
      for (let i = 0; i < ring.length; i++)
        for (let j = i + 1; j < ring.length; j++)
          expect(apart(ring[i]!.shown, ring[j]!.shown)).toBeGreaterThanOrEqual(LABEL_GAP - 1e-6);
    }
    // The stellium's labels had to move, and keep a pointer to their true degree.
    expect(layout.outer.some((p) => p.pointer)).toBe(true);
  });

  it("joins each inter-aspect's two true degrees, leaving out conjunctions and angles", () => {
    const drawn = aspects.filter(
      (a) =>
        a.type !== "conjunction" && ![a.a, a.b].some((n) => n === "Ascendant" || n === "Midheaven"),
    );
    expect(drawn.length).toBeGreaterThan(5);
    expect(layout.aspects.map((a) => `${a.a} ${a.type} ${a.b}`)).toEqual(
      drawn.map((a) => `${a.a} ${a.type} ${a.b}`),
    );
    for (const line of layout.aspects) {
      const from = first.points.find((p) => p.name === line.a)!.longitude;
      const to = crowded.points.find((p) => p.name === line.b)!.longitude;
      expect(line.line).toEqual([
        spotAt(layout.start, from, BI_RADII.aspects),
        spotAt(layout.start, to, BI_RADII.aspects),
      ]);
    }
  });
});
