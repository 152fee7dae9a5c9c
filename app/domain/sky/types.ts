// The shape of a day's sky, shared by the sky calculator and the horoscope composer.
import type { CalendarDate } from "~/domain/calendar-date";
import type { Planet, SignSlug } from "~/domain/zodiac";

export const BODIES: readonly Planet[] = [
  "Sun",
  "Moon",
  "Mercury",
  "Venus",
  "Mars",
  "Jupiter",
  "Saturn",
  "Uranus",
  "Neptune",
  "Pluto",
];

export type AspectType = "conjunction" | "sextile" | "square" | "trine" | "opposition";

export type MoonPhaseName =
  | "new moon"
  | "waxing crescent"
  | "first quarter"
  | "waxing gibbous"
  | "full moon"
  | "waning gibbous"
  | "last quarter"
  | "waning crescent";

export interface BodyPosition {
  name: Planet;
  /** Geocentric ecliptic longitude of date, degrees 0-360, at 12:00 UTC. */
  longitude: number;
  sign: SignSlug;
  /** Degrees into the sign, 0-30. */
  degree: number;
  retrograde: boolean;
  /** Apparent motion in degrees per day (negative when retrograde). */
  speed: number;
}

export interface Aspect {
  bodies: [Planet, Planet];
  type: AspectType;
  /** Distance from exact, in degrees. */
  orb: number;
}

export interface MoonPhase {
  name: MoonPhaseName;
  /** Illuminated fraction of the disc, 0-1. */
  illumination: number;
  /** Moon minus Sun longitude, degrees 0-360. */
  elongation: number;
}

/** A body entering a new sign during the date (00:00-24:00 UTC). */
export interface Ingress {
  body: Planet;
  from: SignSlug;
  to: SignSlug;
  /** ISO 8601 UTC instant, minute precision. */
  time: string;
}

/** A body turning retrograde or direct during the date (00:00-24:00 UTC). */
export interface Station {
  body: Planet;
  turns: "retrograde" | "direct";
}

export interface Sky {
  date: CalendarDate;
  bodies: BodyPosition[];
  moonPhase: MoonPhase;
  /** Major aspects within orb at 12:00 UTC, tightest first. */
  aspects: Aspect[];
  /** Sign changes during the day, the Moon's included. */
  ingresses: Ingress[];
  stations: Station[];
}
