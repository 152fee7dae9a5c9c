// The words around the scores: factor and category names, the summary's second sentence,
// the advice for the weakest category and the "How we score" section.
import type { CategoryKey, FactorKey } from "~/domain/compatibility-model";

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

/** The summary's second sentence. Relative on purpose: a pair's best category may still be low. */
export const STRENGTH_LINE = (strongest: string, weakest: string) =>
  `${strongest} holds up best, and ${weakest.toLowerCase()} needs the most care.`;

/** The second advice line, for whichever category scores lowest. */
export const WEAKEST_ADVICE: Record<CategoryKey, string> = {
  love: "Love scores lowest of the four, so make romance deliberate: plan the evenings and say the affectionate thing out loud.",
  friendship:
    "Friendship scores lowest of the four, so build shared ground on purpose: a hobby, a ritual, anything that makes you a team.",
  communication:
    "Communication scores lowest of the four, so slow conversations down and ask what was meant before answering what was heard.",
  trust:
    "Trust scores lowest of the four, so keep small promises reliably; here trust grows from many kept details, not one grand gesture.",
};

export const HOW_WE_SCORE: readonly string[] = [
  "Every pair starts at 50 out of 100, and a handful of astrological factors push the score up or down.",
  "Elements: signs of the same element understand each other, fire with air and earth with water feed each other, and the other mixes pull against each other.",
  "Modalities: two cardinal, two fixed or two mutable signs rub against each other, while different qualities cover each other's gaps.",
  "Aspect: the distance between the signs around the wheel. Trines and sextiles flow, squares and quincunxes grind, and an opposition attracts as much as it argues.",
  "Ruling planets: the traditional rulers of the two signs are friends, neutral or at odds, following the classical table of planetary friendships.",
  'Each category weighs these differently. Love leans on the aspect and on Venus, Mars and the Moon; communication on air signs and Mercury; trust on the modalities and the rulers. The overall score is 50 plus the effects listed under "Why this score".',
  "It compares sun signs only, so treat it as a conversation starter rather than a verdict: a full chart comparison looks at much more.",
];
