// Each drawn card read in its position's role and tense: the position's frame
// (app/content/tarot/positions.ts) around the card's own theme, counsel or shadow.
import { POSITION_FRAMES } from "~/content/tarot/positions";
import { CUPS_ROLES } from "~/content/tarot/roles-cups";
import { MAJOR_ROLES } from "~/content/tarot/roles-major";
import { PENTACLES_ROLES } from "~/content/tarot/roles-pentacles";
import { SWORDS_ROLES } from "~/content/tarot/roles-swords";
import { WANDS_ROLES } from "~/content/tarot/roles-wands";
import type { CardRoles, FrameParts } from "~/content/tarot/types";
import { type Card, DECK } from "~/domain/tarot/deck";
import type { DrawnCard, Reading } from "~/domain/tarot/draw";
import type { PositionRole } from "~/domain/tarot/spreads";

const BANK: Record<string, CardRoles> = {
  ...MAJOR_ROLES,
  ...WANDS_ROLES,
  ...CUPS_ROLES,
  ...SWORDS_ROLES,
  ...PENTACLES_ROLES,
};
// Fail at load rather than read a card with nothing to say.
for (const card of DECK) if (!BANK[card.slug]) throw new Error(`No tarot roles for ${card.slug}`);

export function rolesOf(card: Card): CardRoles {
  return BANK[card.slug]!;
}

export function capitalise(text: string): string {
  return text[0]!.toUpperCase() + text.slice(1);
}

/** The card as it sits mid-sentence: "the Four of Cups", "The Fool", "Death reversed". */
export function cardLabel(card: Card, reversed: boolean): string {
  const name = card.arcana === "minor" ? `the ${card.name}` : card.name;
  return reversed ? `${name} reversed` : name;
}

/** The card's theme as drawn, upright or reversed. */
export function themeOf(drawn: DrawnCard): string {
  return rolesOf(drawn.card).theme[drawn.reversed ? 1 : 0];
}

export function frameParts(drawn: DrawnCard): FrameParts {
  const roles = rolesOf(drawn.card);
  const side = drawn.reversed ? 1 : 0;
  const card = cardLabel(drawn.card, drawn.reversed);
  return {
    card,
    Card: capitalise(card),
    theme: roles.theme[side],
    advice: roles.advice[side],
    hindrance: drawn.reversed ? roles.theme[1] : roles.shadow,
  };
}

export interface PositionReading {
  role: PositionRole;
  text: string;
}

/** Every card of the reading read in its place, in spread order. */
export function readPositions(reading: Reading): PositionReading[] {
  const frames = POSITION_FRAMES[reading.spread.slug];
  return reading.cards.map((drawn, i) => ({
    role: drawn.position.role,
    text: frames[i]!(frameParts(drawn)),
  }));
}
