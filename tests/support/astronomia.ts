// astronomia (MIT): Meeus's algorithms with the full VSOP87 series, the chapter 47 Moon and its
// own ΔT, as the independent computation the calendar's and the transits' tests compare with.
import { createRequire } from "node:module";
import type { IngressEvent } from "~/domain/calendar/types";

// astronomia ships no types: the few functions used here, as its sources document them.
interface Coord {
  lon: number;
  lat: number;
  range: number;
}
interface Vsop87 {
  position(jde: number): Coord;
}
interface Equatorial {
  toEcliptic(obliquity: number): { lon: number; lat: number };
}
type Ecliptic = { lon: number; lat: number };

const require = createRequire(import.meta.url);
const load = <T>(module: string) => require(`astronomia/${module}`) as T;
const { deltaT } = load<{ deltaT: (year: number) => number }>("deltat");
export const moonphase =
  load<Record<"newMoon" | "first" | "full" | "last", (year: number) => number>>("moonphase");
const moonposition = load<{ position: (jde: number) => Coord }>("moonposition");
const { nutation, meanObliquity } = load<{
  nutation: (jde: number) => [number, number];
  meanObliquity: (jde: number) => number;
}>("nutation");
const { Planet } = load<{ Planet: new (data: object) => Vsop87 }>("planetposition");
const elliptic = load<{ position: (planet: Vsop87, earth: Vsop87, jde: number) => Equatorial }>(
  "elliptic",
);
const solar = load<{ apparentVSOP87: (earth: Vsop87, jde: number) => Coord }>("solar");
export const solstice =
  load<
    Record<"march2" | "june2" | "september2" | "december2", (year: number, earth: Vsop87) => number>
  >("solstice");
export const pluto = load<{ astrometric: (jde: number, earth: Vsop87) => Ecliptic }>("pluto");
const coord = load<{
  Equatorial: new (ra: number, dec: number) => Equatorial;
  Ecliptic: new (lon: number, lat: number) => Ecliptic;
}>("coord");
const precess = load<{
  eclipticPosition: (ecliptic: Ecliptic, epochFrom: number, epochTo: number) => Ecliptic;
}>("precess");
const apparent = load<{
  eclipticAberration: (lon: number, lat: number, jde: number) => [number, number];
}>("apparent");

// The full VSOP87 series take a while to load: once per planet.
const vsopCache = new Map<string, Vsop87>();
export function vsop(name: string): Vsop87 {
  let planet = vsopCache.get(name);
  if (!planet) {
    planet = new Planet(load<{ default: object }>(`data/vsop87B${name}`).default);
    vsopCache.set(name, planet);
  }
  return planet;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const TOLERANCE = 2 * MINUTE;
export const JD_1970 = 2440587.5;
const J2000 = 2451545;

export const julianYear = (jd: number) => 2000 + (jd - J2000) / 365.25;
/** Our UTC instant as a Julian Ephemeris Day: TT = UT + ΔT, with astronomia's ΔT. */
export function toJde(ms: number): number {
  const jd = ms / DAY + JD_1970;
  return jd + deltaT(julianYear(jd)) / 86_400;
}
/** A Julian Ephemeris Day (TT) as milliseconds since 1970 UT. */
export function fromJde(jde: number): number {
  return (jde - deltaT(julianYear(jde)) / 86_400 - JD_1970) * DAY;
}
export const degrees = (radians: number) => ((((radians * 180) / Math.PI) % 360) + 360) % 360;
/** The signed change from `from` to `to` the short way round, in degrees (-180, 180]. */
export function arc(from: number, to: number): number {
  const change = (((to - from) % 360) + 360) % 360;
  return change > 180 ? change - 360 : change;
}

export type Longitude = (ms: number) => number;

/** Apparent longitude of date: Meeus 47 plus nutation (its series already hold the aberration). */
export const moonLongitude: Longitude = (ms) => {
  const jde = toJde(ms);
  return degrees(moonposition.position(jde).lon + nutation(jde)[0]);
};

/** Apparent geocentric longitude of date: light time, aberration, FK5 and nutation (Meeus 33). */
export function bodyLongitude(body: IngressEvent["body"]): Longitude {
  const earth = vsop("earth");
  if (body === "Sun") return (ms) => degrees(solar.apparentVSOP87(earth, toJde(ms)).lon);
  if (body === "Pluto") {
    // Meeus 37 gives astrometric J2000 places: precess them to the ecliptic of date, then add
    // nutation and aberration.
    const obliquity2000 = meanObliquity(J2000);
    return (ms) => {
      const jde = toJde(ms);
      const { lon: ra, lat: dec } = pluto.astrometric(jde, earth);
      const j2000 = new coord.Equatorial(ra, dec).toEcliptic(obliquity2000);
      const ofDate = precess.eclipticPosition(
        new coord.Ecliptic(j2000.lon, j2000.lat),
        2000,
        julianYear(jde),
      );
      const [aberration] = apparent.eclipticAberration(ofDate.lon, ofDate.lat, jde);
      return degrees(ofDate.lon + nutation(jde)[0] + aberration);
    };
  }
  const planet = vsop(body.toLowerCase());
  return (ms) => {
    // elliptic.position returns apparent right ascension and declination of date: back to the
    // ecliptic with the true obliquity.
    const jde = toJde(ms);
    const trueObliquity = meanObliquity(jde) + nutation(jde)[1];
    return degrees(elliptic.position(planet, earth, jde).toEcliptic(trueObliquity).lon);
  };
}

/** Degrees a day, from the longitude an hour either side. */
export const speedAt = (longitude: Longitude, ms: number) =>
  arc(longitude(ms - HOUR), longitude(ms + HOUR)) * 12;

/**
 * When astronomia's longitude passes `target` near `guess`: Newton steps with the speed at the
 * guess (it barely changes over the minutes involved), to 10 ms. NaN if it strays beyond `reach`.
 */
export function crossingNear(
  longitude: Longitude,
  target: number,
  guess: number,
  reach: number,
): number {
  const speed = speedAt(longitude, guess) / DAY;
  let time = guess;
  for (let i = 0; i < 20; i++) {
    const step = arc(target, longitude(time)) / speed;
    time -= step;
    if (!(Math.abs(time - guess) <= reach)) return Number.NaN;
    if (Math.abs(step) < 10) return time;
  }
  return Number.NaN;
}
