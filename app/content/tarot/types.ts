// app/content/tarot/types.ts
export interface CardText {
  keywords: { upright: string[]; reversed: string[] }; // 3-5 each
  upright: string; // 60-150 words, our own words
  reversed: string; // 60-150 words
  picture: string; // one or two sentences describing the card's image as we draw it (used as alt text)
}

/**
 * What a card says in a spread's positions (app/content/tarot/positions.ts frames it). Themes and
 * shadows are noun phrases with no finite verb, so the position's frame sets the tense.
 */
export interface CardRoles {
  /** The card's core, [upright, reversed]. */
  theme: readonly [string, string];
  /** One imperative sentence for an advice position, [upright, reversed]. */
  advice: readonly [string, string];
  /** The upright card as a hindrance; a reversed card hinders with its reversed theme. */
  shadow: string;
}

/** What a position's frame is given to say: the card as named in a sentence, and its texts. */
export interface FrameParts {
  /** "the Four of Cups", "The Fool", "Strength reversed": for the middle of a sentence. */
  card: string;
  /** The same, capitalised to open a sentence. */
  Card: string;
  theme: string;
  /** One imperative sentence, capitalised. */
  advice: string;
  /** The card as a hindrance: its shadow when upright, its reversed theme when reversed. */
  hindrance: string;
}

export type Frame = (p: FrameParts) => string;
