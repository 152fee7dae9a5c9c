// The sidereal zodiac: the ayanamsa (how far the equinox has precessed from sidereal 0° Aries)
// and the Moon's nakshatra. Each ayanamsa is its published value at its own epoch, carried to
// the date by the general precession in longitude p_A of IAU 2006 (Capitaine, Wallace and
// Chapront 2003, A&A 412, 567, eq. 39), as the Swiss Ephemeris carries them (sweph.h, whose
// epochs and values we use as facts):
//   Lahiri: 23°15'00.658" on 1956 March 21, 0h TT, nutation included (Indian Calendar Reform
//     Committee 1956; Indian Astronomical Ephemeris 1989, p. 556); mean: minus Δψ = 16.769".
//   Fagan-Bradley: the synetic vernal point 335°57'28.64" for 1950.0 (B1950), so 24°02'31.36"
//     ("The American Sidereal Ephemeris 1976-2000", Astro Computing Services 1981).
//   Raman: 21°00'52.0" at 1900 January 0.5 TT (Robert Hand's value, from B. V. Raman, "Hindu
//     Predictive Astrology", 1938): Raman's own rule, (year - 397) × 50⅓", agrees within 10".
// Positions are apparent, referred to the true equinox of date, so what a chart subtracts is
// the mean ayanamsa plus the nutation in longitude: sidereal positions on the mean equinox.
import { AstroTime, e_tilt } from "astronomy-engine";
import { J2000, JULIAN_CENTURY } from "~/domain/time";

export const AYANAMSAS = ["lahiri", "fagan-bradley", "raman"] as const;

export type AyanamsaName = (typeof AYANAMSAS)[number];

/** Each ayanamsa's epoch (Julian day, TT) and its mean value there, degrees. */
const EPOCHS: Record<AyanamsaName, { jd: number; degrees: number }> = {
  lahiri: { jd: 2435553.5, degrees: 23.250182778 - 0.004658035 },
  "fagan-bradley": { jd: 2433282.42346, degrees: 24.042044444 },
  raman: { jd: 2415020.0, degrees: 360 - 338.98556 },
};

/** General precession in longitude since J2000, arcseconds (IAU 2006, T in Julian centuries TT). */
function precession(jdTT: number): number {
  const t = (jdTT - J2000) / JULIAN_CENTURY;
  return (
    5028.796195 * t +
    1.1054348 * t ** 2 +
    0.00007964 * t ** 3 -
    0.000023857 * t ** 4 -
    0.0000000383 * t ** 5
  );
}

export interface Ayanamsa {
  name: AyanamsaName;
  /** What a chart subtracts from apparent longitudes: the mean value plus nutation. */
  degrees: number;
  /** The mean ayanamsa, as ephemerides tabulate it. */
  mean: number;
}

export function ayanamsaAt(name: AyanamsaName, utc: Date): Ayanamsa {
  const time = new AstroTime(utc);
  const epoch = EPOCHS[name];
  const mean = epoch.degrees + (precession(J2000 + time.tt) - precession(epoch.jd)) / 3600;
  return { name, degrees: mean + e_tilt(time).dpsi / 3600, mean };
}

/** The 27 lunar mansions, from 0° sidereal Aries, 13°20' each. */
export const NAKSHATRAS = [
  "Ashwini",
  "Bharani",
  "Krittika",
  "Rohini",
  "Mrigashira",
  "Ardra",
  "Punarvasu",
  "Pushya",
  "Ashlesha",
  "Magha",
  "Purva Phalguni",
  "Uttara Phalguni",
  "Hasta",
  "Chitra",
  "Swati",
  "Vishakha",
  "Anuradha",
  "Jyeshtha",
  "Mula",
  "Purva Ashadha",
  "Uttara Ashadha",
  "Shravana",
  "Dhanishta",
  "Shatabhisha",
  "Purva Bhadrapada",
  "Uttara Bhadrapada",
  "Revati",
] as const;

export interface Nakshatra {
  name: (typeof NAKSHATRAS)[number];
  /** 1 (Ashwini) to 27 (Revati). */
  number: number;
  /** The quarter, 3°20' each: 1 to 4. */
  pada: number;
}

/** The nakshatra and pada of a sidereal longitude. */
export function nakshatraOf(siderealLongitude: number): Nakshatra {
  const lon = ((siderealLongitude % 360) + 360) % 360;
  // In units of a pada (3°20' = 10/3°), with a hair of slack so 13°20' is its own mansion's start.
  const padas = Math.floor((lon * 3) / 10 + 1e-9) % 108;
  const index = Math.floor(padas / 4);
  return { name: NAKSHATRAS[index]!, number: index + 1, pada: (padas % 4) + 1 };
}
