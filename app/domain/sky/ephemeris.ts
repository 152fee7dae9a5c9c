// Apparent geocentric longitudes from astronomy-engine, the only place the sky code touches it.
// Never EclipticLongitude: it is heliocentric, and a horoscope is cast from the Earth.
import {
  AstroTime,
  Body,
  C_AUDAY,
  Ecliptic,
  EclipticGeoMoon,
  GeoVector,
  HelioVector,
  SunPosition,
  Vector,
} from "astronomy-engine";
import type { CalendarDate } from "~/domain/calendar-date";
import type { Planet } from "~/domain/zodiac";
import { MINUTE } from "~/domain/time";

const ENGINE_BODY: Record<Exclude<Planet, "Sun" | "Moon">, Body> = {
  Mercury: Body.Mercury,
  Venus: Body.Venus,
  Mars: Body.Mars,
  Jupiter: Body.Jupiter,
  Saturn: Body.Saturn,
  Uranus: Body.Uranus,
  Neptune: Body.Neptune,
  Pluto: Body.Pluto,
};

/** An angle folded into [0, 360). */
export function normalizeDegrees(angle: number): number {
  const folded = ((angle % 360) + 360) % 360;
  // -1e-15 + 360 rounds to 360 in floating point.
  return folded >= 360 ? 0 : folded;
}

/** The signed change from `from` to `to` the short way round the circle, in (-180, 180]. */
export function signedArc(from: number, to: number): number {
  const arc = normalizeDegrees(to - from);
  return arc > 180 ? arc - 360 : arc;
}

/** The instant a whole number of minutes after 00:00 UTC on the date (either side of the day). */
export function minutesAfterMidnight(date: CalendarDate, minutes: number): AstroTime {
  return new AstroTime(new Date(Date.UTC(date.year, date.month - 1, date.day) + minutes * MINUTE));
}

/**
 * Ecliptic longitude of date (true equinox, aberration and light time included), degrees [0, 360).
 * Reuse one AstroTime across bodies: astronomy-engine caches nutation on it.
 */
export function longitudeAt(body: Planet, time: AstroTime): number {
  if (body === "Sun") return normalizeDegrees(SunPosition(time).elon);
  if (body === "Moon") return normalizeDegrees(EclipticGeoMoon(time).lon);
  return normalizeDegrees(Ecliptic(GeoVector(ENGINE_BODY[body], time, true)).elon);
}

/**
 * The longitude at `time` and the speed, degrees a day, as the change of the apparent longitude
 * from `before` to `after` (the caller's instants either side, one day apart, shared across
 * bodies for their cached nutation). A planet's two ends are not solved for their light time
 * again: its positions there are taken at the light time of the instant, one VSOP87 pass for it
 * and one for the Earth each, and the change of the light time over the day, read from those
 * distances, corrects the arc to first order (within 1e-7 °/day of the full solutions).
 */
export function longitudeAndSpeed(
  body: Planet,
  time: AstroTime,
  before: AstroTime,
  after: AstroTime,
): { longitude: number; speed: number } {
  if (body === "Sun" || body === "Moon") {
    const speed = signedArc(longitudeAt(body, before), longitudeAt(body, after));
    return { longitude: longitudeAt(body, time), speed };
  }
  const engineBody = ENGINE_BODY[body];
  const seen = GeoVector(engineBody, time, true);
  const lightTime = seen.Length() / C_AUDAY;
  // The Earth at the light's departure too: astronomy-engine's approximation of aberration.
  const end = (at: AstroTime) => {
    const departed = at.AddDays(-lightTime);
    const planet = HelioVector(engineBody, departed);
    const earth = HelioVector(Body.Earth, departed);
    const vector = new Vector(planet.x - earth.x, planet.y - earth.y, planet.z - earth.z, at);
    return { longitude: Ecliptic(vector).elon, lightTime: vector.Length() / C_AUDAY };
  };
  const [from, to] = [end(before), end(after)];
  const days = after.ut - before.ut - (to.lightTime - from.lightTime);
  return {
    longitude: normalizeDegrees(Ecliptic(seen).elon),
    speed: (signedArc(from.longitude, to.longitude) * days) / (after.ut - before.ut),
  };
}
