// Synastry and composites, checked point by point against the two charts they come from.
import { describe, expect, it } from "vitest";
import { castChart, type Chart } from "~/domain/chart/chart";
import { anglesAt } from "~/domain/chart/houses";
import {
  davisonMoment,
  davisonPlace,
  midpoint,
  midpointComposite,
} from "~/domain/relationship/composite";
import {
  interAspects,
  orbFor,
  overlays,
  SYNASTRY_ASPECTS,
  synastryPoints,
} from "~/domain/relationship/synastry";

const AMSTERDAM = { latitude: 52.374, longitude: 4.8897 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const first = castChart({ utc: new Date("1985-03-02T08:40:00Z"), ...AMSTERDAM, timeKnown: true });
const second = castChart({ utc: new Date("1988-10-19T22:15:00Z"), ...NEW_YORK, timeKnown: true });
const untimed = castChart({ utc: new Date("1990-07-04T16:00:00Z"), ...NEW_YORK, timeKnown: false });

const separation = (a: number, b: number) => {
  const d = (((a - b) % 360) + 360) % 360;
  return Math.min(d, 360 - d);
};

function expectedAspects(a: Chart, b: Chart) {
  const out: string[] = [];
  for (const p of synastryPoints(a)) {
    for (const q of synastryPoints(b)) {
      for (const [type, angle] of SYNASTRY_ASPECTS) {
        if (
          Math.abs(separation(p.longitude, q.longitude) - angle) <= orbFor(p.name, q.name, type)
        ) {
          out.push(`${p.name} ${type} ${q.name}`);
        }
      }
    }
  }
  return out.sort();
}

describe("synastry", () => {
  it("lists every inter-aspect within orb, each orb from the two longitudes, tightest first", () => {
    const aspects = interAspects(first, second);
    expect(aspects.map((x) => `${x.a} ${x.type} ${x.b}`).sort()).toEqual(
      expectedAspects(first, second),
    );
    expect(aspects.length).toBeGreaterThan(10);
    const at = (chart: Chart, name: string) => chart.points.find((p) => p.name === name)!.longitude;
    for (const x of aspects) {
      const angle = SYNASTRY_ASPECTS.find(([t]) => t === x.type)![1];
      const off = Math.abs(separation(at(first, x.a), at(second, x.b)) - angle);
      expect(x.orb).toBeCloseTo(off, 2);
    }
    for (let i = 1; i < aspects.length; i++) {
      expect(aspects[i]!.orb).toBeGreaterThanOrEqual(aspects[i - 1]!.orb);
    }
  });

  it("leaves out the angles of a chart whose time is unknown", () => {
    const aspects = interAspects(first, untimed);
    expect(aspects.some((x) => x.b === "Ascendant" || x.b === "Midheaven")).toBe(false);
    expect(aspects.some((x) => x.a === "Ascendant" || x.a === "Midheaven")).toBe(true);
  });

  it("puts each person's points in the other's houses, between the right cusps", () => {
    const inSecond = overlays(first, second);
    expect(inSecond.map((o) => o.point)).toContain("Venus");
    const cusps = second.houses!.cusps.map((c) => c.longitude);
    for (const { point, house } of inSecond) {
      const lon = first.points.find((p) => p.name === point)!.longitude;
      const start = cusps[house - 1]!;
      const end = cusps[house % 12]!;
      const width = (((end - start) % 360) + 360) % 360;
      expect((((lon - start) % 360) + 360) % 360, point).toBeLessThan(width);
    }
    expect(overlays(first, untimed)).toEqual([]);
    expect(overlays(untimed, first).length).toBeGreaterThan(10);
  });
});

describe("composites", () => {
  it("takes the midpoint on the shorter arc", () => {
    expect(midpoint(350, 10)).toBe(0);
    expect(midpoint(10, 350)).toBe(0);
    expect(midpoint(100, 140)).toBe(120);
    expect(midpoint(0, 180)).toBe(90);
  });

  it("places each point at its midpoint, and houses from the composite Midheaven", () => {
    const e = anglesAt(new Date("1987-01-01T00:00:00Z"), 0, 0).obliquity;
    const composite = midpointComposite(
      first,
      second,
      [AMSTERDAM.latitude, NEW_YORK.latitude],
      e,
      "placidus",
    );
    const at = (chart: { points: { name: string; longitude: number }[] }, name: string) =>
      chart.points.find((p) => p.name === name)!.longitude;
    for (const name of ["Sun", "Moon", "Venus", "Mars", "Pluto", "True Node"]) {
      expect(at(composite, name), name).toBeCloseTo(midpoint(at(first, name), at(second, name)), 3);
    }
    expect(
      separation(
        at(composite, "Midheaven"),
        midpoint(at(first, "Midheaven"), at(second, "Midheaven")),
      ),
    ).toBeLessThan(0.001);
    expect(composite.houses!.cusps[9]!.longitude).toBeCloseTo(at(composite, "Midheaven"), 3);
    expect(composite.houses!.cusps[0]!.longitude).toBeCloseTo(at(composite, "Ascendant"), 3);
    expect(composite.points.some((p) => p.name === "Vertex")).toBe(false);
  });

  it("has no houses or angles when a birth time is unknown", () => {
    const composite = midpointComposite(first, untimed, [52, 40], 23.44, "placidus");
    expect(composite.houses).toBeUndefined();
    expect(composite.points.some((p) => p.name === "Ascendant")).toBe(false);
    expect(composite.points.some((p) => p.name === "Sun")).toBe(true);
  });

  it("finds the Davison moment and place halfway, on the great circle", () => {
    // To the minute, as /api/chart takes a time: a half minute rounds up.
    expect(
      davisonMoment(new Date("2000-01-01T00:00:00Z"), new Date("2000-01-03T00:01:00Z")),
    ).toEqual(new Date("2000-01-02T00:01:00Z"));
    expect(
      davisonMoment(new Date("1985-03-02T08:40:00Z"), new Date("1988-10-19T22:15:00Z")),
    ).toEqual(new Date("1986-12-26T03:28:00Z"));
    const place = davisonPlace(AMSTERDAM, NEW_YORK);
    // Halfway on the great circle lies north of both, over the Atlantic near 52.4° N.
    expect(place.latitude).toBeGreaterThan(AMSTERDAM.latitude);
    expect(place.longitude).toBeGreaterThan(-45);
    expect(place.longitude).toBeLessThan(-25);
    const rad = Math.PI / 180;
    const distance = (p: typeof place, q: typeof place) =>
      Math.acos(
        Math.sin(p.latitude * rad) * Math.sin(q.latitude * rad) +
          Math.cos(p.latitude * rad) *
            Math.cos(q.latitude * rad) *
            Math.cos((p.longitude - q.longitude) * rad),
      );
    expect(distance(place, AMSTERDAM)).toBeCloseTo(distance(place, NEW_YORK), 4);
    expect(distance(place, AMSTERDAM) * 2).toBeCloseTo(distance(AMSTERDAM, NEW_YORK), 4);
  });
});
