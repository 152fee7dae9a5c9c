// Chiron against two independent computations: the Swiss Ephemeris's apparent longitudes as
// kerykeion publishes them (23 charts, 1850-2100; tests/fixtures/swiss-ephemeris-chiron.json),
// and JPL Horizons' heliocentric states ten, twenty and forty years from the one the table was
// integrated from (the same source as scripts/build-chiron.js's state): 0.3", 0.9", 2.3" and 7.3"
// apart: the integration drifts, slowly.
import { AstroTime } from "astronomy-engine";
import { describe, expect, it } from "vitest";
import REFERENCE from "../../../tests/fixtures/swiss-ephemeris-chiron.json";
import { chironAt, chironLongitude, heliocentricChiron } from "./chiron";

const ARC_MINUTE = 1 / 60;
const difference = (a: number, b: number) => ((a - b + 540) % 360) - 180;

describe("Chiron's longitude", () => {
  it.each(REFERENCE.charts)("$id ($local) within the issue's bound", (chart) => {
    const utc = new Date(chart.utc);
    const ours = chironLongitude(new AstroTime(utc));
    // Within 1' of the Swiss Ephemeris from 1900 to 2100, 5' before.
    const allowed = utc.getUTCFullYear() < 1900 ? 5 : 1;
    expect(Math.abs(difference(ours, chart.chiron)) / ARC_MINUTE).toBeLessThan(allowed);
  });

  it("moves backwards in its yearly retrograde and forwards otherwise", () => {
    // Chiron stationed retrograde on 2024-07-26 and direct on 2024-12-27 (published ephemerides).
    expect(chironAt(new AstroTime(new Date("2024-10-01T00:00Z"))).speed).toBeLessThan(0);
    expect(chironAt(new AstroTime(new Date("2024-03-01T00:00Z"))).speed).toBeGreaterThan(0);
  });

  it("refuses an instant outside its table instead of extrapolating", () => {
    expect(() => chironLongitude(new AstroTime(new Date("1700-01-01T00:00Z")))).toThrow(RangeError);
  });
});

// JPL Horizons, 2060 Chiron from @sun, ICRF, AU, at 00:00 TDB on 1 January (quoted with the
// 2000 state in AstronomyKit's Chiron.swift).
const HORIZONS: [year: number, x: number, y: number, z: number][] = [
  [2010, 13.19148992863117, -9.058771972133892, -2.018744306999665],
  [2020, 18.74979015626275, 0.9060856547258316, 1.445166327129911],
  [2030, 13.13185175469694, 10.45171373019759, 4.086005508618447],
  [2040, -1.878330124332237, 10.99286850835428, 3.325776674355994],
];

describe("the integration", () => {
  it.each(HORIZONS)("is within 10 arc-seconds of Horizons' position at %i", (year, x, y, z) => {
    // TT days from J2000 to 00:00 on 1 January of the year (TT and TDB differ by < 2 ms).
    const tt = Date.UTC(year, 0, 1) / 86_400_000 - Date.UTC(2000, 0, 1, 12) / 86_400_000;
    const ours = heliocentricChiron(AstroTime.FromTerrestrialTime(tt));
    const miss = Math.hypot(ours.x - x, ours.y - y, ours.z - z) / Math.hypot(x, y, z);
    expect((miss * 180 * 3600) / Math.PI).toBeLessThan(10);
  });
});
