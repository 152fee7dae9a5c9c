// The Sun's and planets' apparent longitudes from the full VSOP87 series (astronomia), for the
// calendar's times to the second. astronomy-engine's shortened series strays up to 15″ from the
// Swiss Ephemeris, which for a planet moving 0.1° a day is hours, and 0.9″ for the Sun, 20 s of
// an equinox; these keep within about 1″, the Sun within 0.3″ (ADR 014). They cost about 0.5 ms
// each, so searches sample with astronomy-engine and finish with these.
import { AstroTime, Body, HelioVector } from "astronomy-engine";
import {
  apparent,
  base,
  coord,
  nutation,
  planetposition,
  precess,
  solar,
  type Vsop87Planet,
} from "astronomia";
import earthData from "astronomia/data/vsop87Bearth";
import jupiterData from "astronomia/data/vsop87Bjupiter";
import marsData from "astronomia/data/vsop87Bmars";
import mercuryData from "astronomia/data/vsop87Bmercury";
import neptuneData from "astronomia/data/vsop87Bneptune";
import saturnData from "astronomia/data/vsop87Bsaturn";
import uranusData from "astronomia/data/vsop87Buranus";
import venusData from "astronomia/data/vsop87Bvenus";
import { normalizeDegrees } from "~/domain/sky/ephemeris";
import type { Planet } from "~/domain/zodiac";

type Vsop87Body =
  "Sun" | "Mercury" | "Venus" | "Mars" | "Jupiter" | "Saturn" | "Uranus" | "Neptune";
type Vsop87Planet87 = Exclude<Vsop87Body, "Sun"> | "Earth";

const DATA: Record<Vsop87Planet87, object> = {
  Earth: earthData,
  Mercury: mercuryData,
  Venus: venusData,
  Mars: marsData,
  Jupiter: jupiterData,
  Saturn: saturnData,
  Uranus: uranusData,
  Neptune: neptuneData,
};
type Terms = Record<string, number[][]>;

// astronomia's own Planet, summed over flat arrays: its sum makes an object a term, which made
// a position three times slower. The same terms added in the same order and the same precession
// to the equinox of date (VSOP87B), so the result is the same to the last bit.
class Series implements Vsop87Planet {
  private readonly terms: Record<"L" | "B" | "R", Float64Array[]>;
  constructor(data: object) {
    const flat = (series: Terms) =>
      Object.keys(series).map((power) => Float64Array.from(series[power]!.toReversed().flat()));
    const { L, B, R } = data as Record<"L" | "B" | "R", Terms>;
    this.terms = { L: flat(L), B: flat(B), R: flat(R) };
  }

  position(jde: number) {
    const t = base.J2000Century(jde) * 0.1;
    const lon = base.pmod(sum(t, this.terms.L), 2 * Math.PI);
    const of = precess.eclipticPosition(
      new coord.Ecliptic(lon, sum(t, this.terms.B)),
      2000,
      base.JDEToJulianYear(jde),
    );
    return new base.Coord(of.lon, of.lat, sum(t, this.terms.R));
  }
}

function sum(t: number, powers: readonly Float64Array[]): number {
  const coefficients = powers.map((terms) => {
    let total = 0;
    for (let i = 0; i < terms.length; i += 3) {
      total += terms[i]! * Math.cos(terms[i + 1]! + terms[i + 2]! * t);
    }
    return total;
  });
  return base.horner(t, ...coefficients);
}

const series = new Map<string, Vsop87Planet>();
function planet(name: Vsop87Planet87): Vsop87Planet {
  let found = series.get(name);
  if (!found) {
    found = new Series(DATA[name]);
    series.set(name, found);
  }
  return found;
}

export function hasPreciseLongitude(body: Planet): body is Vsop87Body {
  return body === "Sun" || (Object.hasOwn(DATA, body) && body !== ("Earth" as Planet));
}

/** Terrestrial time with astronomy-engine's ΔT, so both models read one clock. */
const julianEphemerisDay = (time: number) => new AstroTime(new Date(time)).tt + 2_451_545;

/** Apparent geocentric longitude of date, degrees: light time, aberration and nutation. */
export function preciseLongitude(body: Vsop87Body): (time: number) => number {
  if (body === "Sun") {
    // Meeus 25.9: the FK5 frame, nutation and the aberration -20.4898″/R (which holds the light
    // time too). astronomy-engine's MoonPhase leaves the aberration out: 26 to 41 seconds late.
    return (time) =>
      normalizeDegrees(
        (solar.apparentVSOP87(planet("Earth"), julianEphemerisDay(time)).lon * 180) / Math.PI,
      );
  }
  // Meeus 33 as astronomia's elliptic.position, which sums the planet's series twice: once at
  // the instant for the light time, once at the instant less it. The light time comes from
  // astronomy-engine's distance at the instant instead (a longitude within 2 mas of it), so the
  // planet's series is summed once, at the retarded instant.
  return (time) => {
    const jde = julianEphemerisDay(time);
    const date = new Date(time);
    const [p, e] = [HelioVector(Body[body], date), HelioVector(Body.Earth, date)];
    const lightTime = base.lightTime(Math.hypot(p.x - e.x, p.y - e.y, p.z - e.z));
    const [from, to] = [planet("Earth").position(jde), planet(body).position(jde - lightTime)];
    const rect = (at: { lon: number; lat: number; range: number }) => [
      at.range * Math.cos(at.lat) * Math.cos(at.lon),
      at.range * Math.cos(at.lat) * Math.sin(at.lon),
      at.range * Math.sin(at.lat),
    ];
    const [x, y, z] = rect(to).map((value, i) => value - rect(from)[i]!) as [
      number,
      number,
      number,
    ];
    const [lon, lat] = [Math.atan2(y, x), Math.atan2(z, Math.hypot(x, y))];
    const [aberrationLon, aberrationLat] = apparent.eclipticAberration(lon, lat, jde);
    const fk5 = planetposition.toFK5(lon + aberrationLon, lat + aberrationLat, jde);
    return normalizeDegrees(((fk5.lon + nutation.nutation(jde)[0]) * 180) / Math.PI);
  };
}
