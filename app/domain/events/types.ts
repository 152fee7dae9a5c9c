// The sky's events (lunations, eclipses, stations, ingresses, exact aspects) as the daily,
// weekly and monthly readings tell them. Shared types, so this folder's imports run one way.
import type { AspectType, MoonPhaseName } from "~/domain/sky/types";
import type { Planet, SignSlug } from "~/domain/zodiac";

/** A point on the zodiac: its sign and degrees into it (0-30). */
export interface ZodiacPoint {
  sign: SignSlug;
  degree: number;
}

export interface Lunation extends ZodiacPoint {
  kind: "lunation";
  phase: "new" | "full";
  /** ISO 8601 UTC instant, minute precision. */
  time: string;
  /** Set when the lunation is also an eclipse: solar at a New Moon, lunar at a Full Moon. */
  eclipse?: "partial" | "annular" | "total" | "hybrid" | "penumbral";
}

export interface StationEvent extends ZodiacPoint {
  kind: "station";
  body: Planet;
  turns: "retrograde" | "direct";
  /** The UTC date of the station, "2026-11-13". */
  date: string;
}

export interface IngressEvent {
  kind: "ingress";
  body: Planet;
  from: SignSlug;
  to: SignSlug;
  time: string;
}

export interface ExactAspect {
  kind: "aspect";
  bodies: [Planet, Planet];
  type: AspectType;
  time: string;
  signs: [SignSlug, SignSlug];
  /** The signs are not the aspect's distance apart ("an out-of-sign square"). */
  outOfSign: boolean;
}

export type SkyEvent = Lunation | StationEvent | IngressEvent | ExactAspect;

/** A fast planet still retrograde, or in the two weeks after it turned direct. */
export interface Aftermath extends ZodiacPoint {
  kind: "aftermath";
  body: Planet;
  state: "retrograde" | "direct";
  /** The UTC date it turned, "2026-11-13". */
  since: string;
}

/** The Moon's aspect to a planet at noon, from the day's sky. */
export interface MoonAspect {
  kind: "moon-aspect";
  other: Planet;
  type: AspectType;
  orb: number;
  moonSign: SignSlug;
  otherSign: SignSlug;
  outOfSign: boolean;
}

/** The Moon in its sign: every day has it, so a day with nothing else leads with it. */
export interface MoonSign {
  kind: "moon-sign";
  sign: SignSlug;
  phase: MoonPhaseName;
}

/** Anything a day's reading may lead with. */
export type Headline = SkyEvent | Aftermath | MoonAspect | MoonSign;
