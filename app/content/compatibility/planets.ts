// Text about the signs' ruling planets: the rulers' friendship, the planets of love for the
// love score, and the talkers (air signs, Mercury's signs) for the communication score.
import type { ClassicalPlanet, LoveLink, RulerRelation } from "~/domain/compatibility/model";

export interface PlanetNote {
  /** As it reads mid-sentence: "the Sun", "Mars". */
  name: string;
  /** Completes "one ...": what the planet is after. */
  wants: string;
}

export const PLANET_NOTES: Record<ClassicalPlanet, PlanetNote> = {
  Sun: { name: "the Sun", wants: "wants to shine" },
  Moon: { name: "the Moon", wants: "wants to feel safe" },
  Mercury: { name: "Mercury", wants: "wants to understand" },
  Venus: { name: "Venus", wants: "wants harmony and pleasure" },
  Mars: { name: "Mars", wants: "wants to act" },
  Jupiter: { name: "Jupiter", wants: "wants to grow" },
  Saturn: { name: "Saturn", wants: "wants to build what lasts" },
};

/** One sign of the pair and its traditional ruler. */
export interface RulerSide {
  sign: string;
  planet: PlanetNote;
}

/** "Why this score" lines for the rulers. */
export const RULER_DETAILS: Record<RulerRelation, (a: PlanetNote, b: PlanetNote) => string> = {
  same: (a) => `Both signs are ruled by ${a.name}: the same motive underneath.`,
  friends: (a, b) =>
    `Their rulers, ${a.name} and ${b.name}, are friends by Ptolemy's measure: each has dignity in a sign the other rules.`,
  neutral: (a, b) =>
    `Their rulers, ${a.name} and ${b.name}, are neutral by Ptolemy's measure: only one has dignity in a sign the other rules.`,
  odds: (a, b) =>
    `Their rulers, ${a.name} and ${b.name}, are at odds by Ptolemy's measure: neither has dignity in a sign the other rules.`,
};

// What each of the three rulers brings to love: Venus affection, Mars desire, the Moon feeling.
const LOVE_ROLES: Record<string, string> = {
  Venus: "the planet of affection",
  Mars: "the planet of desire",
  "the Moon": "the light of feeling",
};

/** `lover` is the sign ruled by Venus, Mars or the Moon, when only one is. */
export const LOVE_DETAILS: Record<LoveLink, (lover: RulerSide) => string> = {
  "venus-mars": () => "Venus and Mars rule this pair: the old pull between charm and desire.",
  "moon-venus": () => "The Moon and Venus rule this pair: tenderness meets affection.",
  "moon-mars": () =>
    "The Moon and Mars rule this pair: feeling meets passion, warmly if not always gently.",
  shared: (lover) =>
    `Both signs are ruled by ${lover.planet.name}, ${LOVE_ROLES[lover.planet.name]}, so they speak the same romantic language.`,
  one: (lover) =>
    `${lover.sign} is ruled by ${lover.planet.name}, ${LOVE_ROLES[lover.planet.name]}, which adds a touch of romance.`,
  none: () =>
    "Neither sign is ruled by Venus, Mars or the Moon, so love leans on the other factors.",
};

/** Why a sign counts as a talker, completing "Gemini is ...". */
export const TALKER_REASONS = {
  air: "an air sign",
  mercury: "ruled by Mercury",
  both: "an air sign ruled by Mercury",
} as const;

export const TALK_DETAILS = {
  none: "Neither sign is an air sign or ruled by Mercury, so communication rests on the other factors.",
  one: (talker: string, reason: string) =>
    `${talker} is ${reason}, which gives the pair a natural talker.`,
  both: "Both signs are air signs or ruled by Mercury, so conversation comes easily.",
};
