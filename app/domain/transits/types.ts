// Personal transits: the planets as they move now, in contact with the points of a birth chart.
// Shared types, so this folder's imports run one way.
import type { ContactKind, NatalPoint } from "~/content/transits/types";
import type { Planet } from "~/domain/zodiac";

export type { ContactKind, NatalPoint };

export type TransitAspect =
  "conjunction" | "sextile" | "square" | "trine" | "quincunx" | "opposition";

export interface Transit {
  transiting: Planet;
  natal: NatalPoint;
  aspect: TransitAspect;
  /** When the orb (1°) is entered and left, ISO UTC to the minute; the exact moments between. */
  begins: string;
  ends: string;
  exact: string[];
  /** The closest the contact comes during the day asked about, in degrees. */
  closest: number;
  /** The house of the birth chart the transiting planet is in at the day's middle, if known. */
  house?: number;
}

export interface ExactTransit {
  time: string;
  transiting: Planet;
  natal: NatalPoint;
  aspect: TransitAspect;
}
