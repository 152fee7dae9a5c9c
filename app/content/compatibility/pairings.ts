// "Why this score" lines for the two signs' elements and qualities.
import type { ElementPairKey, ModalityPairKey } from "~/domain/compatibility/model";

export interface ElementPairText {
  /** One line for "Why this score". */
  detail: string;
}

export const ELEMENT_PAIR_TEXTS: Record<ElementPairKey, ElementPairText> = {
  "fire-fire": {
    detail:
      "Both are fire signs: the same fuel and the same tempo, so there is little to translate.",
  },
  "earth-earth": {
    detail:
      "Both are earth signs: shared values about money, time and effort make daily life easy.",
  },
  "air-air": {
    detail: "Both are air signs: they think alike and give each other room.",
  },
  "water-water": {
    detail: "Both are water signs: feelings are understood without having to be explained.",
  },
  "fire-air": {
    detail: "Fire and air feed each other: air fans the flame, and fire warms the ideas.",
  },
  "earth-water": {
    detail: "Earth and water complement each other: earth holds, water nourishes.",
  },
  "fire-earth": {
    detail: "Fire and earth pull in different directions: fire rushes where earth waits.",
  },
  "fire-water": {
    detail:
      "Fire and water are the hardest mix: one boils the other away, the other puts the flame out.",
  },
  "earth-air": {
    detail:
      "Earth and air speak different languages: one trusts the practical, the other the possible.",
  },
  "air-water": {
    detail: "Air and water are tense together: one reasons while the other feels.",
  },
};

export interface ModalityPairText {
  detail: string;
}

export const MODALITY_PAIR_TEXTS: Record<ModalityPairKey, ModalityPairText> = {
  "cardinal-cardinal": {
    detail: "Two cardinal signs: both want to lead, and neither likes to follow.",
  },
  "fixed-fixed": {
    detail: "Two fixed signs: loyal, and equally hard to move.",
  },
  "mutable-mutable": {
    detail: "Two mutable signs: easy-going, but nobody steers.",
  },
  "cardinal-fixed": {
    detail: "Cardinal and fixed: one starts things, the other sustains them.",
  },
  "cardinal-mutable": {
    detail: "Cardinal and mutable: one steers, the other adapts.",
  },
  "fixed-mutable": {
    detail: "Fixed and mutable: the anchor and the current.",
  },
};
