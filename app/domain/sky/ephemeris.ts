// Apparent geocentric longitudes from astronomy-engine, the only place the sky code touches it.
// Never EclipticLongitude: it is heliocentric, and a horoscope is cast from the Earth.
import {
  AstroTime,
  Body,
  Ecliptic,
  EclipticGeoMoon,
  GeoVector,
  SunPosition,
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
