// Chiron's apparent geocentric longitude from a table of its heliocentric positions, integrated
// once with astronomy-engine's gravity simulator (scripts/build-chiron.js, ADR 020): light time
// and aberration as astronomy-engine applies them to the planets, on the ecliptic of date.
import type { AstroTime } from "astronomy-engine";
import { Body, CorrectLightTravel, Ecliptic, HelioVector, Vector } from "astronomy-engine";
import TABLE from "~/domain/data/chiron.json";
import { normalizeDegrees, signedArc } from "~/domain/sky/ephemeris";

/** Interpolation through this many samples around the instant (Lagrange). */
const POINTS = 8;
const HALF = POINTS / 2 - 1;
const LAST_TT = TABLE.firstTT + (TABLE.x.length - 1) * TABLE.stepDays;

/** Heliocentric, J2000 equator (EQJ), AU, at the instant (no light time). */
export function heliocentricChiron(time: AstroTime): Vector {
  const at = (time.tt - TABLE.firstTT) / TABLE.stepDays;
  const first = Math.floor(at) - HALF;
  if (first < 0 || first + POINTS > TABLE.x.length) {
    throw new RangeError(`Chiron is tabulated from TT ${TABLE.firstTT} to ${LAST_TT} days`);
  }
  let x = 0;
  let y = 0;
  let z = 0;
  for (let j = 0; j < POINTS; j++) {
    let weight = 1;
    for (let k = 0; k < POINTS; k++) if (k !== j) weight *= (at - first - k) / (j - k);
    x += weight * TABLE.x[first + j]!;
    y += weight * TABLE.y[first + j]!;
    z += weight * TABLE.z[first + j]!;
  }
  return new Vector(x * TABLE.unit, y * TABLE.unit, z * TABLE.unit, time);
}

/** Ecliptic longitude of date, light time and aberration included, degrees [0, 360). */
export function chironLongitude(time: AstroTime): number {
  // Earth and Chiron both at the light's departure: the Earth's motion meanwhile is the
  // aberration, the approximation astronomy-engine's GeoVector makes for the planets.
  const seen = CorrectLightTravel((t) => {
    const chiron = heliocentricChiron(t);
    const earth = HelioVector(Body.Earth, t);
    return new Vector(chiron.x - earth.x, chiron.y - earth.y, chiron.z - earth.z, t);
  }, time);
  return normalizeDegrees(Ecliptic(new Vector(seen.x, seen.y, seen.z, time)).elon);
}

/** Longitude and speed (degrees a day, over the day around the instant). */
export function chironAt(time: AstroTime): { longitude: number; speed: number } {
  const speed = signedArc(chironLongitude(time.AddDays(-0.5)), chironLongitude(time.AddDays(0.5)));
  return { longitude: chironLongitude(time), speed };
}
