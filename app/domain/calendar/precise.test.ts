// The calendar's planet longitudes (full VSOP87, precise.ts) against the Swiss Ephemeris, an
// independent JPL-based computation (kerykeion's values for the birth-chart reference charts,
// rounded to 0.0001°). Where ΔT is measured rather than forecast (1955 to 2025) they agree
// within about 1″; a calendar time is then good to 1″ over the planet's speed.
import { describe, expect, it } from "vitest";
import { preciseLongitude } from "~/domain/calendar/precise";
import charts from "~/domain/chart/swiss-ephemeris-charts.json";
import { signedArc } from "~/domain/sky-ephemeris";

const BODIES = ["Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"] as const;
const measured = charts.filter((c) => c.utc >= "1955" && c.utc < "2026");

describe("precise planet longitudes", () => {
  it.each(BODIES)("%s is within 1.5″ of the Swiss Ephemeris", (body) => {
    expect(measured.length).toBeGreaterThan(15);
    const longitude = preciseLongitude(body);
    const misses = measured.map((chart) => {
      const swiss = chart.bodies[body.toLowerCase() as keyof typeof chart.bodies];
      return Math.abs(signedArc(swiss, longitude(Date.parse(chart.utc)))) * 3600;
    });
    expect(Math.max(...misses)).toBeLessThan(1.5);
  });
});
