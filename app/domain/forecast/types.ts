// The year ahead: shared types of the transit timeline, progressions and returns.
import type { NatalPoint, TransitAspect } from "~/domain/transits/types";
import type { Planet } from "~/domain/zodiac";

/** The birth chart's points the timeline reads: the bodies, the angles and the true node. */
export type ForecastPoint = NatalPoint | "True Node";

/** An instant to the minute (or second), in UTC and on the clocks of a zone. */
export interface Moment {
  /** ISO 8601 in UTC: 2026-03-04T05:06Z. */
  utc: string;
  /** ISO 8601 with the zone's offset then: 2026-03-04T06:06+01:00. */
  local: string;
}

/** The natal longitudes, unrounded, and the cusps when the birth time is known. */
export interface NatalSky {
  points: Partial<Record<ForecastPoint, number>>;
  cusps?: number[];
}

export interface TimelineTransit {
  transiting: Planet;
  natal: ForecastPoint;
  aspect: TransitAspect;
  /** Entering the orb; null when that was more than the body's reach before the period. */
  begins: number | null;
  /** Each exact moment: three when a retrograde loop crosses the point. */
  exact: number[];
  ends: number | null;
  /**
   * When a retrograde loop takes it out of orb and back: each stretch within the orb, in order
   * (begins and ends above are the first's beginning and the last's end).
   */
  windows?: { begins: number | null; ends: number | null }[];
  /** The nearest it came, degrees, when it never perfects. */
  closest?: number;
  /** The natal house the transiting planet is in when exact (or nearest). */
  house?: number;
}

export interface TimelineStation {
  body: Planet;
  time: number;
  turns: "retrograde" | "direct";
  longitude: number;
  contacts: { natal: ForecastPoint; aspect: TransitAspect; orb: number }[];
}

export interface TimelineIngress {
  body: Planet;
  time: number;
  house: number;
  retrograde: boolean;
}

export interface Timeline {
  transits: TimelineTransit[];
  stations: TimelineStation[];
  ingresses: TimelineIngress[];
}
