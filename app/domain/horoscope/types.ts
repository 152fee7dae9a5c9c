// The horoscope's shared types: every file in this folder imports them from here, so none
// needs another's types and the folder's imports run one way.
import type { HouseNumber } from "~/content/horoscope/types";
import type { Aspect, BodyPosition, Sky } from "~/domain/sky-types";
import type { Planet, Sign, SignSlug } from "~/domain/zodiac";

export type PartName = "normal" | "love" | "career" | "health" | "finance";

export const PART_NAMES: readonly PartName[] = ["normal", "love", "career", "health", "finance"];

export type FocusPart = Exclude<PartName, "normal">;

export interface Facts {
  sky: Sky;
  sign: Sign;
  iso: string;
  day: number;
  moon: BodyPosition;
  moonHouse: HouseNumber;
  ruler: BodyPosition;
  body(planet: Planet): BodyPosition;
  house(planet: Planet): HouseNumber;
  houseOfSlug(slug: SignSlug): HouseNumber;
  /** Deterministic per (date, sign, salt). */
  seed(salt: string): string;
  /** The aspect each part speaks about; none is given to two parts. */
  aspects: Partial<Record<PartName, Aspect>>;
}

/** A sentence (or a sentence and its gloss) with where it sits in the paragraph. */
export interface Slot {
  text: string;
  order: number;
  basis: readonly string[];
}

export interface PartText {
  text: string;
  basis: string[];
}

export interface Ratings {
  overall: number;
  love: number;
  career: number;
  health: number;
  finance: number;
}

export interface Lucky {
  number: number;
  color: string;
  mood: string;
  match: string;
}

export interface SkySummary {
  bodies: {
    name: string;
    longitude: number;
    sign: string;
    degree: number;
    retrograde: boolean;
    house: number;
  }[];
  moonPhase: { name: string; illumination: number };
  aspects: { bodies: [string, string]; type: string; orb: number }[];
}

/** Served as-is by GET /api/horoscope/daily: keep these top-level fields. */
export interface Reading {
  /** ISO date, "2026-11-21". */
  date: string;
  /** Sign name, "Aries". */
  zodiacSign: string;
  normal: string;
  love: string;
  career: string;
  health: string;
  finance: string;
  /** Integers 1-5. */
  ratings: Ratings;
  lucky: Lucky;
  sky: SkySummary;
  /** The sky facts the reading used, as plain sentences. */
  basis: string[];
}
