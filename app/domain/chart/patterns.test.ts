// Patterns and shapes from hand-made charts: each pattern, a near miss just outside its orbs,
// and each of Jones's seven shapes from constructed longitudes.
import { describe, expect, it } from "vitest";
import { BODIES } from "~/domain/sky/types";
import { aspectsBetween, placement } from "~/domain/chart/chart";
import { chartShape, findPatterns } from "~/domain/chart/patterns";

/** A chart of the given bodies at the given longitudes, with the chart's own aspect orbs. */
function chartOf(longitudes: Record<string, number>) {
  const entries = Object.entries(longitudes);
  return {
    points: entries.map(([name, lon]) => placement(name, lon)),
    aspects: aspectsBetween(entries.map(([name, lon]): [string, number, number] => [name, lon, 0])),
  };
}

/** All ten bodies at the given longitudes, in the order Sun ... Pluto. */
function tenAt(longitudes: number[]) {
  return chartOf(Object.fromEntries(BODIES.map((name, i) => [name, longitudes[i]!])));
}

const types = (longitudes: Record<string, number>) =>
  findPatterns(chartOf(longitudes)).map((p) => p.type);

describe("findPatterns", () => {
  it("finds a grand trine with its widest orb, and not one a degree past the orb", () => {
    const [trine] = findPatterns(chartOf({ Mars: 10, Jupiter: 133, Saturn: 248 }));
    expect(trine).toEqual({ type: "grand trine", members: ["Mars", "Jupiter", "Saturn"], orb: 5 });
    expect(types({ Mars: 10, Jupiter: 137, Saturn: 248 })).toEqual([]);
  });

  it("finds a T-square with its apex, and a grand cross that swallows its four T-squares", () => {
    const [t] = findPatterns(chartOf({ Venus: 0, Mars: 183, Saturn: 94 }));
    expect(t).toEqual({
      type: "T-square",
      members: ["Venus", "Mars", "Saturn"],
      orb: 4,
      apex: "Saturn",
    });
    expect(types({ Venus: 0, Mars: 183, Saturn: 101 })).toEqual([]);
    const cross = findPatterns(chartOf({ Venus: 0, Saturn: 92, Mars: 181, Pluto: 273 }));
    expect(cross).toEqual([
      { type: "grand cross", members: ["Venus", "Mars", "Saturn", "Pluto"], orb: 3 },
    ]);
    // Pluto 8° from its squares: only the T-square Venus, Mars, Saturn is left.
    expect(types({ Venus: 0, Saturn: 92, Mars: 181, Pluto: 278 })).toEqual(["T-square"]);
  });

  it("finds a yod within the quincunx's 2° orb, and none at 3°", () => {
    const [yod] = findPatterns(chartOf({ Mercury: 0, Venus: 60, Uranus: 211 }));
    expect(yod).toMatchObject({ type: "yod", apex: "Uranus", orb: 1 });
    expect(types({ Mercury: 0, Venus: 60, Uranus: 213 })).toEqual([]);
  });

  it("finds a kite (its grand trine inside it) and a mystic rectangle", () => {
    const kite = findPatterns(chartOf({ Sun: 0, Moon: 120, Jupiter: 240, Saturn: 182 }));
    expect(kite).toEqual([
      { type: "kite", members: ["Sun", "Moon", "Jupiter", "Saturn"], orb: 2, apex: "Saturn" },
    ]);
    // Saturn 9° past the opposition: the grand trine alone.
    expect(types({ Sun: 0, Moon: 120, Jupiter: 240, Saturn: 189 })).toEqual(["grand trine"]);
    const rectangle = findPatterns(chartOf({ Sun: 0, Mars: 61, Jupiter: 180, Saturn: 241 }));
    expect(rectangle).toEqual([
      { type: "mystic rectangle", members: ["Sun", "Mars", "Jupiter", "Saturn"], orb: 1 },
    ]);
    // The sextiles 7° wide: no rectangle, only its two oppositions.
    expect(types({ Sun: 0, Mars: 67, Jupiter: 180, Saturn: 247 })).toEqual([]);
  });

  it("finds a stellium of four bodies in one sign, with its span, and none of three", () => {
    const four = findPatterns(chartOf({ Sun: 241, Mercury: 255, Venus: 262.5, Mars: 269 }));
    expect(four).toContainEqual({
      type: "stellium",
      members: ["Sun", "Mercury", "Venus", "Mars"],
      orb: 28,
      sign: "Sagittarius",
    });
    expect(types({ Sun: 241, Mercury: 255, Venus: 262.5, Mars: 271 })).not.toContain("stellium");
  });

  it("finds a stellium of four bodies in one house across 0° Aries, measuring its span", () => {
    const chart = chartOf({ Sun: 350, Moon: 355, Venus: 5, Mars: 25, Saturn: 120 });
    for (const point of chart.points)
      Object.assign(point, { house: point.name === "Saturn" ? 5 : 1 });
    expect(findPatterns(chart)).toContainEqual({
      type: "stellium",
      members: ["Sun", "Moon", "Venus", "Mars"],
      orb: 35,
      house: 1,
    });
    expect(findPatterns(chart).filter((p) => p.type === "stellium")).toHaveLength(1);
  });
});

describe("chartShape", () => {
  it.each([
    ["bundle", [0, 10, 20, 30, 50, 70, 80, 90, 100, 115]],
    ["bowl", [0, 20, 40, 60, 80, 100, 120, 140, 160, 175]],
    ["bucket", [0, 20, 40, 60, 80, 100, 120, 140, 170, 270]],
    ["locomotive", [0, 25, 50, 75, 100, 125, 150, 175, 200, 230]],
    ["seesaw", [0, 20, 40, 60, 80, 180, 200, 220, 240, 260]],
    ["splash", [0, 36, 72, 108, 144, 180, 216, 252, 288, 324]],
    ["splay", [0, 10, 20, 120, 130, 140, 200, 210, 220, 280]],
  ] as const)("calls the ten bodies a %s", (shape, longitudes) => {
    expect(chartShape(tenAt([...longitudes])).type).toBe(shape);
  });

  it("names a bucket's handle and the largest gap", () => {
    const shape = chartShape(tenAt([0, 20, 40, 60, 80, 100, 120, 140, 170, 270]));
    expect(shape).toEqual({ type: "bucket", largestGap: 100, handle: "Pluto" });
  });
});
