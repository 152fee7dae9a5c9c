// Angles and house cusps: Einstein's published chart, the definitions of each system checked
// by a computation independent of the one that found the cusps, and the polar fallback.
import { describe, expect, it } from "vitest";
import { Horizon, Observer } from "astronomy-engine";
import { anglesAt, ascensionalDifference, HOUSE_SYSTEMS, housesAt } from "~/domain/chart/houses";

const ARCMIN = 1 / 60;
const RAD = Math.PI / 180;
/** Signed difference a - b in degrees, -180..180. */
const diff = (a: number, b: number) => ((a - b + 540) % 360) - 180;
const dms = (sign: number, deg: number, min: number) => sign * 30 + deg + min / 60;

describe("the angles", () => {
  it("match Albert Einstein's chart: Ulm, 14 March 1879, 10:50 UT (astro.com)", () => {
    const { ascendant, midheaven } = anglesAt(
      new Date(Date.UTC(1879, 2, 14, 10, 50)),
      48 + 24 / 60,
      9 + 59 / 60,
    );
    // Ascendant 11°38' Cancer, Midheaven 12°50' Pisces.
    expect(Math.abs(diff(ascendant, dms(3, 11, 38)))).toBeLessThan(ARCMIN);
    expect(Math.abs(diff(midheaven, dms(11, 12, 50)))).toBeLessThan(ARCMIN);
  });
});

// Placidus by definition: a cusp's hour angle is its stated share of its semi-arc, diurnal
// above the horizon (from the meridian), nocturnal below (to the lower meridian). Worked from
// the cusp's longitude through right ascension and declination, not by the iteration.
function placidusShare(
  longitude: number,
  ramc: number,
  latitude: number,
  e: number,
  above: boolean,
) {
  const ra =
    Math.atan2(Math.sin(longitude * RAD) * Math.cos(e * RAD), Math.cos(longitude * RAD)) / RAD;
  const ad = ascensionalDifference(longitude, latitude, e);
  return above ? diff(ra, ramc) / (90 + ad) : diff(ramc + 180, ra) / (90 - ad);
}

describe("Placidus", () => {
  it("puts every cusp at its share of its semi-arc, on 300 dates at latitudes -60° to 60°", () => {
    const worst: string[] = [];
    for (let i = 0; i < 300; i++) {
      const utc = new Date(
        Date.UTC(1900 + ((i * 7) % 200), i % 12, 1 + (i % 28), (i * 5) % 24, (i * 17) % 60),
      );
      const latitude = -60 + ((i * 37) % 121);
      const houses = housesAt(utc, latitude, ((i * 53) % 360) - 180, "placidus");
      const { ramc, obliquity, cusps } = houses;
      // Cusps 11 and 12: a third and two thirds of the diurnal semi-arc east of the meridian;
      // cusps 2 and 3: two thirds and a third of the nocturnal one before the lower meridian.
      const checks: [number, number, boolean][] = [
        [cusps[10]!, 1 / 3, true],
        [cusps[11]!, 2 / 3, true],
        [cusps[1]!, 2 / 3, false],
        [cusps[2]!, 1 / 3, false],
      ];
      for (const [longitude, share, above] of checks) {
        const got = placidusShare(longitude, ramc, latitude, obliquity, above);
        if (Math.abs(got - share) > 1e-6)
          worst.push(`${utc.toISOString()} ${latitude}°: ${got} vs ${share}`);
      }
      expect(houses.system).toBe("placidus");
      expect(houses.cusps[0]).toBeCloseTo(houses.ascendant, 9);
      expect(houses.cusps[9]).toBeCloseTo(houses.midheaven, 9);
    }
    expect(worst.slice(0, 5)).toEqual([]);
  });

  it("falls back to Porphyry beyond the polar circles, and says why", () => {
    const tromso = housesAt(new Date(Date.UTC(2026, 0, 5, 12)), 69.65, 18.96, "placidus");
    expect(tromso.system).toBe("porphyry");
    expect(tromso.fallback).toMatch(/polar circles/);
    const koch = housesAt(new Date(Date.UTC(2026, 0, 5, 12)), -70, 0, "koch");
    expect(koch.system).toBe("porphyry");
  });
});

