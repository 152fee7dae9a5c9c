// The daily horoscope: five paragraphs, ratings and lucky picks for a sign, read from a day's sky.
// Pure and deterministic: the same sky and sign always give the same reading.
import type { CalendarDate } from "~/domain/calendar-date";
import type { Headline } from "~/domain/events/types";
import { aspectTellings } from "~/domain/horoscope/aspect-runs";
import { composeFocus, composeGeneral } from "~/domain/horoscope/compose";
import { factsFor } from "~/domain/horoscope/facts";
import { luckyFor } from "~/domain/horoscope/lucky";
import { rate } from "~/domain/horoscope/ratings";
import { signName } from "~/domain/horoscope/render";
import { ordinal, percent, round2, truncate2, withArticle } from "~/domain/horoscope/text";
import type { Reading, SkySummary } from "~/domain/horoscope/types";
import { computeSky } from "~/domain/sky/sky";
import type { MoonPhase, Sky } from "~/domain/sky/types";
import type { Sign } from "~/domain/zodiac";

/**
 * `ranked` is the date's candidate headlines, heaviest first (rankDay in domain/events); `skyOn`
 * gives the days before (a part's aspect of several days is news once), cached by a server.
 */
export function composeReading(
  sky: Sky,
  sign: Sign,
  ranked: readonly Headline[],
  skyOn: (date: CalendarDate) => Sky = computeSky,
): Reading {
  const facts = factsFor(sky, sign, ranked);
  const ratings = rate(facts);
  const normal = composeGeneral(facts, ratings);
  const tellings = aspectTellings(facts, ratings, skyOn);
  // The "still" lines the parts have taken so far: a later part picks another.
  const stillSaid: Set<string>[] = [];
  const parts = {
    love: composeFocus("love", facts, ratings.love, tellings.love, stillSaid),
    career: composeFocus("career", facts, ratings.career, tellings.career, stillSaid),
    health: composeFocus("health", facts, ratings.health, tellings.health, stillSaid),
    finance: composeFocus("finance", facts, ratings.finance, tellings.finance, stillSaid),
  };
  // A lunation's own moment can fall when the Moon is in the next sign: say when it is where.
  const lunation = facts.headline.kind === "lunation" ? facts.headline : undefined;
  const noon = lunation && lunation.sign !== facts.moon.sign ? ", at 12:00 UTC" : "";
  const basis = new Set([
    `The Moon is in ${signName(facts.moon.sign)}, your ${ordinal(facts.moonHouse)} house${noon}.`,
    phaseBasis(sky.moonPhase),
    ...normal.basis,
    ...Object.values(parts).flatMap((p) => p.basis),
  ]);
  return {
    date: facts.iso,
    zodiacSign: sign.name,
    normal: normal.text,
    love: parts.love.text,
    career: parts.career.text,
    health: parts.health.text,
    finance: parts.finance.text,
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

function phaseBasis(phase: MoonPhase): string {
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
