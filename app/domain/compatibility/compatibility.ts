// Zodiac compatibility for a pair of signs: scores from the model in compatibility-model.ts,
// the "Why this score" factors, and the texts written for the pair in
// ~/content/compatibility/pairs. A pair is always read in zodiac order, so (a, b) and (b, a) are one result.
import { ASPECT_TEXTS } from "~/content/compatibility/aspects";
import { FACTOR_NAMES } from "~/content/compatibility/method";
import { ELEMENT_PAIR_TEXTS, MODALITY_PAIR_TEXTS } from "~/content/compatibility/pairings";
import { PAIR_TEXTS } from "~/content/compatibility/pairs/banks";
import {
  LOVE_DETAILS,
  PLANET_NOTES,
  RULER_DETAILS,
  type RulerSide,
  TALK_DETAILS,
  TALKER_REASONS,
} from "~/content/compatibility/planets";
import {
  type AspectKey,
  BASE_SCORE,
  CATEGORY_KEYS,
  type CategoryKey,
  clampScore,
  FACTOR_KEYS,
  type FactorKey,
  factorPoints,
  type PairReading,
  readPair,
} from "~/domain/compatibility/model";
import { findSign, type Sign } from "~/domain/zodiac";

// The page's "How we score" section; it lives with the other authored text.
export { HOW_WE_SCORE } from "~/content/compatibility/method";

export type CategoryScores = Readonly<Record<CategoryKey, number>>;

export interface Factor {
  key: FactorKey;
  name: string;
  detail: string;
  /** Whole points added to (or taken from) the overall score; the effects sum to score - 50. */
  effect: number;
  /** Whole points added to each category; likewise they sum to that category's score - 50. */
  categories: CategoryScores;
}

export interface Compatibility {
  /** The earlier sign in zodiac order. */
  first: Sign;
  second: Sign;
  slug: string;
  score: number;
  categories: CategoryScores;
  /** The headline: the score and the pair's own summary. */
  summary: string;
  /** The best and the weakest category, each only when no other category ties with it. */
  strongest?: CategoryKey;
  weakest?: CategoryKey;
  /** Four paragraphs written for the pair: love, friendship, communication and trust. */
  details: readonly string[];
  aspect: { key: AspectKey; name: string; angle: number };
  factors: readonly Factor[];
}

function inZodiacOrder(a: Sign, b: Sign): [Sign, Sign] {
  return a.index <= b.index ? [a, b] : [b, a];
}

/** "aries-and-leo", in zodiac order whichever sign comes first. */
export function pairSlug(a: Sign, b: Sign): string {
  const [first, second] = inZodiacOrder(a, b);
  return `${first.slug}-and-${second.slug}`;
}

/**
 * The two signs of a pair slug, in zodiac order, with the canonical slug. "leo-and-aries"
 * parses too; when `slug` differs from the input the page should redirect to it.
 */
export function parsePairSlug(
  input: string,
): { first: Sign; second: Sign; slug: string } | undefined {
  const parts = input.trim().toLowerCase().split("-and-");
  if (parts.length !== 2) return undefined;
  const a = findSign(parts[0]!);
  const b = findSign(parts[1]!);
  if (!a || !b || a.slug !== parts[0] || b.slug !== parts[1]) return undefined;
  const [first, second] = inZodiacOrder(a, b);
  return { first, second, slug: pairSlug(first, second) };
}

// -0 would print as "-0" in "Why this score".
const whole = (n: number) => Math.round(n) || 0;

function side(sign: Sign): RulerSide {
  return { sign: sign.name, planet: PLANET_NOTES[sign.rulers[0] as keyof typeof PLANET_NOTES] };
}

function talkDetail(first: Sign, second: Sign, talkers: number): string {
  if (talkers === 0) return TALK_DETAILS.none;
  if (talkers === 2) return TALK_DETAILS.both;
  const talker = [first, second].find((s) => s.element === "air" || s.rulers[0] === "Mercury")!;
  const air = talker.element === "air";
  const mercury = talker.rulers[0] === "Mercury";
  const reason =
    air && mercury ? TALKER_REASONS.both : air ? TALKER_REASONS.air : TALKER_REASONS.mercury;
  return TALK_DETAILS.one(talker.name, reason);
}

