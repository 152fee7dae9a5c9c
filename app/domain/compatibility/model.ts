// The numbers behind zodiac compatibility: six factors read off the two signs, each a value
// in -1..1, weighted differently for love, friendship, communication and trust.
//
// Every category starts at 50 and each factor adds weight x value points:
//   Elements    same element +1; fire+air and earth+water feed each other +0.7; the other
//               mixes are tense, worst for fire+water, which put each other out.
//   Modalities  two of the same quality rub (two cardinals both lead, two fixed both dig in,
//               two mutables drift); different qualities cover each other's gaps.
//   Aspect      the angle between the signs as an aspect: trine and sextile flow, square and
//               quincunx strain. Love also counts the aspect's pull, which is why the
//               opposition and the square attract more than they soothe.
//   Rulers      the traditional rulers' friendship by Ptolemy's measure of shared dignities.
//   Venus, Mars and the Moon   love only: the planets of desire and feeling among the rulers.
//   Air and Mercury            communication only: air signs and Mercury's signs talk.
// Element and modality follow from the angle (trines share an element, squares a modality),
// so the rulers and the element mix are what separate two pairs with the same aspect.
import {
  getSign,
  type Element,
  type Modality,
  type Planet,
  type Sign,
  type SignSlug,
} from "~/domain/zodiac";

export type CategoryKey = "love" | "friendship" | "communication" | "trust";
export const CATEGORY_KEYS: readonly CategoryKey[] = [
  "love",
  "friendship",
  "communication",
  "trust",
];

export type FactorKey =
  "elements" | "modalities" | "aspect" | "rulers" | "lovePlanets" | "airMercury";

export type AspectKey =
  "conjunction" | "semi-sextile" | "sextile" | "square" | "trine" | "quincunx" | "opposition";

/** Indexed by how many signs apart the pair sits, 0..6 either way round the wheel. */
const ASPECTS: readonly AspectKey[] = [
  "conjunction",
  "semi-sextile",
  "sextile",
  "square",
  "trine",
  "quincunx",
  "opposition",
];

/** `harmony` is how easily the two signs get on; `pull` is how strongly they draw each other. */
const ASPECT_VALUES: Record<AspectKey, { harmony: number; pull: number }> = {
  conjunction: { harmony: 0.5, pull: 0.3 },
  "semi-sextile": { harmony: -0.1, pull: 0 },
  sextile: { harmony: 0.7, pull: 0 },
  square: { harmony: -0.6, pull: 0.3 },
  trine: { harmony: 1, pull: 0 },
  quincunx: { harmony: -0.5, pull: 0.1 },
  opposition: { harmony: 0, pull: 0.7 },
};

// Keys are written in zodiac order of the elements and qualities, so each mix has one name.
const ELEMENT_ORDER: readonly Element[] = ["fire", "earth", "air", "water"];
const MODALITY_ORDER: readonly Modality[] = ["cardinal", "fixed", "mutable"];

export type ElementPairKey =
  | "fire-fire"
  | "earth-earth"
  | "air-air"
  | "water-water"
  | "fire-air"
  | "earth-water"
  | "fire-earth"
  | "fire-water"
  | "earth-air"
  | "air-water";

export type ModalityPairKey =
  | "cardinal-cardinal"
  | "fixed-fixed"
  | "mutable-mutable"
  | "cardinal-fixed"
  | "cardinal-mutable"
  | "fixed-mutable";

const ELEMENT_VALUES: Record<ElementPairKey, number> = {
  "fire-fire": 1,
  "earth-earth": 1,
  "air-air": 1,
  "water-water": 1,
  "fire-air": 0.7,
  "earth-water": 0.7,
  "fire-earth": -0.4,
  "air-water": -0.4,
  "earth-air": -0.5,
  "fire-water": -0.7,
};

const MODALITY_VALUES: Record<ModalityPairKey, number> = {
  "cardinal-cardinal": -0.5,
  "fixed-fixed": -0.6,
  "mutable-mutable": -0.3,
  "cardinal-fixed": 0.4,
  "cardinal-mutable": 0.6,
  "fixed-mutable": 0.3,
};

export type RulerRelation = "same" | "friends" | "neutral" | "odds";
export type ClassicalPlanet = "Sun" | "Moon" | "Mercury" | "Venus" | "Mars" | "Jupiter" | "Saturn";

// Ptolemy's measure of planetary friendship (Tetrabiblos; as DeVore's Encyclopedia reports it): a
// planet regards another kindly when it has rulership, exaltation or triplicity (Ptolemy's
// triplicity rulers) in a sign the other rules. Both ways, friends; one way, neutral; neither, at
// odds. The Western tradition, so the rulers' table and the texts about them agree.
const DOMICILES: Record<ClassicalPlanet, readonly SignSlug[]> = {
  Sun: ["leo"],
  Moon: ["cancer"],
  Mercury: ["gemini", "virgo"],
  Venus: ["taurus", "libra"],
  Mars: ["aries", "scorpio"],
  Jupiter: ["sagittarius", "pisces"],
  Saturn: ["capricorn", "aquarius"],
};
const EXALTATIONS: Record<ClassicalPlanet, SignSlug> = {
  Sun: "aries",
  Moon: "taurus",
  Mercury: "virgo",
  Venus: "pisces",
  Mars: "capricorn",
  Jupiter: "cancer",
  Saturn: "libra",
};
const TRIPLICITIES: Record<Element, readonly ClassicalPlanet[]> = {
  fire: ["Sun", "Jupiter"],
  earth: ["Venus", "Moon"],
  air: ["Saturn", "Mercury"],
  water: ["Mars", "Venus", "Moon"],
};

