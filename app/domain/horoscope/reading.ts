// The daily horoscope: five paragraphs, ratings and lucky picks for a sign, read from a day's sky.
// Pure and deterministic: the same sky and sign always give the same reading.
import { factsFor } from "~/domain/horoscope/facts";
import { luckyFor } from "~/domain/horoscope/lucky";
import { composePart } from "~/domain/horoscope/parts";
import { rate } from "~/domain/horoscope/ratings";
import { moonBasis, phaseBasis, signName } from "~/domain/horoscope/slots";
import { round2, truncate2 } from "~/domain/horoscope/text";
import { PART_NAMES, type PartName, type Reading, type SkySummary } from "~/domain/horoscope/types";
import type { Sky } from "~/domain/sky-types";
import type { Sign } from "~/domain/zodiac";

export function composeReading(sky: Sky, sign: Sign): Reading {
  const facts = factsFor(sky, sign);
  const ratings = rate(facts);
  const used = new Set<string>();
  const basis = new Set([moonBasis(facts), phaseBasis(sky.moonPhase)]);
  const text = {} as Record<PartName, string>;
  for (const part of PART_NAMES) {
    const composed = composePart(part, facts, ratings, used);
    text[part] = composed.text;
    for (const fact of composed.basis) basis.add(fact);
  }
  return {
    date: facts.iso,
    zodiacSign: sign.name,
    ...text,
    ratings,
    lucky: luckyFor(facts),
    sky: summarise(sky, facts.houseOfSlug),
    basis: [...basis],
  };
}

function summarise(sky: Sky, houseOf: ReturnType<typeof factsFor>["houseOfSlug"]): SkySummary {
  return {
    bodies: sky.bodies.map((b) => ({
      name: b.name,
      // Truncated, not rounded, so 29.999° in Virgo never shows as 30° of Virgo.
      longitude: truncate2(b.longitude),
      sign: signName(b.sign),
      degree: truncate2(b.degree),
      retrograde: b.retrograde,
      house: houseOf(b.sign),
    })),
    moonPhase: { name: sky.moonPhase.name, illumination: round2(sky.moonPhase.illumination) },
    aspects: sky.aspects.map((a) => ({
      bodies: [a.bodies[0], a.bodies[1]],
      type: a.type,
      orb: round2(a.orb),
    })),
  };
}
