// The time constants, defined once: the clock's units in milliseconds, as Date counts them,
// and the astronomers' epoch and century, as the ephemerides count Terrestrial Time.
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const MINUTES_PER_DAY = 1440;

/** The Julian day of J2000.0, 2000-01-01 12:00 TT: astronomy-engine's `tt` counts days from it. */
export const J2000 = 2451545.0;
/** Days in a Julian century, the unit of the series' time argument T. */
export const JULIAN_CENTURY = 36525;
