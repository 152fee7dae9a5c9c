// The chart's points: bodies with speed and retrograde, the nodes against Meeus's series, Lilith's
// cycle, the Vertex on the prime vertical, and the Part of Fortune by day and by night.
import { AstroTime, EclipticGeoMoon } from "astronomy-engine";
import { describe, expect, it } from "vitest";
import { anglesAt } from "~/domain/chart/houses";
import {
  bodiesAt,
  extraPointsAt,
  lilithAt,
  meanApogee,
  meanNode,
  trueNode,
} from "~/domain/chart/points";
import { longitudeAt, signedArc } from "~/domain/sky/ephemeris";
import { DAY } from "~/domain/time";
import SWISS from "../../../tests/fixtures/swiss-ephemeris-points.json";

const RAD = Math.PI / 180;
const diff = (a: number, b: number) => ((a - b + 540) % 360) - 180;

describe("bodies", () => {
  it("gives all ten with Mercury retrograde on 20 November 2026 and direct a month later", () => {
    const retro = bodiesAt(new Date(Date.UTC(2026, 10, 1, 12)));
    expect(retro.map((b) => b.name)).toHaveLength(10);
    expect(retro.find((b) => b.name === "Mercury")!.retrograde).toBe(true);
    const direct = bodiesAt(new Date(Date.UTC(2026, 11, 1, 12)));
    expect(direct.find((b) => b.name === "Mercury")!.retrograde).toBe(false);
    expect(direct.find((b) => b.name === "Moon")!.speed).toBeGreaterThan(11);
  });

  it("gives each speed as the change of the full apparent longitude over the day, to 1e-6 °/day", () => {
    // The planets' ends of the day take the instant's light time, corrected to first order.
    for (let i = 0; i < 120; i++) {
      const utc = new Date(Date.UTC(1900, 0, 1) + i * 459.7 * DAY);
      const time = new AstroTime(utc);
      for (const body of bodiesAt(utc)) {
        const full = signedArc(
          longitudeAt(body.name, time.AddDays(-0.5)),
          longitudeAt(body.name, time.AddDays(0.5)),
        );
        expect(Math.abs(body.speed - full), `${body.name} ${utc.toISOString()}`).toBeLessThan(1e-6);
        expect(body.longitude).toBe(longitudeAt(body.name, time));
      }
    }
  });
});

describe("the Moon's nodes and Lilith", () => {
  it("puts the mean node at 125.04° at J2000 and moves it back a full circle in 18.6 years", () => {
    expect(meanNode(new AstroTime(0))).toBeCloseTo(125.0445, 3);
    const later = meanNode(new AstroTime(18.6 * 365.25));
    expect(Math.abs(diff(later, 125.0445))).toBeLessThan(1);
  });

  it("equals the Moon's own longitude whenever the Moon crosses the ecliptic going north", () => {
    // The osculating orbit's plane holds the Moon, so on the ecliptic the Moon is at its node.
    const latitude = (days: number) => EclipticGeoMoon(new AstroTime(days)).lat;
    let checked = 0;
    for (let day = -9000; day < 9000; day += 1) {
      if (!(latitude(day) < 0 && latitude(day + 1) >= 0)) continue;
      let low = day;
      let high = day + 1;
      for (let i = 0; i < 40; i++) {
        const mid = (low + high) / 2;
        if (latitude(mid) < 0) low = mid;
        else high = mid;
      }
      const time = new AstroTime(high);
      const moon = EclipticGeoMoon(time).lon;
      expect(Math.abs(diff(trueNode(time), moon)), time.date.toISOString()).toBeLessThan(1 / 60);
      expect(Math.abs(diff(trueNode(time), meanNode(time)))).toBeLessThan(2);
      checked++;
    }
    expect(checked).toBeGreaterThan(600);
  });

  it("moves Lilith forward a full circle in about 8.85 years", () => {
    expect(meanApogee(new AstroTime(0))).toBeCloseTo(263.3532, 3);
    expect(Math.abs(diff(meanApogee(new AstroTime(8.85 * 365.25)), 263.3532))).toBeLessThan(2);
  });
});

