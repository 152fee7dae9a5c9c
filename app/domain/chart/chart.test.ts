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
