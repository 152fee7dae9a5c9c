// The shapes of the birth chart's interpretation texts (docs/writing/chart-texts.md). Each
// text is one paragraph of 60 to 120 words, read on its own beside the chart.
import type { ReadName } from "~/domain/chart/point-registry";
import type { Planet } from "~/domain/zodiac";

export type SignName =
  | "Aries"
  | "Taurus"
  | "Gemini"
  | "Cancer"
  | "Leo"
  | "Virgo"
  | "Libra"
  | "Scorpio"
  | "Sagittarius"
  | "Capricorn"
  | "Aquarius"
  | "Pisces";

export type HouseNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/**
 * The points with a text in each sign and house, by the name the texts use: those the registry
 * (app/domain/chart/point-registry.ts) marks read, so a bank missing one fails the typecheck.
 */
export type ChartBody = ReadName;

/** The five major aspects, the only ones the reading interprets. */
export type MajorAspect = "conjunction" | "sextile" | "square" | "trine" | "opposition";

/** One body's texts: in each of the twelve signs. */
export type InSigns = Readonly<Record<SignName, string>>;

/** One body's texts: in each of the twelve houses. */
export type InHouses = Readonly<Record<HouseNumber, string>>;

/**
 * One body's aspects to each later body in the order Sun, Moon, Mercury, Venus, Mars, Jupiter,
 * Saturn, Uranus, Neptune, Pluto: `SUN_ASPECTS.Moon.square` is the Sun square the Moon.
 */
export type AspectTexts<Later extends Planet> = Readonly<
  Record<Later, Readonly<Record<MajorAspect, string>>>
>;
