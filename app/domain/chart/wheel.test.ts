// The wheel's geometry: the Ascendant at nine o'clock, and labels that never crowd.
import { describe, expect, it } from "vitest";
import { castChart } from "./chart";
import { LABEL_GAP, spotAt, spreadLabels, wheelLayout } from "./wheel";

const apart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe("spreading labels", () => {
  it("keeps lone points where they are", () => {
    expect(spreadLabels([10, 100, 200])).toEqual([10, 100, 200]);
  });

  it("spaces a cluster evenly round its mean, across 0° Aries too", () => {
    const shown = spreadLabels([355, 358, 1, 3]);
    for (let i = 0; i < shown.length; i++)
      for (let j = i + 1; j < shown.length; j++)
        expect(apart(shown[i]!, shown[j]!)).toBeGreaterThanOrEqual(LABEL_GAP - 1e-6);
    // The mean of 355, 358, 361 and 363 is 359.25: the four sit round it.
    const mean = shown.map((v) => (v > 180 ? v - 360 : v)).reduce((a, b) => a + b) / 4;
    expect(mean).toBeCloseTo(-0.75, 6);
  });

  it("keeps every pair of a real stellium's labels a full gap apart", () => {
    // 5 February 1962: seven bodies in Aquarius.
    const chart = castChart({
      utc: new Date(Date.UTC(1962, 1, 4, 23, 30)),
      latitude: 28.65,
      longitude: 77.23,
      timeKnown: true,
    });
    const points = wheelLayout(chart).points;
    expect(points).toHaveLength(13);
    for (let i = 0; i < points.length; i++)
      for (let j = i + 1; j < points.length; j++)
        expect(apart(points[i]!.shown, points[j]!.shown)).toBeGreaterThanOrEqual(LABEL_GAP - 1e-6);
    expect(points.some((p) => p.pointer)).toBe(true);
  });
});

describe("the wheel", () => {
  it("puts the Ascendant at nine o'clock and the Midheaven above", () => {
    const chart = castChart({
      utc: new Date(Date.UTC(1990, 6, 4, 19, 30)),
      latitude: 40.71,
      longitude: -74.01,
      timeKnown: true,
    });
    const layout = wheelLayout(chart);
    const asc = spotAt(layout.start, layout.start, 100);
    expect(asc).toEqual({ x: 220, y: 320 });
    const mc = layout.angles.find((a) => a.name === "Midheaven")!.line[1];
    expect(mc.y).toBeLessThan(320);
  });
});
