// The one door to the bodies' positions, named by precision tier (docs/astrology.md, "Precision
// tiers"). Every position is an apparent geocentric ecliptic longitude of date, degrees [0, 360).
//   fast:       astronomy-engine's shortened series, about 1″ to 15″ from the Swiss Ephemeris and
//               a few µs a body: charts, the day's sky, searches' sampling steps.
//   exact:      the full VSOP87 series (astronomia, ADR 014 and 036), within about 1″ (the Sun
//               0.3″) at about 0.5 ms: the finish of a time to the second; no Moon or Pluto.
//   integrated: bodies neither series has, from our own integration with astronomy-engine's
//               gravity simulator (Chiron, ADR 020), within 10″ of JPL Horizons.
import { hasPreciseLongitude, preciseLongitude } from "~/domain/calendar/precise";
import { chironAt, chironLongitude } from "~/domain/sky/chiron";
import { longitudeAndSpeed, longitudeAt } from "~/domain/sky/ephemeris";

export const positions = {
  fast: {
    /** `(body, AstroTime)`: reuse one AstroTime across bodies for its cached nutation. */
    longitude: longitudeAt,
    /** The longitude and the speed over the day around the instant, degrees a day. */
    withSpeed: longitudeAndSpeed,
  },
  exact: {
    /** Whether the full series has the body (the Sun, Mercury to Neptune). */
    covers: hasPreciseLongitude,
    /** `(body) => (ms since 1970) => degrees`. */
    longitude: preciseLongitude,
  },
  integrated: {
    chiron: chironLongitude,
    /** Chiron's longitude and speed over the day around the instant. */
    chironWithSpeed: chironAt,
  },
} as const;