// The Swiss Ephemeris's mean Lilith (SE_MEAN_APOG) and mean node, as kerykeion publishes them in
// its test charts (1850 to 2100) and ephemeris fixtures (January 2023, London): numbers only.
// Meeus's mean apogee alone, measured along the orbit, was 0.2' to 6.7' from them.
describe("Lilith and the mean node against the Swiss Ephemeris", () => {
  const points = [...SWISS.charts, ...SWISS.instants];
  const extra = (utc: string) => {
    const at = new Date(utc);
    return extraPointsAt(at, 0, anglesAt(at, 0, 0), bodiesAt(at));
  };

  it("puts the chart's Lilith within 2″ of the Swiss Ephemeris's mean Lilith", () => {
    expect(points.length).toBeGreaterThan(20);
    const misses = points.map((p) => Math.abs(diff(extra(p.utc).lilith, p.meanLilith)) * 3600);
    // Largest measured: 1.1″ (2100).
    expect(Math.max(...misses)).toBeLessThan(2);
  });

  it("projects the apogee off the orbit by up to 7' and back onto it at the nodes", () => {
    const reductions = points.map(
      (p) =>
        diff(lilithAt(new AstroTime(new Date(p.utc))), meanApogee(new AstroTime(new Date(p.utc)))) *
        60,
    );
    expect(Math.max(...reductions.map(Math.abs))).toBeGreaterThan(4);
    expect(Math.max(...reductions.map(Math.abs))).toBeLessThan(7.3);
  });

  it("puts the mean node, nutation included, within 1″ of the Swiss Ephemeris's", () => {
    const nodes = SWISS.charts.filter((c) => c.meanNode !== undefined);
    expect(nodes.length).toBe(2);
    for (const c of nodes) {
      expect(Math.abs(diff(extra(c.utc).meanNode, c.meanNode!)) * 3600, c.id).toBeLessThan(1);
    }
  });
});

describe("the Vertex and the Part of Fortune", () => {
  it("puts the Vertex on the prime vertical, west of the meridian, north and south of the equator", () => {
    for (const latitude of [-45, -20, 10, 40, 60]) {
      for (let h = 0; h < 24; h += 5) {
        const utc = new Date(Date.UTC(2026, 5, 21, h, 10));
        const angles = anglesAt(utc, latitude, 13.4);
        const { vertex } = extraPointsAt(utc, latitude, angles, bodiesAt(utc));
        const e = angles.obliquity * RAD;
        const lon = vertex * RAD;
        const ra = Math.atan2(Math.sin(lon) * Math.cos(e), Math.cos(lon));
        const dec = Math.asin(Math.sin(e) * Math.sin(lon));
        const hourAngle = angles.ramc * RAD - ra;
        expect(Math.tan(dec)).toBeCloseTo(Math.tan(latitude * RAD) * Math.cos(hourAngle), 6);
        expect(Math.sin(hourAngle), `${latitude}° ${h}h`).toBeGreaterThan(0);
      }
    }
  });

  it("adds the Moon's distance from the Sun to the Ascendant by day, and the reverse by night", () => {
    const noon = new Date(Date.UTC(2026, 5, 21, 12));
    const day = anglesAt(noon, 51.5, 0);
    const bodies = bodiesAt(noon);
    const sun = bodies.find((b) => b.name === "Sun")!.longitude;
    const moon = bodies.find((b) => b.name === "Moon")!.longitude;
    const byDay = extraPointsAt(noon, 51.5, day, bodies);
    expect(byDay.dayBirth).toBe(true);
    expect(Math.abs(diff(byDay.partOfFortune, day.ascendant + moon - sun))).toBeLessThan(1e-9);
    const midnight = new Date(Date.UTC(2026, 5, 21, 0));
    const night = anglesAt(midnight, 51.5, 0);
    const nightBodies = bodiesAt(midnight);
    const byNight = extraPointsAt(midnight, 51.5, night, nightBodies);
    expect(byNight.dayBirth).toBe(false);
  });
});
