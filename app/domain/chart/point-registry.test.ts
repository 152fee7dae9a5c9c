// The registry is what the chart, the wheels, the glyphs, the reading, the patterns, the
// synastry and the transits follow: each flag of a row is checked where it is used.
import { describe, expect, it } from "vitest";
import { BODY_IN_HOUSES, BODY_IN_SIGNS } from "~/content/chart/banks";
import type { HouseNumber, SignName } from "~/content/chart/types";
import { SIGNS } from "~/domain/zodiac";
import { natalSky } from "~/domain/forecast/natal";
import { synastryPoints } from "~/domain/relationship/synastry";
import { BODIES } from "~/domain/sky/types";
import { castChart, type ChartInput } from "./chart";
import { POINT_GLYPHS } from "./glyphs";
import { findPatterns } from "./patterns";
import { POINT_NAMES, POINTS, pointsThat, READ_POINTS } from "./point-registry";
import { chartReading } from "./reading";
import { wheelLayout } from "./wheel";

// Ten births a few years and a continent apart, north and south, each with and without a time.
const BIRTHS: ChartInput[] = Array.from({ length: 10 }, (_, i) => ({
  utc: new Date(Date.UTC(1931 + 9 * i, (5 * i) % 12, 1 + 3 * i, (7 * i) % 24, 13 * i)),
  latitude: -60 + 14 * i,
  longitude: -170 + 37 * i,
  timeKnown: true,
}));
const TIMED = BIRTHS.map((input) => castChart(input));
const UNTIMED = BIRTHS.map((input) => castChart({ ...input, timeKnown: false }));

describe("the point registry", () => {
  it("is the chart's list of points, in its order, the angles and lots only with a time", () => {
    for (const chart of TIMED) expect(chart.points.map((p) => p.name)).toEqual(POINT_NAMES);
    const untimed = POINT_NAMES.filter((name) => !POINTS[name].needsTime);
    for (const chart of UNTIMED) expect(chart.points.map((p) => p.name)).toEqual(untimed);
  });

  it("gives a speed and retrograde to the moving points and to no others", () => {
    for (const point of TIMED[0]!.points) {
      const moving = POINTS[point.name as keyof typeof POINTS].moving;
      expect(point.speed !== undefined, point.name).toBe(moving);
      expect(point.retrograde !== undefined, point.name).toBe(moving);
    }
  });

  it("holds the ten bodies as its luminaries and planets", () => {
    const bodies = POINT_NAMES.filter((n) => ["luminary", "planet"].includes(POINTS[n].kind));
    expect(bodies).toEqual(BODIES);
  });

  it("aspects the aspected points and only those", () => {
    const seen = new Set<string>();
    for (const chart of [...TIMED, ...UNTIMED]) {
      for (const { between } of chart.aspects) {
        for (const name of between) {
          expect(pointsThat("aspected"), name).toContain(name);
          seen.add(name);
        }
      }
    }
    expect([...seen].sort()).toEqual([...pointsThat("aspected")].sort());
  });

  it("draws the drawn points on the wheel, each with its glyph, and nothing else", () => {
    for (const chart of [...TIMED, ...UNTIMED]) {
      expect(wheelLayout(chart).points.map((p) => p.name)).toEqual(pointsThat("drawn"));
    }
    for (const name of pointsThat("drawn")) expect(POINT_GLYPHS[name], name).toMatch(/^.$/u);
  });

  it("has every read point's texts, and reads each in its sign and, with a time, its house", () => {
    const signs = SIGNS.map((s) => s.name as SignName);
    for (const { as } of READ_POINTS) {
      expect(Object.keys(BODY_IN_SIGNS[as]).sort(), as).toEqual([...signs].sort());
      for (const sign of signs) expect(BODY_IN_SIGNS[as][sign].length, as).toBeGreaterThan(200);
      for (let house = 1; house <= 12; house++) {
        const text = BODY_IN_HOUSES[as][house as HouseNumber];
        expect(text?.length, `${as} ${house}`).toBeGreaterThan(200);
      }
    }
    const chart = TIMED[0]!;
    const reading = chartReading(chart);
    const inSigns = [...reading.bigThree, ...reading.signs].map((s) => s.heading);
    const inHouses = reading.houses.map((s) => s.heading);
    for (const { name, as } of READ_POINTS) {
      const point = chart.points.find((p) => p.name === name)!;
      expect(inSigns).toContain(`${as} in ${point.sign}`);
      expect(inHouses.some((h) => h.startsWith(`${as} in the ${point.house}`))).toBe(true);
    }
    expect(inHouses).toHaveLength(READ_POINTS.length);
    expect(chartReading(UNTIMED[0]!).houses).toEqual([]);
  });

  it("finds patterns and shapes among the pattern points only", () => {
    for (const chart of TIMED) {
      for (const pattern of findPatterns(chart)) {
        for (const member of pattern.members) expect(pointsThat("patterns")).toContain(member);
      }
    }
  });

  it("compares the synastry points, and the transits measure against the transit points", () => {
    expect(synastryPoints(TIMED[0]!).map((p) => p.name)).toEqual(pointsThat("synastry"));
    const untimed = pointsThat("synastry").filter((name) => !POINTS[name].needsTime);
    expect(synastryPoints(UNTIMED[0]!).map((p) => p.name)).toEqual(untimed);
    const birth = BIRTHS[0]!;
    const sky = natalSky({ ...birth, utc: birth.utc.toISOString(), system: "placidus" });
    expect(Object.keys(sky.points).sort()).toEqual([...pointsThat("transits")].sort());
  });
});
