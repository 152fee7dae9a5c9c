// Shapes of the horoscope text banks. Fixed-length tuples are deliberate: the composer rotates
// through leads (6) and closings (7) by day, and those counts are what space out repeats.
import type { MoonPhaseName } from "~/domain/sky-types";

export type HouseNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
export type PerHouse<T> = Readonly<Record<HouseNumber, T>>;
export type PerPhase<T> = Readonly<Record<MoonPhaseName, T>>;

export type Two<T> = readonly [T, T];
export type Three<T> = readonly [T, T, T];
export type Six<T> = readonly [T, T, T, T, T, T];
export type Seven<T> = readonly [T, T, T, T, T, T, T];

/** Rating bands for closing lines: 1-2, 3, 4-5. */
export type Band = "low" | "mid" | "high";

/** trine/sextile are soft, square/opposition hard, a conjunction blends. */
export type Harmony = "soft" | "hard" | "blend";

/** Where the Moon is for this sign and what that house means for one part of the reading. */
export interface LeadContext {
  moonSign: string;
  /** "7th" */
  house: string;
  /** A noun phrase from the part's house themes. */
  theme: string;
}
export type Lead = (c: LeadContext) => string;

/** A planet's placement as seen from one sign. */
export interface PlacementContext {
  /** "Venus", "the Sun" */
  planet: string;
  sign: string;
  /** "7th" */
  house: string;
  /** Short house name: "partnership". */
  houseName: string;
  /** What the planet stands for in this part: "meetings, messages and paperwork". */
  role: string;
}
export type PlacementLine = (c: PlacementContext) => string;

/** Everything authored for one of the five parts. */
export interface PartBank {
  /** Rotated by day; each takes the Moon's sign and house and a house theme. */
  leads: Six<Lead>;
  /** Noun phrases: what the Moon's house means for this part. */
  themes: PerHouse<Two<string>>;
  /** A concrete sentence of guidance for the Moon in each house. */
  details: PerHouse<Two<string>>;
  /** Follows an aspect sentence, applying it to this part. */
  aspectNotes: Readonly<Record<Harmony, Three<string>>>;
  /** A part planet (or, for the general part, the sign's ruler) in a house. */
  placements: { byHouse: PerHouse<PlacementLine>; any: Two<PlacementLine> };
  /** Rotated by day; picked by the part's rating band. */
  closings: Readonly<Record<Band, Seven<string>>>;
}

/** Two bodies in aspect: display names and what each stands for. */
export interface AspectContext {
  a: string;
  b: string;
  aMeans: string;
  bMeans: string;
}
export type AspectLine = (c: AspectContext) => string;

/** A retrograde planet as seen from one sign. */
export interface RetrogradeContext {
  sign: string;
  house: string;
}
export type RetrogradeLine = (c: RetrogradeContext) => string;

/** A body changing sign today; `house` is the house it enters, for this sign. */
export interface IngressContext {
  planet: string;
  from: string;
  to: string;
  /** "14:37" (UTC) */
  time: string;
  house: string;
  houseName: string;
  means: string;
}
export type IngressLine = (c: IngressContext) => string;

export interface StationContext {
  planet: string;
  sign: string;
  house: string;
  means: string;
}
export type StationLine = (c: StationContext) => string;
