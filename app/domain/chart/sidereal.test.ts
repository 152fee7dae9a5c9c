import { describe, expect, it } from "vitest";
import { ayanamsaAt, nakshatraOf, NAKSHATRAS } from "~/domain/chart/sidereal";

const dms = (d: number, m: number, s: number) => d + m / 60 + s / 3600;
// The issue asks for 1'; the formulas hold 1" (measured: 0.7" at most), so 5" guards them.
const TOLERANCE = 5 / 3600;

// Published ayanamsa values for known dates: facts, each held to within 5".
const PUBLISHED = [
  // Indian Calendar Reform Committee (1956): 23°15'00" on 21 March 1956, nutation included.
  { name: "lahiri", utc: "1956-03-21T00:00:00Z", degrees: dms(23, 15, 0), of: "degrees" },
  // Indian Ephemeris and Nautical Almanac 1965, p. 459: 22°27'37.69" for 1900.0 (mean).
  { name: "lahiri", utc: "1899-12-31T12:00:00Z", degrees: dms(22, 27, 37.69), of: "mean" },
  // Swiss Ephemeris, SE_SIDM_LAHIRI at J2000: 23.8571° (mean).
  { name: "lahiri", utc: "2000-01-01T12:00:00Z", degrees: 23.8571, of: "mean" },
  // The American Sidereal Ephemeris 1976-2000: SVP 335°57'28.64" for 1950.0 (B1950).
  {
    name: "fagan-bradley",
    utc: "1949-12-31T22:09:47Z",
    degrees: 360 - dms(335, 57, 28.64),
    of: "mean",
  },
  // Robert Hand (after B. V. Raman), as in the Swiss Ephemeris: 21°00'52" at 1900 January 0.5.
  { name: "raman", utc: "1899-12-31T12:00:00Z", degrees: dms(21, 0, 52), of: "mean" },
  // B. V. Raman's worked example: (1912 - 397) × 50⅓" = 21°10'55" for 1912.
  { name: "raman", utc: "1912-01-01T00:00:00Z", degrees: dms(21, 10, 55), of: "mean" },
] as const;

describe("ayanamsaAt", () => {
  for (const fact of PUBLISHED) {
    it(`${fact.name} on ${fact.utc.slice(0, 10)} is the published ${fact.degrees.toFixed(5)}°`, () => {
      const value = ayanamsaAt(fact.name, new Date(fact.utc))[fact.of];
      expect(Math.abs(value - fact.degrees)).toBeLessThan(TOLERANCE);
    });
  }

  it('grows by the precession, about 50.3" a year, and adds the nutation to the mean', () => {
    const a = ayanamsaAt("lahiri", new Date("2001-01-01T00:00:00Z"));
    const b = ayanamsaAt("lahiri", new Date("2002-01-01T00:00:00Z"));
    expect((b.mean - a.mean) * 3600).toBeCloseTo(50.29, 1);
    expect(Math.abs(a.degrees - a.mean) * 3600).toBeLessThan(18);
    expect(a.degrees).not.toBe(a.mean);
  });

  it("keeps the schools apart by their known distances (Fagan-Bradley ~0°53' past Lahiri)", () => {
    const at = new Date("2026-01-01T00:00:00Z");
    const lahiri = ayanamsaAt("lahiri", at).mean;
    expect(ayanamsaAt("fagan-bradley", at).mean - lahiri).toBeCloseTo(0.88, 1);
    expect(lahiri - ayanamsaAt("raman", at).mean).toBeCloseTo(1.45, 1);
  });
});

describe("nakshatraOf", () => {
  it("divides the zodiac into 27 mansions of 13°20', four padas each", () => {
    expect(NAKSHATRAS).toHaveLength(27);
    expect(nakshatraOf(0)).toEqual({ name: "Ashwini", number: 1, pada: 1 });
    expect(nakshatraOf(3.34)).toEqual({ name: "Ashwini", number: 1, pada: 2 });
    expect(nakshatraOf(dms(13, 20, 0))).toEqual({ name: "Bharani", number: 2, pada: 1 });
    expect(nakshatraOf(dms(53, 19, 59))).toEqual({ name: "Rohini", number: 4, pada: 4 });
    expect(nakshatraOf(180)).toEqual({ name: "Chitra", number: 14, pada: 3 });
    expect(nakshatraOf(359.99)).toEqual({ name: "Revati", number: 27, pada: 4 });
    expect(nakshatraOf(-0.01)).toEqual({ name: "Revati", number: 27, pada: 4 });
  });
});
