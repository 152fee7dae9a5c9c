// Star ratings, 1-5, from the same facts the text uses.
//
// Each focus part starts at 3 and moves:
//   by the Moon's house: up for the part's own houses, down for the 12th (see HOUSE_WEIGHT);
//   +0.5 for each of the part's planets standing in one of those good houses;
//   for each daily aspect touching the part's planets: trine/sextile +0.5, square/opposition
//     -0.5, conjunction +0.5 with Venus or Jupiter and -0.5 with Mars, Saturn or Pluto;
//     aspects wider than 3° count half, and the sum is held within ±1.5;
//   -1 for each of its fast planets retrograde (Mercury, Venus, Mars), -0.5 for slow ones,
//     and -0.5 more when one stations today;
//   health only: -0.5 near the new moon, +0.25 while the Moon waxes from first quarter.
// Overall is the mean of the four, nudged by the ruler (±0.5 for its tightest daily aspect,
// -0.5 if retrograde). Every score is rounded, halves toward 3, and clamped to 1-5.
import type { HouseNumber } from "~/content/horoscope/types";
import { PART_PLANETS, harmonyOf, isDaily, involves } from "~/domain/horoscope/facts";
import type { Facts, FocusPart, Ratings } from "~/domain/horoscope/types";
import type { Aspect } from "~/domain/sky/types";
import type { Planet } from "~/domain/zodiac";

const HOUSE_WEIGHT: Readonly<Record<FocusPart, Partial<Record<HouseNumber, number>>>> = {
  love: { 5: 1, 7: 1, 8: 0.5, 12: -0.5 },
  career: { 10: 1, 6: 0.5, 3: 0.5, 12: -0.5 },
  health: { 1: 1, 6: 0.5, 12: -0.5 },
  finance: { 2: 1, 11: 1, 8: 0.5, 12: -0.5 },
};

const FAST: ReadonlySet<Planet> = new Set(["Mercury", "Venus", "Mars"]);
const BENEFIC: ReadonlySet<Planet> = new Set(["Venus", "Jupiter"]);
const MALEFIC: ReadonlySet<Planet> = new Set(["Mars", "Saturn", "Pluto"]);

export function rate(facts: Facts): Ratings {
  const love = partScore(facts, "love");
  const career = partScore(facts, "career");
  const health = partScore(facts, "health");
  const finance = partScore(facts, "finance");
  const mean = (love + career + health + finance) / 4;
  return {
    overall: toStars(mean + rulerNudge(facts)),
    love: toStars(love),
    career: toStars(career),
    health: toStars(health),
    finance: toStars(finance),
  };
}

function partScore(facts: Facts, part: FocusPart): number {
  const planets = PART_PLANETS[part];
  const weights = HOUSE_WEIGHT[part];
  let score = 3 + (weights[facts.moonHouse] ?? 0);
  for (const planet of planets) {
    if ((weights[facts.house(planet)] ?? 0) > 0) score += 0.5;
    const body = facts.body(planet);
    if (body.retrograde) score -= FAST.has(planet) ? 1 : 0.5;
    if (facts.sky.stations.some((s) => s.body === planet)) score -= 0.5;
  }
  const touching = facts.sky.aspects.filter((a) => isDaily(a) && involves(a, planets));
  score += clamp(
    touching.reduce((sum, a) => sum + aspectValue(a), 0),
    -1.5,
    1.5,
  );
  if (part === "health") score += phaseValue(facts.sky.moonPhase.name);
  return score;
}

function aspectValue(aspect: Aspect): number {
  const weight = aspect.orb <= 3 ? 1 : 0.5;
  const harmony = harmonyOf(aspect.type);
  if (harmony === "soft") return 0.5 * weight;
  if (harmony === "hard") return -0.5 * weight;
  const [a, b] = aspect.bodies;
  if (BENEFIC.has(a) || BENEFIC.has(b)) return 0.5 * weight;
  if (MALEFIC.has(a) || MALEFIC.has(b)) return -0.5 * weight;
  return 0;
}

function phaseValue(phase: Facts["sky"]["moonPhase"]["name"]): number {
  if (phase === "new moon" || phase === "waning crescent") return -0.5;
  if (phase === "first quarter" || phase === "waxing gibbous") return 0.25;
  return 0;
}

function rulerNudge(facts: Facts): number {
  const ruler = facts.ruler.name;
  const tightest = facts.sky.aspects.find((a) => isDaily(a) && involves(a, [ruler]));
  const fromAspect = tightest ? Math.sign(aspectValue(tightest)) * 0.5 : 0;
  return fromAspect - (facts.ruler.retrograde ? 0.5 : 0);
}

// Halves round toward three stars: a day earns a fourth star, or loses a third, outright.
function toStars(score: number): number {
  const toward = score > 3 ? Math.ceil(score - 0.5) : Math.floor(score + 0.5);
  return clamp(toward, 1, 5);
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
