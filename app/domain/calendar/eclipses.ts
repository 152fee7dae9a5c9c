// Solar and lunar eclipses: astronomy-engine finds each and its kind; the magnitude and where it
// is seen are worked out here from the Sun's and Moon's positions at greatest eclipse.
import {
  AngleBetween,
  Body,
  Equator,
  GeoVector,
  NextGlobalSolarEclipse,
  NextLunarEclipse,
  Observer,
  SearchGlobalSolarEclipse,
  SearchLunarEclipse,
  Vector,
  VectorObserver,
  type AstroTime,
} from "astronomy-engine";
import { signDegree } from "./points";
import { latLonLabel, regionsWithin } from "./regions";
import { at, isoSecond, longitude } from "./search";
import type { EclipseEvent } from "./types";

const KM_PER_AU = 149_597_870.7;
const EARTH_KM = 6378.137;
const MOON_KM = 1737.4;
const SUN_KM = 695_700;
// The Moon's half-shadow reaches about 3,500 km from the axis: 32° of the Earth's surface.
const PARTIAL_REACH = 32;
// A lunar eclipse is seen wherever the Moon is up: within 90° of the point beneath it.
const MOON_UP = 88;

const deg = (radians: number) => (radians * 180) / Math.PI;
const semidiameter = (km: number, au: number) => deg(Math.asin(km / (au * KM_PER_AU)));
const round3 = (n: number) => Math.round(n * 1000) / 1000;

function placeOf(vector: Vector): [number, number] {
  const observer = VectorObserver(vector, false);
  return [observer.latitude, observer.longitude];
}

function scaled(v: Vector, factor: number): Vector {
  return new Vector(v.x * factor, v.y * factor, v.z * factor, v.t);
}

function solar(peak: AstroTime, kind: EclipseEvent["type"], lat?: number, lon?: number) {
  const sun = GeoVector(Body.Sun, peak, false);
  const moon = GeoVector(Body.Moon, peak, false);
  let centre: [number, number];
  if (lat !== undefined && lon !== undefined) centre = [lat, lon];
  else {
    // The point on the Earth nearest the shadow's axis, where a partial eclipse is greatest.
    const axis = new Vector(moon.x - sun.x, moon.y - sun.y, moon.z - sun.z, peak);
    const length = axis.Length();
    const along = (moon.x * axis.x + moon.y * axis.y + moon.z * axis.z) / (length * length);
    const nearest = new Vector(
      moon.x - along * axis.x,
      moon.y - along * axis.y,
      moon.z - along * axis.z,
      peak,
    );
    centre = placeOf(scaled(nearest, EARTH_KM / KM_PER_AU / nearest.Length()));
  }
  const observer = new Observer(centre[0], centre[1], 0);
  const s = Equator(Body.Sun, peak, observer, false, true);
  const m = Equator(Body.Moon, peak, observer, false, true);
  const [sunSd, moonSd] = [semidiameter(SUN_KM, s.dist), semidiameter(MOON_KM, m.dist)];
  // Central: the Moon's diameter over the Sun's; partial: the share of the Sun's diameter covered.
  const magnitude =
    kind === "partial"
      ? (sunSd + moonSd - AngleBetween(s.vec, m.vec)) / (2 * sunSd)
      : moonSd / sunSd;
  const seen =
    kind === "partial"
      ? "A partial eclipse"
      : `The ${kind} eclipse's path crosses near ${latLonLabel(centre)}; a partial eclipse`;
  return {
    magnitude: round3(magnitude),
    visible: `${seen} is seen from ${regionsWithin(centre, PARTIAL_REACH)} (greatest at ${latLonLabel(centre)}).`,
  };
}

function lunar(peak: AstroTime, kind: EclipseEvent["type"]) {
  const sun = GeoVector(Body.Sun, peak, false);
  const moon = GeoVector(Body.Moon, peak, false);
  const [sunAu, moonAu] = [sun.Length(), moon.Length()];
  const moonParallax = semidiameter(EARTH_KM, moonAu);
  const sunParallax = semidiameter(EARTH_KM, sunAu);
  const [sunSd, moonSd] = [semidiameter(SUN_KM, sunAu), semidiameter(MOON_KM, moonAu)];
  // Danjon's rule: the Earth's shadow is enlarged by its atmosphere, 1% of the Moon's parallax.
  const umbra = 1.01 * moonParallax + sunParallax - sunSd;
  const penumbra = 1.01 * moonParallax + sunParallax + sunSd;
  const fromAxis = AngleBetween(moon, scaled(sun, -1));
  const radius = kind === "penumbral" ? penumbra : umbra;
  const beneath = placeOf(moon);
  return {
    magnitude: round3((radius + moonSd - fromAxis) / (2 * moonSd)),
    visible: `Seen wherever the Moon is up: at mid-eclipse over ${regionsWithin(beneath, MOON_UP)}.`,
  };
}

export function eclipses(from: number, to: number): EclipseEvent[] {
  const found: EclipseEvent[] = [];
  for (
    let e = SearchGlobalSolarEclipse(at(from));
    e.peak.date.getTime() < to;
    e = NextGlobalSolarEclipse(e.peak)
  ) {
    const time = e.peak.date.getTime();
    found.push({
      kind: "eclipse",
      time: isoSecond(time),
      body: "solar",
      type: e.kind,
      ...signDegree(longitude("Sun")(time)),
      ...solar(e.peak, e.kind, e.latitude, e.longitude),
    });
  }
  for (
    let e = SearchLunarEclipse(at(from));
    e.peak.date.getTime() < to;
    e = NextLunarEclipse(e.peak)
  ) {
    const time = e.peak.date.getTime();
    found.push({
      kind: "eclipse",
      time: isoSecond(time),
      body: "lunar",
      type: e.kind,
      ...signDegree(longitude("Moon")(time)),
      ...lunar(e.peak, e.kind),
    });
  }
  return found.sort((a, b) => (a.time < b.time ? -1 : 1));
}
