// The texts of a spread's reading of the whole (app/domain/tarot/synthesis.ts counts the draw).
import type { Suit } from "~/domain/tarot/deck";
import type { SpreadSlug } from "~/domain/tarot/spreads";

export const SUIT_NOTES: Record<
  Suit,
  { name: string; field: string; lead: string; absent: string }
> = {
  wands: {
    name: "Wands",
    field: "drive and ambition",
    lead: "the reading runs on drive and ambition, on what you want to start and whether your fire holds",
    absent: "the spark to act has to come from you",
  },
  cups: {
    name: "Cups",
    field: "the heart",
    lead: "feelings and relationships carry the story, from who you love to what you long for and what hurts",
    absent: "the heart is either settled or kept out of view",
  },
  swords: {
    name: "Swords",
    field: "thought and argument",
    lead: "thought, words and conflict are where the action is, in decisions, arguments and truths spoken or held back",
    absent: "less hangs on argument than on doing and feeling",
  },
  pentacles: {
    name: "Pentacles",
    field: "money and the body",
    lead: "money, work, the body and the home set the stakes, in what is practical, earned and lasting",
    absent: "the material side is either steady or beside the point",
  },
};

/** Minor ranks 1-14: singular, plural, what the rank stands for when it comes more than once. */
export const RANK_NOTES: Record<number, readonly [string, string, string]> = {
  1: ["Ace", "Aces", "new beginnings, each in its own field"],
  2: ["Two", "Twos", "choices and pairs held in the balance"],
  3: ["Three", "Threes", "growth through working with others"],
  4: ["Four", "Fours", "a need for stability, or a pause to consolidate"],
  5: ["Five", "Fives", "struggle, loss and the test of change"],
  6: ["Six", "Sixes", "harmony regained, and the give and take that keeps it"],
  7: ["Seven", "Sevens", "tests of faith and a call to reassess"],
  8: ["Eight", "Eights", "movement, effort and skill in the making"],
  9: ["Nine", "Nines", "something nearly complete, with one last stretch to go"],
  10: ["Ten", "Tens", "a cycle ending at its fullest"],
  11: ["Page", "Pages", "news, study and a beginner's curiosity"],
  12: ["Knight", "Knights", "pursuit, and things on the move quickly"],
  13: ["Queen", "Queens", "care, intuition and mastery of the inner life"],
  14: ["King", "Kings", "authority and responsibility, someone in charge (perhaps you)"],
};

/** Up to ten cards as numbers in words, for "Three of the seven cards". */
export const COUNT_WORDS = [
  "none",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
] as const;

/**
 * How each spread's cards hang together, naming them (c[i] is the card of position i, as it
 * would sit mid-sentence). A one-card spread has no links to draw.
 */
export const SPREAD_STORIES: Record<SpreadSlug, ((c: readonly string[]) => string) | null> = {
  "card-of-the-day": null,
  "one-card": null,
  "three-cards": (c) => `${c[0]} led into ${c[1]}, and ${c[1]} will lead on to ${c[2]}.`,
  "situation-action-outcome": (c) =>
    `Starting from ${c[0]}, the move the cards offer is ${c[1]}, and ${c[2]} is where that move will take you.`,
  "mind-body-spirit": (c) =>
    `Mind and spirit meet in the body: ${c[0]} and ${c[2]} both come to ground in ${c[1]}.`,
  relationship: (c) =>
    `${c[0]} on your side and ${c[2]} on theirs meet in ${c[1]}; ${c[3]} is what will hold it together, ${c[5]} what pulls at it, and ${c[4]} where the two of you will go.`,
  horseshoe: (c) =>
    `The road runs from ${c[0]} through ${c[1]} to ${c[6]}; ${c[2]} works beneath it, ${c[4]} stands beside it, and ${c[5]} is the way past ${c[3]}.`,
  "celtic-cross": (c) =>
    `At the centre, ${c[0]} is crossed by ${c[1]}, rooted in ${c[2]} and reaching for ${c[4]}, while ${c[3]} leaves and ${c[5]} arrives. The staff climbs from ${c[6]} through ${c[7]} and ${c[8]} to ${c[9]}.`,
};
