// Sentence builders shared by the parts: each returns a sentence (or two) and the facts it used.
import { MOON_RULER, PRINCIPLES, RULER_RETROGRADE } from "~/content/horoscope/planets";
import { HOUSE_NAMES } from "~/content/horoscope/houses";
import { PHASE_LINES } from "~/content/horoscope/moon";
import {
  ASPECT_LINES,
  MOON_INGRESS_EARLIER,
  MOON_INGRESS_LATER,
  PLANET_INGRESS,
  STATIONS,
} from "~/content/horoscope/sky-events";
import type { Band, PartBank, RetrogradeLine } from "~/content/horoscope/types";
import { chance, focusFirst, harmonyOf } from "~/domain/horoscope/facts";
import {
  bodyName,
  capFirst,
  clockTime,
  ordinal,
  percent,
  pick,
  rotate,
  withArticle,
} from "~/domain/horoscope/text";
import type { Facts, PartName, Slot } from "~/domain/horoscope/types";
import type { Aspect, MoonPhase } from "~/domain/sky-types";
import { getSign } from "~/domain/zodiac";
import type { Planet } from "~/domain/zodiac";

/** Paragraph positions, so slots chosen by priority still read in a natural order. */
export const ORDER = {
  lead: 0,
  flavour: 1,
  detail: 2,
  phase: 3,
  planet: 4,
  aspect: 5,
  event: 6,
  closing: 9,
};

function slot(text: string, order: number, basis: readonly string[] = []): Slot {
  return { text: capFirst(text), order, basis };
}

export function signName(slug: Parameters<typeof getSign>[0]): string {
  return getSign(slug).name;
}

export function moonBasis(facts: Facts): string {
  return `The Moon is in ${signName(facts.moon.sign)}, your ${ordinal(facts.moonHouse)} house.`;
}

export function phaseBasis(phase: MoonPhase): string {
  const lit = percent(phase.illumination);
  switch (phase.name) {
    case "new moon":
      return `The Moon is new, ${lit} lit.`;
    case "full moon":
      return `The Moon is full, ${lit} lit.`;
    case "first quarter":
    case "last quarter":
      return `The Moon is at ${phase.name}, ${lit} lit.`;
    default:
      return `The Moon is ${withArticle(phase.name)}, ${lit} lit.`;
  }
}

/** Leads rotate by day: with six of them, a lead cannot come back within six days. */
export function leadSlot(bank: PartBank, facts: Facts, part: PartName): Slot {
  const theme = pick(bank.themes[facts.moonHouse], facts.seed(`${part}:theme`));
  const lead = rotate(bank.leads, facts.day, `${facts.sign.slug}|${part}|lead`);
  const moonSign = signName(facts.moon.sign);
  const text = lead({ moonSign, house: ordinal(facts.moonHouse), theme });
  return slot(text, ORDER.lead, [moonBasis(facts)]);
}

/** The house detail picked for the day, and the other one as a spare. */
export function detailSlots(bank: PartBank, facts: Facts, part: PartName): [Slot, Slot] {
  const [a, b] = bank.details[facts.moonHouse];
  const [first, second] = chance(facts.seed(`${part}:detail`), 2) === 0 ? [a, b] : [b, a];
  return [slot(first, ORDER.detail), slot(second, ORDER.detail + 0.5)];
}

function bandOf(stars: number): Band {
  return stars <= 2 ? "low" : stars === 3 ? "mid" : "high";
}

/** Closings rotate by day too, seven of them, so leads and closings realign only every 42 days. */
export function closingSlot(bank: PartBank, facts: Facts, part: PartName, stars: number): Slot {
  const closing = rotate(
    bank.closings[bandOf(stars)],
    facts.day,
    `${facts.sign.slug}|${part}|closing`,
  );
  return slot(closing, ORDER.closing);
}

export function phaseSlot(facts: Facts): Slot {
  const phase = facts.sky.moonPhase;
  const line = pick(PHASE_LINES[phase.name], facts.seed("phase"));
  return slot(line(percent(phase.illumination)), ORDER.phase, [phaseBasis(phase)]);
}

function placementBasis(facts: Facts, planet: Planet): string {
  const body = facts.body(planet);
  const where = `${signName(body.sign)}, your ${ordinal(facts.house(planet))} house`;
  const state = body.retrograde ? "is retrograde in" : "is in";
  return `${capFirst(bodyName(planet))} ${state} ${where}.`;
}

/** A part planet in its house, from the part's own bank. */
export function placementSlot(
  bank: PartBank,
  facts: Facts,
  part: PartName,
  planet: Planet,
  role: string,
): Slot {
  const house = facts.house(planet);
  const c = {
    planet: bodyName(planet),
    sign: signName(facts.body(planet).sign),
    house: ordinal(house),
    houseName: HOUSE_NAMES[house],
    role,
  };
  // Mostly the house's own sentence; now and then a plainer one, so weeks of the same
  // placement do not read the same way every day.
  const useAny = chance(facts.seed(`${part}:placement`), 4) === 0;
  const line = useAny
    ? pick(bank.placements.any, facts.seed(`${part}:any`))
    : bank.placements.byHouse[house];
  return slot(line(c), ORDER.planet, [placementBasis(facts, planet)]);
}

