// The horoscope's shared types: every file in this folder imports them from here, so none
// needs another's types and the folder's imports run one way.
import type { Tone } from "~/content/daily/types";
import type { HouseNumber } from "~/content/horoscope/types";
import type { Headline } from "~/domain/events/types";
import type { Aspect, BodyPosition, Sky } from "~/domain/sky/types";
import type { Planet, Sign, SignSlug } from "~/domain/zodiac";

export type PartName = "normal" | "love" | "career" | "health" | "finance";

export const PART_NAMES: readonly PartName[] = ["normal", "love", "career", "health", "finance"];

export type FocusPart = Exclude<PartName, "normal">;

/** How a part tells its aspect: as news, as still going on, or not at all (aspect-runs.ts). */
export type Telling = "news" | "still" | "rest";

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
  /** The aspect each focus part speaks about, honest by sign; none is given to two parts. */
  aspects: Partial<Record<FocusPart, Aspect>>;
  /** The day's candidate headlines, heaviest first; the first is the day's story. */
  ranked: readonly Headline[];
  headline: Headline;
  tone: Tone;
}

/** A paragraph and the sky facts it states, as plain sentences for the reading's basis. */
export interface Paragraph {
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

/** One dated event of a week or month, as the reader sees it. */
export interface PeriodEvent {
  /** ISO date, "2026-11-24". */
  date: string;
  /** The sky fact: "Full Moon at 2° Gemini, in your own sign". */
  fact: string;
  /** What it means for the reader. */
  meaning: string;
}

/** Served as-is by GET /api/horoscope/weekly and /monthly. */
export interface PeriodReading {
  period: "weekly" | "monthly";
  /** First and last ISO dates of the period (a week starts on Monday). */
  start: string;
  end: string;
  zodiacSign: string;
  /** The period's opening paragraph. */
  overview: string;
  /** The period's events in date order, heaviest kept when there are many. */
  events: PeriodEvent[];
  love: string;
  career: string;
  health: string;
  finance: string;
  closing: string;
  /** Means of the daily ratings over the period, rounded to whole stars. */
  ratings: Ratings;
}