describe("every system", () => {
  it("gives twelve cusps in zodiac order, each opposite its sixth-next", () => {
    for (const system of HOUSE_SYSTEMS) {
      for (const latitude of [-55, -20, 0, 33.5, 51.5, 64]) {
        const { cusps } = housesAt(new Date(Date.UTC(1987, 4, 9, 7, 30)), latitude, -3, system);
        expect(cusps).toHaveLength(12);
        let turned = 0;
        for (let i = 0; i < 12; i++) {
          const step = diff(cusps[(i + 1) % 12]!, cusps[i]!);
          expect(step, `${system} ${latitude}° cusp ${i + 1}`).toBeGreaterThan(0);
          turned += step;
          expect(Math.abs(diff(cusps[(i + 6) % 12]!, cusps[i]! + 180))).toBeLessThan(1e-9);
        }
        expect(turned).toBeCloseTo(360, 6);
      }
    }
  });

  it("agree where they must: Koch equals Placidus on the equator, Porphyry trisects, whole signs start at 0°", () => {
    const when = new Date(Date.UTC(2026, 10, 24, 14, 53));
    const placidus = housesAt(when, 0, 30, "placidus").cusps;
    const koch = housesAt(when, 0, 30, "koch").cusps;
    placidus.forEach((c, i) => expect(Math.abs(diff(c, koch[i]!))).toBeLessThan(1e-6));
    const porphyry = housesAt(when, 45, 30, "porphyry");
    const quarter = diff(porphyry.cusps[3]!, porphyry.cusps[0]!);
    expect(diff(porphyry.cusps[1]!, porphyry.cusps[0]!)).toBeCloseTo(quarter / 3, 9);
    const whole = housesAt(when, 45, 30, "whole-sign");
    expect(whole.cusps[0]! % 30).toBe(0);
    expect(Math.floor(whole.cusps[0]! / 30)).toBe(Math.floor(whole.ascendant / 30));
    const equal = housesAt(when, 45, 30, "equal");
    expect(diff(equal.cusps[3]!, equal.ascendant)).toBeCloseTo(90, 9);
  });
});

// Beyond the polar circles the textbook formula can give the setting intersection. The rising
// one is checked with astronomy-engine's own horizon: on the horizon now, and higher a minute on.
describe("the Ascendant above the polar circles", () => {
  const altitude = (longitude: number, at: Date, latitude: number, e: number) => {
    const l = longitude * RAD;
    const ra = Math.atan2(Math.sin(l) * Math.cos(e * RAD), Math.cos(l)) / RAD;
    const dec = Math.asin(Math.sin(e * RAD) * Math.sin(l)) / RAD;
    const observer = new Observer(latitude, 25, 0);
    return Horizon(at, observer, (((ra % 360) + 360) % 360) / 15, dec).altitude;
  };

  for (const latitude of [67, 69, -67, -69]) {
    it(`is the rising point in every 10 minutes of a day at ${latitude}°`, () => {
      let checked = 0;
      for (const start of [Date.UTC(2026, 2, 20), Date.UTC(2026, 5, 21), Date.UTC(1960, 11, 21)]) {
        for (let minute = 0; minute < 1440; minute += 10) {
          const at = new Date(start + minute * 60_000);
          const { ascendant, obliquity } = anglesAt(at, latitude, 25);
          const later = new Date(at.getTime() + 60_000);
          const earlier = new Date(at.getTime() - 60_000);
          const now = altitude(ascendant, at, latitude, obliquity);
          expect(Math.abs(now)).toBeLessThan(0.01);
          const rise = altitude(ascendant, later, latitude, obliquity);
          const before = altitude(ascendant, earlier, latitude, obliquity);
          // Where the ecliptic lies almost along the horizon the point barely moves.
          if (Math.abs(rise - before) < 1e-4) continue;
          expect(rise, `${at.toISOString()} at ${latitude}°`).toBeGreaterThan(before);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(400);
    });
  }
});
