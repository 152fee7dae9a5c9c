// A cast chart: Einstein's placements in signs, degrees and minutes, houses for every point,
// applying and separating aspects, and the honest noon chart for an unknown birth time.
import { describe, expect, it } from "vitest";
import { aspectsBetween, castChart, houseOf, placement } from "~/domain/chart/chart";

const EINSTEIN = {
  utc: new Date(Date.UTC(1879, 2, 14, 10, 50)),
  latitude: 48 + 24 / 60,
  longitude: 9 + 59 / 60,
  timeKnown: true,
};

describe("castChart", () => {
  it("places Einstein's Sun, Moon and angles as astro.com does, to the minute", () => {
    const chart = castChart(EINSTEIN);
    const at = (name: string) => chart.points.find((p) => p.name === name)!;
    // astro.com: Sun 23°30' Pisces, Moon 14°32' Sagittarius, Ascendant 11°38' Cancer.
    expect(at("Sun")).toMatchObject({ sign: "Pisces", degree: 23 });
    expect(Math.abs(at("Sun").minute - 30)).toBeLessThanOrEqual(1);
    expect(at("Moon")).toMatchObject({ sign: "Sagittarius", degree: 14 });
    expect(Math.abs(at("Moon").minute - 32)).toBeLessThanOrEqual(1);
    expect(at("Ascendant")).toMatchObject({ sign: "Cancer", degree: 11, house: 1 });
    expect(Math.abs(at("Ascendant").minute - 38)).toBeLessThanOrEqual(1);
    expect(at("Midheaven")).toMatchObject({ sign: "Pisces", degree: 12, house: 10 });
    expect(chart.houses!.system).toBe("placidus");
    expect(chart.houses!.cusps).toHaveLength(12);
    for (const point of chart.points) expect(point.house).toBeGreaterThanOrEqual(1);
    expect(chart.points.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        "Pluto",
        "Mean Node",
        "True Node",
        "Lilith",
        "Chiron",
        "Vertex",
        "Part of Fortune",
      ]),
    );
  });

  it("casts a noon chart without houses or angles when the time is unknown, with the Moon's day", () => {
    const chart = castChart({
      ...EINSTEIN,
      utc: new Date(Date.UTC(1879, 2, 14, 12)),
      timeKnown: false,
    });
    expect(chart.houses).toBeUndefined();
    expect(chart.points.some((p) => p.name === "Ascendant")).toBe(false);
    expect(chart.moonRange!.from.sign).toBe("Sagittarius");
    expect(chart.aspects.some((a) => a.between.includes("Ascendant"))).toBe(false);
  });
});

describe("aspects", () => {
  it("names applying and separating aspects, minor ones in a tight orb", () => {
    const found = aspectsBetween([
      ["Sun", 100, 1],
      ["Mars", 191, 0.5], // a square 1° wide, closing: the faster Sun catches up
      ["Venus", 250.5, 1.2], // a quincunx to the Sun 0.5° past exact, opening
      ["Saturn", 133, 0.05], // a semisextile to the Sun at 3°: outside the minor orb
    ]);
    const square = found.find((a) => a.type === "square")!;
    expect(square).toMatchObject({ between: ["Sun", "Mars"], orb: 1, applying: true });
    const quincunx = found.find((a) => a.type === "quincunx")!;
    expect(quincunx).toMatchObject({ between: ["Sun", "Venus"], applying: false });
    expect(found.some((a) => a.type === "semisextile")).toBe(false);
  });
});

describe("placement and houseOf", () => {
  it("writes 29°59' rather than rounding into the next sign, and finds houses across 0° Aries", () => {
    expect(placement("X", 59.9999)).toMatchObject({ sign: "Taurus", degree: 29, minute: 59 });
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    expect(houseOf(355, cusps)).toBe(1);
    expect(houseOf(5, cusps)).toBe(1);
    expect(houseOf(345, cusps)).toBe(12);
  });
});

// Applying or separating, against the chart itself cast ten minutes either side: the orb must
// be shrinking for an applying aspect. The angles turn with the Earth, the planets by speed.
describe("applying and separating", () => {
  const separation = (a: number, b: number) => {
    const d = (((a - b) % 360) + 360) % 360;
    return Math.min(d, 360 - d);
  };
  const ANGLE = {
    conjunction: 0,
    semisextile: 30,
    sextile: 60,
    square: 90,
    trine: 120,
    quincunx: 150,
    opposition: 180,
  };

  it("agrees with the orb ten minutes before and after, angles and planets alike", () => {
    let angleAspects = 0;
    let applyingToAngles = 0;
    let checked = 0;
    for (let i = 0; i < 60; i++) {
      const utc = new Date(Date.UTC(1930 + i, (i * 5) % 12, 1 + ((i * 7) % 28), (i * 5) % 24, 17));
      const input = { utc, latitude: 52 - i, longitude: -120 + i * 4, timeKnown: true };
      const chart = castChart(input);
      const at = (delta: number) => {
        const c = castChart({ ...input, utc: new Date(utc.getTime() + delta * 60_000) });
        return (name: string) => c.points.find((p) => p.name === name)!.longitude;
      };
      const now = at(0);
      // The angles move a degree in four minutes, the planets far slower.
      const [before, after] = [at(-10), at(10)];
      const [justBefore, justAfter] = [at(-1), at(1)];
      for (const aspect of chart.aspects) {
        const [a, b] = aspect.between;
        const angular = [a, b].some((n) => n === "Ascendant" || n === "Midheaven");
        const [early, late] = angular ? [justBefore, justAfter] : [before, after];
        const angle = ANGLE[aspect.type];
        const off = (get: (n: string) => number) => Math.abs(separation(get(a), get(b)) - angle);
        const [offBefore, offNow, offAfter] = [off(early), off(now), off(late)];
        // Exact within the window, or too slow to tell at the answer's precision.
        if (offNow <= Math.min(offBefore, offAfter)) continue;
        if (Math.abs(offAfter - offBefore) < 5e-4) continue;
        expect(aspect.applying, `${a} ${aspect.type} ${b} on ${utc.toISOString()}`).toBe(
          offAfter < offBefore,
        );
        checked++;
        if (a === "Ascendant" || b === "Ascendant" || a === "Midheaven" || b === "Midheaven") {
          angleAspects++;
          if (aspect.applying) applyingToAngles++;
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
    // About half the aspects to a turning angle are still to come.
    expect(applyingToAngles / angleAspects).toBeGreaterThan(0.3);
    expect(applyingToAngles / angleAspects).toBeLessThan(0.7);
  });

  it("calls an aspect that perfects within half an hour applying", () => {
    // Two points closing at a degree a day, a quarter of an hour from exact.
    const [aspect] = aspectsBetween([
      ["Sun", 100 + 0.25 / 24, 1],
      ["Mars", 160 + 0.25 / 24 + 0.25 / 24, 0],
    ]).filter((x) => x.type === "sextile");
    expect(aspect?.applying).toBe(true);
  });
});
