// The chart's reading: the big three, every body in its sign and (with a time) its house, and
// the major aspects tightest first, each with the text our banks hold for it.
import { describe, expect, it } from "vitest";
import { ANGLE_IN_SIGNS, BODY_IN_HOUSES, BODY_IN_SIGNS } from "~/content/chart/banks";
import type { HouseNumber, SignName } from "~/content/chart/types";
import { castChart, placement } from "~/domain/chart/chart";
import { chartReading, isOutOfSign } from "~/domain/chart/reading";
import { BODIES } from "~/domain/sky/types";

// Albert Einstein, Ulm, 1879-03-14 10:50 UT: Sun Pisces, Moon Sagittarius, Cancer rising.
const EINSTEIN = {
  utc: new Date(Date.UTC(1879, 2, 14, 10, 50)),
  latitude: 48 + 24 / 60,
  longitude: 9 + 59 / 60,
  timeKnown: true,
};

describe("chartReading", () => {
  it("reads the big three, each body in its sign and house, and the Midheaven", () => {
    const chart = castChart(EINSTEIN);
    const reading = chartReading(chart);
    expect(reading.bigThree.map((s) => s.heading)).toEqual([
      "Sun in Pisces",
      "Moon in Sagittarius",
      "Cancer rising",
    ]);
    expect(reading.bigThree[2]!.text).toBe(ANGLE_IN_SIGNS.Ascendant.Cancer);
    expect(reading.bigThree[0]!.text).toBe(BODY_IN_SIGNS.Sun.Pisces);

    const at = (name: string) => chart.points.find((p) => p.name === name)!;
    expect(reading.signs.map((s) => s.heading)).toEqual([
      ...["Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"].map(
        (body) => `${body} in ${at(body).sign}`,
      ),
      `North Node in ${at("True Node").sign}`,
      "Chiron in Taurus",
      "Midheaven in Pisces",
    ]);
    expect(reading.signs.at(-3)!.text).toBe(
      BODY_IN_SIGNS["North Node"][at("True Node").sign as SignName],
    );
    expect(reading.signs.at(-2)!.text).toBe(BODY_IN_SIGNS.Chiron.Taurus);

    expect(reading.houses).toHaveLength(12);
    expect(reading.houses.at(-1)!.heading).toBe("Chiron in the 11th house");
    expect(reading.houses.at(-1)!.text).toBe(BODY_IN_HOUSES.Chiron[11]);
    const moonHouse = at("Moon").house as HouseNumber;
    const ordinal = reading.houses[1]!.heading.match(/^Moon in the (\d+)(st|nd|rd|th) house$/);
    expect(Number(ordinal![1])).toBe(moonHouse);
    expect(reading.houses[1]!.text).toBe(BODY_IN_HOUSES.Moon[moonHouse]);
  });

  it("reads only the major aspects between the ten bodies, tightest first", () => {
    const chart = castChart(EINSTEIN);
    const { aspects } = chartReading(chart);
    const major = chart.aspects.filter(
      (a) =>
        ["conjunction", "sextile", "square", "trine", "opposition"].includes(a.type) &&
        a.between.every((name) => (BODIES as readonly string[]).includes(name)),
    );
    expect(major.length).toBeGreaterThan(3);
    expect(aspects).toHaveLength(major.length);
    const orbs = [...major].sort((a, b) => a.orb - b.orb);
    for (const [i, aspect] of orbs.entries()) {
      expect(aspects[i]!.heading).toContain(` ${aspect.type} `);
      expect(aspects[i]!.text.split(/\s+/).length).toBeGreaterThanOrEqual(60);
    }
    // Mercury 3° and Saturn 4° Aries: a conjunction inside one sign, not marked.
    expect(aspects.map((s) => s.heading)).toContain("Mercury conjunction Saturn");
  });

  it("marks an aspect whose signs do not make it, and leaves out houses without a time", () => {
    const square = { between: ["Mars", "Jupiter"] as [string, string], orb: 2, applying: true };
    // 29° Aries to 1° Leo is 92° but four signs apart: a square out of sign.
    expect(
      isOutOfSign({ ...square, type: "square" }, placement("Mars", 29), placement("Jupiter", 121)),
    ).toBe(true);
    expect(
      isOutOfSign({ ...square, type: "square" }, placement("Mars", 29), placement("Jupiter", 118)),
    ).toBe(false);
    // 28° Pisces conjunct 2° Aries crosses a sign line.
    expect(
      isOutOfSign({ ...square, type: "conjunction" }, placement("Sun", 358), placement("Mars", 2)),
    ).toBe(true);

    const noon = castChart({
      ...EINSTEIN,
      utc: new Date(Date.UTC(1879, 2, 14, 12)),
      timeKnown: false,
    });
    const reading = chartReading(noon);
    expect(reading.bigThree).toHaveLength(2);
    expect(reading.houses).toEqual([]);
    expect(reading.signs.some((s) => s.heading.startsWith("Midheaven"))).toBe(false);
  });
});