/** Whether `x` has rulership, exaltation or triplicity in a sign `y` rules. */
export function regards(x: ClassicalPlanet, y: ClassicalPlanet): boolean {
  return DOMICILES[y].some(
    (slug) =>
      DOMICILES[x].includes(slug) ||
      EXALTATIONS[x] === slug ||
      TRIPLICITIES[getSign(slug).element].includes(x),
  );
}

const RULER_VALUES: Record<RulerRelation, number> = {
  same: 0.8,
  friends: 0.6,
  neutral: 0,
  odds: -0.5,
};

export type LoveLink = "venus-mars" | "moon-venus" | "moon-mars" | "shared" | "one" | "none";
const LOVE_VALUES: Record<LoveLink, number> = {
  "venus-mars": 1,
  "moon-venus": 0.6,
  shared: 0.4,
  "moon-mars": 0.3,
  one: 0.2,
  none: 0,
};

/** Points a factor adds to a category at value +1 (and takes away at -1). */
const WEIGHTS: Record<CategoryKey, Record<FactorKey, number>> = {
  love: { elements: 12, modalities: 6, aspect: 20, rulers: 6, lovePlanets: 10, airMercury: 0 },
  friendship: {
    elements: 16,
    modalities: 8,
    aspect: 14,
    rulers: 10,
    lovePlanets: 0,
    airMercury: 0,
  },
  communication: {
    elements: 12,
    modalities: 6,
    aspect: 16,
    rulers: 6,
    lovePlanets: 0,
    airMercury: 12,
  },
  trust: { elements: 10, modalities: 16, aspect: 10, rulers: 14, lovePlanets: 0, airMercury: 0 },
};

export const BASE_SCORE = 50;

/** Everything the model reads off a pair, before weighting. */
export interface PairReading {
  steps: number;
  aspect: AspectKey;
  elements: ElementPairKey;
  modalities: ModalityPairKey;
  rulers: { relation: RulerRelation; first: ClassicalPlanet; second: ClassicalPlanet };
  love: LoveLink;
  /** 0, 1 or 2: how many of the pair are air signs or ruled by Mercury. */
  talkers: number;
}

function ordered<T>(order: readonly T[], x: T, y: T): [T, T] {
  return order.indexOf(x) <= order.indexOf(y) ? [x, y] : [y, x];
}

/** The traditional ruler: the friendship tables predate the outer planets. */
function traditionalRuler(sign: Sign): ClassicalPlanet {
  return sign.rulers[0] as ClassicalPlanet;
}

function rulerRelation(x: ClassicalPlanet, y: ClassicalPlanet): RulerRelation {
  if (x === y) return "same";
  const [there, back] = [regards(x, y), regards(y, x)];
  if (there && back) return "friends";
  return there || back ? "neutral" : "odds";
}

function loveLink(x: Planet, y: Planet): LoveLink {
  const lovers: readonly Planet[] = ["Venus", "Mars", "Moon"];
  const inX = lovers.includes(x);
  const inY = lovers.includes(y);
  if (inX && inY) {
    if (x === y) return "shared";
    const pair = [x, y].sort().join("-");
    if (pair === "Mars-Venus") return "venus-mars";
    return pair === "Moon-Venus" ? "moon-venus" : "moon-mars";
  }
  return inX || inY ? "one" : "none";
}

export function readPair(a: Sign, b: Sign): PairReading {
  const gap = Math.abs(a.index - b.index);
  const steps = Math.min(gap, 12 - gap);
  const isTalker = (s: Sign) => s.element === "air" || s.rulers[0] === "Mercury";
  return {
    steps,
    aspect: ASPECTS[steps]!,
    elements: ordered(ELEMENT_ORDER, a.element, b.element).join("-") as ElementPairKey,
    modalities: ordered(MODALITY_ORDER, a.modality, b.modality).join("-") as ModalityPairKey,
    rulers: {
      relation: rulerRelation(traditionalRuler(a), traditionalRuler(b)),
      first: traditionalRuler(a),
      second: traditionalRuler(b),
    },
    love: loveLink(a.rulers[0]!, b.rulers[0]!),
    talkers: Number(isTalker(a)) + Number(isTalker(b)),
  };
}

/** Each factor's value in -1..1 for one category (only the aspect differs between categories). */
function factorValue(reading: PairReading, factor: FactorKey, category: CategoryKey): number {
  switch (factor) {
    case "elements":
      return ELEMENT_VALUES[reading.elements];
    case "modalities":
      return MODALITY_VALUES[reading.modalities];
    case "aspect": {
      const { harmony, pull } = ASPECT_VALUES[reading.aspect];
      return category === "love" ? Math.min(1, harmony + pull) : harmony;
    }
    case "rulers":
      return RULER_VALUES[reading.rulers.relation];
    case "lovePlanets":
      return LOVE_VALUES[reading.love];
    case "airMercury":
      return reading.talkers / 2;
  }
}

export const FACTOR_KEYS: readonly FactorKey[] = [
  "elements",
  "modalities",
  "aspect",
  "rulers",
  "lovePlanets",
  "airMercury",
];

/** Points a factor adds to each category for this pair, unrounded. */
export function factorPoints(reading: PairReading, factor: FactorKey): Record<CategoryKey, number> {
  const points = {} as Record<CategoryKey, number>;
  for (const c of CATEGORY_KEYS) points[c] = WEIGHTS[c][factor] * factorValue(reading, factor, c);
  return points;
}

export function clampScore(n: number): number {
  return Math.max(0, Math.min(100, Math.round(n)));
}
