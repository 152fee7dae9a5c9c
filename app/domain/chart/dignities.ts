// The ten bodies' essential dignities (domicile, exaltation, detriment, fall), mutual receptions,
// the chart ruler, the balance of elements and modalities, the hemispheres and the dominant
// planet, by the rules and weights written in docs/astrology.md#dignities-and-balance.
import type { Chart } from "~/domain/chart/chart";
import { BODIES } from "~/domain/sky/types";
import { SIGNS, type Element, type Modality, type Planet, type Sign } from "~/domain/zodiac";

export type Dignity = "domicile" | "exaltation" | "detriment" | "fall";

export interface PlanetDignity {
  name: Planet;
  sign: string;
  /** Mercury in Virgo is both in domicile and exalted; most bodies have none. */
  dignities: Dignity[];
  /** The dominant-planet score (see `dominantScores`). */
  score: number;
}

export interface ChartDignities {
  planets: PlanetDignity[];
  /** Pairs each in a sign the other rules (traditional or modern rulers). */
  mutualReceptions: { between: [Planet, Planet]; signs: [string, string] }[];
}

export interface ChartRuler {
  ascendant: string;
  /** The traditional ruler of the Ascendant's sign. */
  planet: Planet;
  /** The modern co-ruler of Scorpio, Aquarius or Pisces. */
  modern?: Planet;
}

export interface ChartBalance {
  elements: Record<Element, number>;
  modalities: Record<Modality, number>;
  /** The highest scores; more than one on a tie. */
  dominantElement: Element[];
  dominantModality: Modality[];
  /** Bodies above and below the horizon, east and west of the meridian; null without a time. */
  hemispheres: { above: number; below: number; east: number; west: number } | null;
  dominantPlanet: Planet;
}

// The traditional exaltations; the outer planets have none in the tradition, and the modern
// proposals disagree, so we give them none.
const EXALTATION: Partial<Record<Planet, string>> = {
  Sun: "Aries",
  Moon: "Taurus",
  Mercury: "Virgo",
  Venus: "Pisces",
  Mars: "Capricorn",
  Jupiter: "Cancer",
  Saturn: "Libra",
};

/** Weights for the balance: the lights and the Ascendant count three, the personal planets two. */
export const BALANCE_WEIGHTS: Record<Planet | "Ascendant", number> = {
  Sun: 3,
  Moon: 3,
  Ascendant: 3,
  Mercury: 2,
  Venus: 2,
  Mars: 2,
  Jupiter: 1,
  Saturn: 1,
  Uranus: 1,
  Neptune: 1,
  Pluto: 1,
};

const signNamed = (name: string): Sign => SIGNS.find((s) => s.name === name)!;
const opposite = (sign: Sign): Sign => SIGNS[(sign.index + 6) % 12]!;

export function dignitiesOf(planet: Planet, signName: string): Dignity[] {
  const sign = signNamed(signName);
  const found: Dignity[] = [];
  if (sign.rulers.includes(planet)) found.push("domicile");
  if (EXALTATION[planet] === sign.name) found.push("exaltation");
  if (opposite(sign).rulers.includes(planet)) found.push("detriment");
  if (EXALTATION[planet] === opposite(sign).name) found.push("fall");
  return found;
}

// Lilly's points for the sign dignities (Christian Astrology, 1647).
const DIGNITY_POINTS: Record<Dignity, number> = {
  domicile: 5,
  exaltation: 4,
  detriment: -5,
  fall: -4,
};
const MAJOR = new Set(["conjunction", "sextile", "square", "trine", "opposition"]);

type ChartLike = Pick<Chart, "points" | "aspects" | "timeKnown">;

const bodiesOf = (chart: ChartLike) =>
  BODIES.map((name) => ({ name, point: chart.points.find((p) => p.name === name)! }));

export function chartRuler(chart: ChartLike): ChartRuler | null {
  const ascendant = chart.points.find((p) => p.name === "Ascendant");
  if (!chart.timeKnown || !ascendant) return null;
  const [planet, modern] = signNamed(ascendant.sign).rulers;
  return { ascendant: ascendant.sign, planet: planet!, ...(modern ? { modern } : {}) };
}

