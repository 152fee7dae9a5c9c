// The five paragraphs: which sentences each part may use, in what priority, within its word budget.
import { CAREER } from "~/content/horoscope/career";
import { FINANCE } from "~/content/horoscope/finance";
import { GENERAL } from "~/content/horoscope/general";
import { HEALTH } from "~/content/horoscope/health";
import { LOVE } from "~/content/horoscope/love";
import { PHASE_HEALTH, MOON_SIGN_LINES } from "~/content/horoscope/moon";
import { PART_ROLES, RETROGRADES } from "~/content/horoscope/planets";
import type { PartBank, RetrogradeLine } from "~/content/horoscope/types";
import { PART_PLANETS } from "~/domain/horoscope/facts";
import {
  ORDER,
  aspectSlot,
  closingSlot,
  detailSlots,
  ingressSlot,
  leadSlot,
  phaseSlot,
  placementSlot,
  retrogradeSlot,
  rulerSlot,
  stationSlot,
} from "~/domain/horoscope/slots";
import { capFirst, pick, wordCount } from "~/domain/horoscope/text";
import type { Facts, PartName, PartText, Ratings, Slot } from "~/domain/horoscope/types";
import type { Planet } from "~/domain/zodiac";

// Targets inside the 50-130 words a part must have, leaving room for the longest sentences.
const MIN_WORDS = 60;
const MAX_WORDS = 122;

interface Plan {
  required: Slot[];
  /** Best first; each is added if it still fits. */
  optional: Array<Slot | undefined>;
  /** Added, in order, only while the paragraph is short. */
  spare: Slot[];
}

/** `used` holds every sentence already in the reading, so no sentence is said twice. */
export function composePart(
  part: PartName,
  facts: Facts,
  ratings: Ratings,
  used: Set<string>,
): PartText {
  const plan = PLANS[part](facts, ratings);
  const chosen = [...plan.required];
  let words = chosen.reduce((sum, s) => sum + wordCount(s.text), 0);
  const tryAdd = (s: Slot) => {
    const n = wordCount(s.text);
    if (words + n > MAX_WORDS || used.has(s.text)) return;
    chosen.push(s);
    words += n;
  };
  for (const s of plan.optional) if (s) tryAdd(s);
  for (const s of plan.spare) if (words < MIN_WORDS) tryAdd(s);
  chosen.sort((a, b) => a.order - b.order);
  for (const s of chosen) used.add(s.text);
  return { text: chosen.map((s) => s.text).join(" "), basis: chosen.flatMap((s) => s.basis) };
}

const PLANS: Record<PartName, (facts: Facts, ratings: Ratings) => Plan> = {
  normal: (facts, ratings) => {
    const [detail, spare] = detailSlots(GENERAL, facts, "normal");
    const flavour = pick(MOON_SIGN_LINES[facts.moon.sign], facts.seed("flavour"));
    return {
      required: [
        leadSlot(GENERAL, facts, "normal"),
        phaseSlot(facts),
        rulerSlot(GENERAL, facts),
        closingSlot(GENERAL, facts, "normal", ratings.overall),
      ],
      optional: [
        stationSlot(facts),
        ingressSlot(facts),
        aspectSlot(GENERAL, facts, "normal", [facts.ruler.name]),
        { text: capFirst(flavour), order: ORDER.flavour, basis: [] },
      ],
      spare: [detail, spare],
    };
  },
  love: (facts, ratings) => focusPlan(LOVE, facts, "love", ratings.love, venusSlot(facts)),
  career: (facts, ratings) =>
    focusPlan(CAREER, facts, "career", ratings.career, careerPlanetSlot(facts)),
  health: (facts, ratings) => {
    const phase = pick(PHASE_HEALTH[facts.sky.moonPhase.name], facts.seed("health:phase"));
    const mars = planetSlot(HEALTH, facts, "health", "Mars", RETROGRADES.health.Mars);
    const plan = focusPlan(HEALTH, facts, "health", ratings.health, mars);
    plan.optional.push({ text: phase, order: ORDER.phase, basis: [] });
    return plan;
  },
  finance: (facts, ratings) =>
    focusPlan(FINANCE, facts, "finance", ratings.finance, financePlanetSlot(facts)),
};

/** Love, career, health and finance share a shape: the Moon's house, a planet, an aspect. */
function focusPlan(
  bank: PartBank,
  facts: Facts,
  part: Exclude<PartName, "normal">,
  stars: number,
  planet: Slot,
): Plan {
  const [detail, spare] = detailSlots(bank, facts, part);
  return {
    required: [leadSlot(bank, facts, part), detail, closingSlot(bank, facts, part, stars)],
    optional: [planet, aspectSlot(bank, facts, part, PART_PLANETS[part])],
    spare: [spare],
  };
}

function role(part: keyof typeof PART_ROLES, planet: Planet, facts: Facts): string {
  const roles: Partial<Record<Planet, readonly string[]>> = PART_ROLES[part];
  return pick(roles[planet] ?? [""], facts.seed(`${part}:role`));
}

function venusSlot(facts: Facts): Slot {
  return planetSlot(LOVE, facts, "love", "Venus", RETROGRADES.love.Venus);
}

/** The planet's placement, or its retrograde when it is moving backwards. */
function planetSlot(
  bank: PartBank,
  facts: Facts,
  part: keyof typeof PART_ROLES,
  planet: Planet,
  retrogradeLines?: readonly RetrogradeLine[],
): Slot {
  if (retrogradeLines && facts.body(planet).retrograde) {
    return retrogradeSlot(retrogradeLines, facts, part, planet);
  }
  return placementSlot(bank, facts, part, planet, role(part, planet, facts));
}

const CAREER_HOUSES = new Set([10, 6, 3]);
const MONEY_HOUSES = new Set([2, 8, 11]);

// A retrograde Mercury is the career news; otherwise a career planet in a career house;
// otherwise any of the three, chosen by the day's seed.
function careerPlanetSlot(facts: Facts): Slot {
  const planets = PART_PLANETS.career;
  const planet = facts.body("Mercury").retrograde
    ? "Mercury"
    : (planets.find((p) => CAREER_HOUSES.has(facts.house(p))) ??
      pick(planets, facts.seed("career:planet")));
  const retrograde: Partial<Record<Planet, readonly RetrogradeLine[]>> = RETROGRADES.career;
  return planetSlot(CAREER, facts, "career", planet, retrograde[planet]);
}

// Venus retrograde first (it is rare), then Venus or Jupiter in a money house, then either
// planet by the day's seed.
function financePlanetSlot(facts: Facts): Slot {
  const planets = PART_PLANETS.finance;
  const planet = facts.body("Venus").retrograde
    ? "Venus"
    : (planets.find((p) => MONEY_HOUSES.has(facts.house(p))) ??
      pick(planets, facts.seed("finance:planet")));
  const retrograde: Partial<Record<Planet, readonly RetrogradeLine[]>> = RETROGRADES.finance;
  return planetSlot(FINANCE, facts, "finance", planet, retrograde[planet]);
}
