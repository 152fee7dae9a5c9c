// The Swords: Ace to Ten, then Page, Knight, Queen and King, indexed by card number.
// Air's suit: wind, clouds, birds and bare hills behind clear-cut scenes of thought and conflict.

import { SWORDS_ACE_TO_FIVE } from "~/art/tarot/swords-ace-five";
import { SWORDS_COURT } from "~/art/tarot/swords-court";
import { SWORDS_SIX_TO_TEN } from "~/art/tarot/swords-six-ten";

export const SWORDS_ART: Record<number, () => string> = {
  ...SWORDS_ACE_TO_FIVE,
  ...SWORDS_SIX_TO_TEN,
  ...SWORDS_COURT,
};