/**
 * The dominant-planet score: Lilly's sign dignities (domicile +5, exaltation +4, detriment -5,
 * fall -4), +5 for the chart ruler, +3 in an angular house (1, 4, 7, 10), and +1 for each major
 * aspect the body makes, +1 more when it is within 1°.
 */
function scoreOf(chart: ChartLike, name: Planet, dignities: Dignity[], ruler: Planet | undefined) {
  let score = dignities.reduce((sum, d) => sum + DIGNITY_POINTS[d], 0);
  if (name === ruler) score += 5;
  const house = chart.points.find((p) => p.name === name)?.house;
  if (house !== undefined && house % 3 === 1) score += 3;
  for (const a of chart.aspects) {
    if (!a.between.includes(name) || !MAJOR.has(a.type)) continue;
    score += a.orb <= 1 ? 2 : 1;
  }
  return score;
}

export function chartDignities(chart: ChartLike): ChartDignities {
  const ruler = chartRuler(chart)?.planet;
  const bodies = bodiesOf(chart);
  const planets = bodies.map(({ name, point }) => {
    const dignities = dignitiesOf(name, point.sign);
    return { name, sign: point.sign, dignities, score: scoreOf(chart, name, dignities, ruler) };
  });
  const mutualReceptions: ChartDignities["mutualReceptions"] = [];
  for (let i = 0; i < bodies.length; i++) {
    for (let j = i + 1; j < bodies.length; j++) {
      const [a, b] = [bodies[i]!, bodies[j]!];
      if (a.point.sign === b.point.sign) continue;
      const aRulesB = signNamed(b.point.sign).rulers.includes(a.name);
      const bRulesA = signNamed(a.point.sign).rulers.includes(b.name);
      if (aRulesB && bRulesA) {
        mutualReceptions.push({ between: [a.name, b.name], signs: [a.point.sign, b.point.sign] });
      }
    }
  }
  return { planets, mutualReceptions };
}

export function chartBalance(chart: ChartLike, dignities: ChartDignities): ChartBalance {
  const elements: Record<Element, number> = { fire: 0, earth: 0, air: 0, water: 0 };
  const modalities: Record<Modality, number> = { cardinal: 0, fixed: 0, mutable: 0 };
  const weighed: [string, number][] = bodiesOf(chart).map(({ name, point }) => [
    point.sign,
    BALANCE_WEIGHTS[name],
  ]);
  const ascendant = chart.points.find((p) => p.name === "Ascendant");
  if (chart.timeKnown && ascendant) weighed.push([ascendant.sign, BALANCE_WEIGHTS.Ascendant]);
  for (const [signName, weight] of weighed) {
    const sign = signNamed(signName);
    elements[sign.element] += weight;
    modalities[sign.modality] += weight;
  }
  const top = <K extends string>(scores: Record<K, number>): K[] => {
    const best = Math.max(...Object.values<number>(scores));
    return (Object.keys(scores) as K[]).filter((k) => scores[k] === best);
  };
  let hemispheres: ChartBalance["hemispheres"] = null;
  if (chart.timeKnown) {
    const houses = bodiesOf(chart).map(({ point }) => point.house!);
    const count = (test: (h: number) => boolean) => houses.filter(test).length;
    hemispheres = {
      above: count((h) => h >= 7),
      below: count((h) => h <= 6),
      east: count((h) => h >= 10 || h <= 3),
      west: count((h) => h >= 4 && h <= 9),
    };
  }
  // The highest score wins; a tie goes to the body first in the order Sun ... Pluto.
  const dominant = dignities.planets.reduce((best, p) => (p.score > best.score ? p : best));
  return {
    elements,
    modalities,
    dominantElement: top(elements),
    dominantModality: top(modalities),
    hemispheres,
    dominantPlanet: dominant.name,
  };
}