function factorDetail(key: FactorKey, r: PairReading, first: Sign, second: Sign): string {
  switch (key) {
    case "elements":
      return ELEMENT_PAIR_TEXTS[r.elements].detail;
    case "modalities":
      return MODALITY_PAIR_TEXTS[r.modalities].detail;
    case "aspect":
      return ASPECT_TEXTS[r.aspect].detail;
    case "rulers":
      return RULER_DETAILS[r.rulers.relation](
        PLANET_NOTES[r.rulers.first],
        PLANET_NOTES[r.rulers.second],
      );
    case "lovePlanets": {
      const lover =
        [first, second].find((s) => ["Venus", "Mars", "Moon"].includes(s.rulers[0]!)) ?? first;
      return LOVE_DETAILS[r.love](side(lover));
    }
    case "airMercury":
      return talkDetail(first, second, r.talkers);
  }
}

function buildFactors(r: PairReading, first: Sign, second: Sign): Factor[] {
  return FACTOR_KEYS.map((key) => {
    const points = factorPoints(r, key);
    const categories = {} as Record<CategoryKey, number>;
    let mean = 0;
    for (const c of CATEGORY_KEYS) {
      categories[c] = whole(points[c]);
      mean += points[c] / CATEGORY_KEYS.length;
    }
    const detail = factorDetail(key, r, first, second);
    return {
      key,
      name: FACTOR_NAMES[key],
      detail,
      effect: whole(mean),
      categories: Object.freeze(categories),
    };
  });
}

/** The highest and lowest categories, each only when no other category ties with it. */
function extremes(categories: CategoryScores): {
  strongest?: CategoryKey;
  weakest?: CategoryKey;
} {
  const values = CATEGORY_KEYS.map((c) => categories[c]);
  const only = (value: number) =>
    values.filter((v) => v === value).length === 1
      ? CATEGORY_KEYS.find((c) => categories[c] === value)
      : undefined;
  return { strongest: only(Math.max(...values)), weakest: only(Math.min(...values)) };
}

function summarise(first: Sign, second: Sign, slug: string, score: number): string {
  return `${first.name} and ${second.name}: ${score} out of 100 \u2014 ${PAIR_TEXTS[slug]!.summary}`;
}

function build(first: Sign, second: Sign): Compatibility {
  const reading = readPair(first, second);
  const factors = buildFactors(reading, first, second);
  const categories = {} as Record<CategoryKey, number>;
  for (const c of CATEGORY_KEYS) {
    categories[c] = clampScore(BASE_SCORE + factors.reduce((sum, f) => sum + f.categories[c], 0));
  }
  const score = clampScore(BASE_SCORE + factors.reduce((sum, f) => sum + f.effect, 0));
  const slug = pairSlug(first, second);
  return Object.freeze({
    first,
    second,
    slug,
    score,
    categories: Object.freeze(categories),
    summary: summarise(first, second, slug, score),
    ...extremes(categories),
    details: Object.freeze(CATEGORY_KEYS.map((c) => PAIR_TEXTS[slug]![c])),
    aspect: Object.freeze({
      key: reading.aspect,
      name: ASPECT_TEXTS[reading.aspect].name,
      angle: reading.steps * 30,
    }),
    factors: Object.freeze(factors.map((f) => Object.freeze(f))),
  });
}

// 78 unordered pairs at most; results are frozen, so callers can share them.
const cache = new Map<string, Compatibility>();

export function compatibility(a: Sign, b: Sign): Compatibility {
  const [first, second] = inZodiacOrder(a, b);
  const key = pairSlug(first, second);
  let result = cache.get(key);
  if (!result) {
    result = build(first, second);
    cache.set(key, result);
  }
  return result;
}
