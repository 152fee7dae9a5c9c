// The chart's angles and house cusps for a UTC moment and a place: the Ascendant and Midheaven
// from local apparent sidereal time and the true obliquity (astronomy-engine), then the cusps
// by Placidus (the default), Koch, Porphyry, Equal or Whole Sign. Placidus and Koch divide the
// time a point takes to rise, which stops making sense where parts of the ecliptic never rise
// or set (beyond the polar circles): there they fall back to Porphyry, and say so.
import { e_tilt, MakeTime, SiderealTime } from "astronomy-engine";

export type HouseSystem = "placidus" | "koch" | "porphyry" | "equal" | "whole-sign";

export const HOUSE_SYSTEMS: readonly HouseSystem[] = [
  "placidus",
  "koch",
  "porphyry",
  "equal",
  "whole-sign",
];

export interface Angles {
  /** Right ascension of the meridian (local apparent sidereal time), degrees. */
  ramc: number;
  /** True obliquity of the ecliptic, degrees. */
  obliquity: number;
  /** Ecliptic longitudes, degrees 0-360. */
  ascendant: number;
  midheaven: number;
}

export interface Houses extends Angles {
  /** The system the cusps follow: the one asked for, or Porphyry where it cannot work. */
  system: HouseSystem;
  /** Why the system differs from the one asked for. */
  fallback?: string;
  /** Twelve cusps, from the 1st house's, ecliptic longitudes 0-360. */
  cusps: number[];
}

const RAD = Math.PI / 180;
const sin = (d: number) => Math.sin(d * RAD);
const cos = (d: number) => Math.cos(d * RAD);
const tan = (d: number) => Math.tan(d * RAD);
const norm = (d: number) => ((d % 360) + 360) % 360;
const atan2d = (y: number, x: number) => norm(Math.atan2(y, x) / RAD);

/** Degrees east of Greenwich and north of the equator. */
export function anglesAt(utc: Date, latitude: number, longitude: number): Angles {
  const time = MakeTime(utc);
  return anglesFromRamc(SiderealTime(time) * 15 + longitude, latitude, e_tilt(time).tobl);
}

export function housesAt(
  utc: Date,
  latitude: number,
  longitude: number,
  system: HouseSystem = "placidus",
): Houses {
  return housesFor(anglesAt(utc, latitude, longitude), latitude, system);
}

/** The angles for a meridian's right ascension (a composite chart's, which no moment has). */
export function anglesFromRamc(ramc: number, latitude: number, obliquity: number): Angles {
  return {
    ramc: norm(ramc),
    obliquity,
    ascendant: risingPoint(ramc, latitude, obliquity),
    midheaven: atan2d(sin(ramc), cos(ramc) * cos(obliquity)),
  };
}

/** The cusps for angles at a latitude. */
export function housesFor(angles: Angles, latitude: number, system: HouseSystem): Houses {
  const { ramc, obliquity: e, ascendant, midheaven } = angles;
  const polar = Math.abs(latitude) >= 90 - e;
  if ((system === "placidus" || system === "koch") && polar) {
    return {
      ...angles,
      system: "porphyry",
      fallback: `${system === "placidus" ? "Placidus" : "Koch"} houses cannot be drawn beyond the polar circles (latitude ${Math.abs(latitude).toFixed(2)}°), where some signs never rise: Porphyry is used instead.`,
      cusps: porphyry(ascendant, midheaven),
    };
  }
  const cusps = (() => {
    switch (system) {
      case "placidus":
        return placidus(ramc, latitude, e, ascendant, midheaven);
      case "koch":
        return koch(ramc, latitude, e, ascendant, midheaven);
      case "porphyry":
        return porphyry(ascendant, midheaven);
      case "equal":
        return Array.from({ length: 12 }, (_, i) => norm(ascendant + 30 * i));
      case "whole-sign":
        return Array.from({ length: 12 }, (_, i) => norm(Math.floor(ascendant / 30) * 30 + 30 * i));
    }
  })();
  return { ...angles, system, cusps };
}

/** The ecliptic point rising on the eastern horizon when the meridian's right ascension is `ramc`. */
export function ascendantFor(ramc: number, latitude: number, obliquity: number): number {
  return atan2d(cos(ramc), -(sin(ramc) * cos(obliquity) + tan(latitude) * sin(obliquity)));
}

