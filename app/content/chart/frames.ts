// The words that frame a chart text's two sides ("The snag is that ...", "Curiosity is the
// gift."), and the alternatives the reading rotates through so that no frame word comes back
// more than twice in one reading (docs/writing/chart-texts.md#frames). Each word fits both
// "The ___ is ..." and "... is the ___." and begins with a consonant, so "a ___" reads too.

/** The weak side. The bank's own words first; the rest are alternatives only. */
export const DRAWBACK_WORDS = [
  "snag",
  "catch",
  "risk",
  "trouble",
  "difficulty",
  "weak spot",
  "pitfall",
  "drawback",
  "danger",
  "trap",
  "hazard",
  "cost",
  "blind spot",
  "flip side",
  "shadow side",
  "hitch",
  "downside",
  "price",
  "stumbling block",
  "sticking point",
] as const;

/** The good side, singular and plural ("the gifts"). */
export const STRENGTH_WORDS: readonly (readonly [string, string])[] = [
  ["gift", "gifts"],
  ["strength", "strengths"],
  ["talent", "talents"],
  ["reward", "rewards"],
  ["virtue", "virtues"],
  ["blessing", "blessings"],
  ["strong suit", "strong suits"],
  ["boon", "boons"],
  ["saving grace", "saving graces"],
  ["payoff", "payoffs"],
  ["prize", "prizes"],
  ["bright side", "bright sides"],
];

/** A knack, after "a" and before "for" ("a gift for making people feel welcome"). */
export const KNACK_WORDS = ["gift", "talent", "knack", "flair", "feel"] as const;

/**
 * Openings that can stand for "The snag is that" before a clause, so that some paragraphs turn
 * to the weak side with no frame noun at all.
 */
export const DRAWBACK_LEADS = [
  "Still,",
  "Less happily,",
  "On a bad day,",
  "At worst,",
  "Then again,",
  "The other face of it is that",
] as const;

/** Words a text may use for its weak side that are never swapped in, but count all the same. */
export const FIXED_DRAWBACKS = ["soft spot"] as const;
