// The Pentacles: Ace to Ten, then Page, Knight, Queen and King, indexed by card number.

import { courtArt, pipArt } from "~/domain/tarot/art-minor";

export const PENTACLES_ART: Record<number, () => string> = Object.fromEntries(
  Array.from({ length: 14 }, (_, i) => [
    i + 1,
    () => (i < 10 ? pipArt("pentacles", i + 1) : courtArt("pentacles", i + 1)),
  ]),
);
