// The chart's points at one instant: the ten bodies (apparent geocentric longitude, speed,
// retrograde), Chiron, the Moon's mean and true nodes, Lilith (the Moon's mean apogee), the Vertex
// and the Part of Fortune.
import { AstroTime, Ecliptic, GeoMoon, e_tilt } from "astronomy-engine";
import { ascendantFor, type Angles } from "~/domain/chart/houses";
import { normalizeDegrees } from "~/domain/sky/ephemeris";
import { positions } from "~/domain/sky/positions";
import { BODIES } from "~/domain/sky/types";
import type { Planet } from "~/domain/zodiac";
import { JULIAN_CENTURY } from "~/domain/time";

export interface BodyPoint {
  name: Planet;
  longitude: number;
  /** Degrees a day; negative when retrograde. */
  speed: number;
  retrograde: boolean;
}

export interface ExtraPoints {
  /** Of date, nutation included, like the Swiss Ephemeris's. */
  meanNode: number;
  trueNode: number;
  /**
   * Black Moon Lilith: the mean apogee of the Moon's orbit, on the mean orbit and projected onto
   * the ecliptic of date, nutation included: the Swiss Ephemeris's mean Lilith, within 2″.
   */
  lilith: number;
  vertex: number;
  partOfFortune: number;
  /** Whether the Sun is above the horizon, which decides the Part of Fortune's formula. */
  dayBirth: boolean;
}

export function bodiesAt(utc: Date): BodyPoint[] {
  const time = new AstroTime(utc);
  const before = time.AddDays(-0.5);
  const after = time.AddDays(0.5);
  return BODIES.map((name) => {
    const { longitude, speed } = positions.fast.withSpeed(name, time, before, after);
    return { name, longitude, speed, retrograde: speed < 0 };
  });
}

/**
 * Chiron moves like a body but is not one of BODIES, which the transits, forecasts, synastry and
 * aspects iterate over: it is a point of the chart with a speed.
 */
export function chironPointAt(utc: Date): Omit<BodyPoint, "name"> & { name: "Chiron" } {
  const { longitude, speed } = positions.integrated.chironWithSpeed(new AstroTime(utc));
  return { name: "Chiron", longitude, speed, retrograde: speed < 0 };
}

/** Julian centuries of Terrestrial Time since J2000. */
function centuries(time: AstroTime): number {
  return time.tt / JULIAN_CENTURY;
}

/** Meeus, Astronomical Algorithms (2nd ed.), 47.7: the mean ascending node. */
export function meanNode(time: AstroTime): number {
  const t = centuries(time);
  return normalizeDegrees(
    125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467441,
  );
}

/** Meeus 47.7's mean perigee, plus 180°: the mean apogee, measured along the Moon's orbit. */
export function meanApogee(time: AstroTime): number {
  const t = centuries(time);
  const perigee =
    83.3532465 + 4069.0137287 * t - 0.01032 * t * t - (t * t * t) / 80053 + t ** 4 / 18999000;
  return normalizeDegrees(perigee + 180);
}

/** The mean inclination of the Moon's orbit to the ecliptic (Meeus 47, ELP2000-82). */
const MOON_INCLINATION = 5.1453964;
const RAD = Math.PI / 180;

/**
 * Lilith as astro.com and the Swiss Ephemeris give it: the mean apogee lies on the Moon's mean
 * orbit, 5.1° out of the ecliptic, so its ecliptic longitude is its distance from the mean node
 * reduced to the ecliptic (tan λ' = cos i tan u), up to 7' from the orbit longitude twice a
 * revolution; nutation then takes it to the true equinox of date, as for the planets.
 */
export function lilithAt(time: AstroTime): number {
  const node = meanNode(time);
  const u = (meanApogee(time) - node) * RAD;
  const reduced = Math.atan2(Math.sin(u) * Math.cos(MOON_INCLINATION * RAD), Math.cos(u)) / RAD;
  return normalizeDegrees(node + reduced + nutationInLongitude(time));
}

/** Nutation in longitude, degrees. */
function nutationInLongitude(time: AstroTime): number {
  return e_tilt(time).dpsi / 3600;
}

/**
 * The true node: where the Moon's osculating orbit (the plane of its position and velocity
 * now) crosses the ecliptic of date going north.
 */
export function trueNode(time: AstroTime): number {
  const step = 1 / 24;
  const at = (t: AstroTime) => Ecliptic(GeoMoon(t)).vec;
  const r = at(time);
  const a = at(time.AddDays(-step));
  const b = at(time.AddDays(step));
  const v = { x: b.x - a.x, y: b.y - a.y, z: b.z - a.z };
  const h = { x: r.y * v.z - r.z * v.y, y: r.z * v.x - r.x * v.z };
  return normalizeDegrees((Math.atan2(h.x, -h.y) * 180) / Math.PI);
}

export function extraPointsAt(
  utc: Date,
  latitude: number,
  angles: Angles,
  bodies: readonly BodyPoint[],
): ExtraPoints {
  const time = new AstroTime(utc);
  const sun = bodies.find((b) => b.name === "Sun")!.longitude;
  const moon = bodies.find((b) => b.name === "Moon")!.longitude;
  // The upper half of the chart runs from the Descendant to the Ascendant through the Midheaven.
  const dayBirth = normalizeDegrees(sun - (angles.ascendant + 180)) < 180;
  return {
    meanNode: normalizeDegrees(meanNode(time) + nutationInLongitude(time)),
    trueNode: trueNode(time),
    lilith: lilithAt(time),
    vertex: vertexFor(angles, latitude),
    partOfFortune: normalizeDegrees(angles.ascendant + (dayBirth ? moon - sun : sun - moon)),
    dayBirth,
  };
}

/**
 * Where the prime vertical meets the ecliptic in the west. The point rising at the co-latitude
 * half a day of sidereal time away is on the prime vertical; when it lies east of the meridian
 * it is the anti-vertex, and the Vertex is opposite it.
 */
function vertexFor(angles: Angles, latitude: number): number {
  const point = ascendantFor(angles.ramc + 180, 90 - latitude, angles.obliquity);
  const rad = Math.PI / 180;
  const ra =
    Math.atan2(Math.sin(point * rad) * Math.cos(angles.obliquity * rad), Math.cos(point * rad)) /
    rad;
  const west = Math.sin((angles.ramc - ra) * rad) > 0;
  return west ? point : normalizeDegrees(point + 180);
}