export function retrogradeSlot(
  lines: readonly RetrogradeLine[],
  facts: Facts,
  part: PartName,
  planet: Planet,
): Slot {
  const line = pick(lines, facts.seed(`${part}:retrograde`));
  const c = { sign: signName(facts.body(planet).sign), house: ordinal(facts.house(planet)) };
  return slot(line(c), ORDER.planet, [placementBasis(facts, planet)]);
}

function rulerBasis(facts: Facts): string {
  const planet = facts.ruler.name;
  if (planet === "Moon") return "The Moon is your ruling planet.";
  const state = facts.ruler.retrograde ? "is retrograde in" : "is in";
  const where = `${signName(facts.ruler.sign)}, your ${ordinal(facts.house(planet))} house`;
  return `${capFirst(bodyName(planet))}, your ruling planet, ${state} ${where}.`;
}

/** The general part's word on the sign's ruler. */
export function rulerSlot(bank: PartBank, facts: Facts): Slot {
  const planet = facts.ruler.name;
  const house = facts.house(planet);
  const c = {
    planet: bodyName(planet),
    sign: signName(facts.ruler.sign),
    house: ordinal(house),
    houseName: HOUSE_NAMES[house],
    role: pick(PRINCIPLES[planet], facts.seed("ruler:role")),
  };
  const basis = [rulerBasis(facts)];
  if (planet === "Moon") return slot(pick(MOON_RULER, facts.seed("ruler"))(c), ORDER.planet, basis);
  if (facts.ruler.retrograde) {
    return slot(pick(RULER_RETROGRADE, facts.seed("ruler"))(c), ORDER.planet, basis);
  }
  return { ...placementSlot(bank, facts, "normal", planet, c.role), basis };
}

function aspectBasis(aspect: Aspect, [a, b]: [Planet, Planet]): string {
  const verbs = {
    conjunction: "is conjunct",
    sextile: "sextiles",
    square: "squares",
    trine: "trines",
    opposition: "opposes",
  } as const;
  const orb = aspect.orb.toFixed(1);
  return `${capFirst(bodyName(a))} ${verbs[aspect.type]} ${bodyName(b)} (orb ${orb}\u00b0).`;
}

/** The part's claimed aspect, as a sky sentence and a line on what it means for the part. */
export function aspectSlot(
  bank: PartBank,
  facts: Facts,
  part: PartName,
  focus: readonly Planet[],
): Slot | undefined {
  const aspect = facts.aspects[part];
  if (!aspect) return undefined;
  const [a, b] = focusFirst(aspect, focus);
  const line = pick(ASPECT_LINES[aspect.type], facts.seed(`${part}:aspect`));
  const sentence = line({
    a: bodyName(a),
    b: bodyName(b),
    aMeans: pick(PRINCIPLES[a], facts.seed(`${part}:a`)),
    bMeans: pick(PRINCIPLES[b], facts.seed(`${part}:b`)),
  });
  const note = pick(bank.aspectNotes[harmonyOf(aspect.type)], facts.seed(`${part}:note`));
  return slot(`${capFirst(sentence)} ${note}`, ORDER.aspect, [aspectBasis(aspect, [a, b])]);
}

/** A planet changing sign beats the Moon doing so: it happens far less often. */
export function ingressSlot(facts: Facts): Slot | undefined {
  const ingresses = facts.sky.ingresses;
  const ingress = ingresses.find((i) => i.body !== "Moon") ?? ingresses[0];
  if (!ingress) return undefined;
  const time = clockTime(ingress.time);
  const house = facts.houseOfSlug(ingress.to);
  const c = {
    planet: bodyName(ingress.body),
    from: signName(ingress.from),
    to: signName(ingress.to),
    time,
    house: ordinal(house),
    houseName: HOUSE_NAMES[house],
    means: pick(PRINCIPLES[ingress.body], facts.seed("ingress:means")),
  };
  // The reading is cast for noon UTC, so a morning Moon ingress has already happened.
  const lines =
    ingress.body !== "Moon"
      ? PLANET_INGRESS
      : time < "12:00"
        ? MOON_INGRESS_EARLIER
        : MOON_INGRESS_LATER;
  const basis = `${capFirst(c.planet)} enters ${c.to} at ${time} UTC.`;
  return slot(pick(lines, facts.seed("ingress"))(c), ORDER.event, [basis]);
}

export function stationSlot(facts: Facts): Slot | undefined {
  const station = facts.sky.stations[0];
  if (!station) return undefined;
  const body = facts.body(station.body);
  const c = {
    planet: bodyName(station.body),
    sign: signName(body.sign),
    house: ordinal(facts.house(station.body)),
    means: pick(PRINCIPLES[station.body], facts.seed("station:means")),
  };
  const basis = `${capFirst(c.planet)} stations ${station.turns} in ${c.sign}.`;
  return slot(pick(STATIONS[station.turns], facts.seed("station"))(c), ORDER.event + 0.5, [basis]);
}
