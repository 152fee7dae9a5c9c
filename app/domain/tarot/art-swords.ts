// The Swords: Ace to Ten, then Page, Knight, Queen and King, indexed by card number.

import { courtArt, pipArt } from "~/domain/tarot/art-minor";

export const SWORDS_ART: Record<number, () => string> = Object.fromEntries(
  Array.from({ length: 14 }, (_, i) => [
    i + 1,
    () => (i < 10 ? pipArt("swords", i + 1) : courtArt("swords", i + 1)),
  ]),
);
