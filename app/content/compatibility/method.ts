// The words around the scores: factor and category names, the marks on the best and weakest
// categories and the "How we score" section.
import type { CategoryKey, FactorKey } from "~/domain/compatibility/model";

export const FACTOR_NAMES: Record<FactorKey, string> = {
  elements: "Elements",
  modalities: "Modalities",
  aspect: "Aspect",
  rulers: "Ruling planets",
  lovePlanets: "Venus, Mars and the Moon",
  airMercury: "Air and Mercury",
};

export const CATEGORY_NAMES: Record<CategoryKey, string> = {
  love: "Love",
  friendship: "Friendship",
  communication: "Communication",
  trust: "Trust",
};

/**
 * The marks beside the best and the weakest category's score. Relative on purpose: a pair's
 * best category may still be low.
 */
export const EXTREME_MARKS = {
  strongest: "holds up best",
  weakest: "needs the most care",
} as const;

export const HOW_WE_SCORE: readonly string[] = [
  "Every pair starts at 50 out of 100, and a handful of astrological factors push the score up or down.",
  "Elements: signs of the same element understand each other, fire with air and earth with water feed each other, and the other mixes pull against each other.",
  "Modalities: two cardinal, two fixed or two mutable signs rub against each other, while different qualities cover each other's gaps.",
  "Aspect: the distance between the signs around the wheel. Trines and sextiles flow, squares and quincunxes grind, and an opposition attracts as much as it argues.",
  "Ruling planets: the traditional rulers of the two signs are friends, neutral or at odds, by Ptolemy's measure: friends when each has rulership, exaltation or triplicity in a sign the other rules, neutral when only one does, at odds when neither does.",
  'Each category weighs these differently. Love leans on the aspect and on Venus, Mars and the Moon; communication on air signs and Mercury; trust on the modalities and the rulers. The overall score is 50 plus the effects listed under "Why this score".',
  "It compares sun signs only, so treat it as a conversation starter rather than a verdict: a full chart comparison looks at much more.",
];
