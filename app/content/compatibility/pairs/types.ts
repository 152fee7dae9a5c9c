// The shapes of the per-pair compatibility texts (docs/writing/pair-texts.md): for each pair of
// signs, a summary and a paragraph for each of the four categories, written for those two.
export interface PairText {
  /** One or two sentences under the score: what these two are like together. */
  summary: string;
  love: string;
  friendship: string;
  communication: string;
  trust: string;
}

/** One sign's pairs with itself and every later sign, keyed by the later sign's slug. */
export type PairTexts = Readonly<Record<string, PairText>>;