/**
 * The Ascendant: the ecliptic's intersection with the horizon that is rising. Below the polar
 * circles `ascendantFor` always gives it; beyond them the formula sometimes gives the setting
 * intersection, 180° away. A point rises while its hour angle is between 12 and 24 hours (it is
 * east of the meridian), so where that fails the other intersection is the one rising.
 */
export function risingPoint(ramc: number, latitude: number, obliquity: number): number {
  const point = ascendantFor(ramc, latitude, obliquity);
  const ra = atan2d(sin(point) * cos(obliquity), cos(point));
  return sin(ramc - ra) > 0 ? norm(point + 180) : point;
}

/** The ecliptic point with this right ascension. */
function longitudeOfRa(ra: number, obliquity: number): number {
  return atan2d(sin(ra), cos(ra) * cos(obliquity));
}

/** Ascensional difference of an ecliptic point: how far its rising is displaced from 6 hours. */
export function ascensionalDifference(longitude: number, latitude: number, obliquity: number) {
  const declination = Math.asin(sin(obliquity) * sin(longitude)) / RAD;
  return Math.asin(tan(latitude) * tan(declination)) / RAD;
}

// Each cusp from its opposite: the 7th is the 1st plus 180°, and so on.
function withOpposites(first: number[]): number[] {
  return [...first, ...first.map((c) => norm(c + 180))];
}

function porphyry(ascendant: number, midheaven: number): number[] {
  const ic = norm(midheaven + 180);
  const lower = norm(ic - ascendant) / 3;
  const upper = norm(ascendant - midheaven) / 3;
  return withOpposites([
    ascendant,
    norm(ascendant + lower),
    norm(ascendant + 2 * lower),
    ic,
    norm(ic + upper),
    norm(ic + 2 * upper),
  ]);
}

/**
 * Placidus: the 11th and 12th cusps are the points a third and two thirds of their diurnal
 * semi-arc past the meridian, the 3rd and 2nd a third and two thirds of their nocturnal
 * semi-arc before the lower meridian. Each is found by iterating on the point's declination.
 */
function placidus(ramc: number, latitude: number, e: number, asc: number, mc: number): number[] {
  const cusp = (fraction: number, above: boolean) => {
    let longitude = norm(mc + (above ? 90 : 270) * fraction);
    for (let i = 0; i < 50; i++) {
      const ad = ascensionalDifference(longitude, latitude, e);
      const ra = above ? ramc + fraction * (90 + ad) : ramc + 180 - fraction * (90 - ad);
      const next = longitudeOfRa(ra, e);
      const done = Math.abs(((next - longitude + 540) % 360) - 180) < 1e-9;
      longitude = next;
      if (done) break;
    }
    return longitude;
  };
  const c11 = cusp(1 / 3, true);
  const c12 = cusp(2 / 3, true);
  const c2 = cusp(2 / 3, false);
  const c3 = cusp(1 / 3, false);
  return withOpposites([asc, c2, c3, norm(mc + 180), norm(c11 + 180), norm(c12 + 180)]);
}

/**
 * Koch: the Midheaven's oblique ascension and the Ascendant's (the meridian's plus 90°) are
 * 90° plus the Midheaven's ascensional difference apart; the 11th and 12th cusps rise at the
 * thirds of that span, and the 2nd and 3rd at the thirds of the same span past the Ascendant.
 */
function koch(ramc: number, latitude: number, e: number, asc: number, mc: number): number[] {
  const span = 90 + ascensionalDifference(mc, latitude, e);
  const risingAt = (obliqueAscension: number) => ascendantFor(obliqueAscension - 90, latitude, e);
  const oaMc = ramc + 90 - span;
  const c11 = risingAt(oaMc + span / 3);
  const c12 = risingAt(oaMc + (2 * span) / 3);
  const c2 = risingAt(ramc + 90 + span / 3);
  const c3 = risingAt(ramc + 90 + (2 * span) / 3);
  return withOpposites([asc, c2, c3, norm(mc + 180), norm(c11 + 180), norm(c12 + 180)]);
}
