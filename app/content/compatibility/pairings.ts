// Text for the two signs' elements and qualities. `headline` follows "Aries and Leo: 88 out of
// 100 —" in the summary, so it starts in lower case and carries no full stop.
import type { ElementPairKey, ModalityPairKey } from "~/domain/compatibility-model";
import type { Element } from "~/domain/zodiac";

export interface ElementPairText {
  headline: string;
  /** Where the pair meets, for the second paragraph. */
  meet: string;
  /** One line for "Why this score". */
  detail: string;
}

export const ELEMENT_PAIR_TEXTS: Record<ElementPairKey, ElementPairText> = {
  "fire-fire": {
    headline: "two fires that egg each other on",
    meet: "As fire signs, they run on the same fuel: enthusiasm, pride and a hunger for life. They understand each other's impatience and cheer each other's risks without being asked.",
    detail:
      "Both are fire signs: the same fuel and the same tempo, so there is little to translate.",
  },
  "earth-earth": {
    headline: "two earth signs building on solid ground",
    meet: "As earth signs, they meet on practical ground. Both trust what they can see and touch, both show love through effort rather than speeches, and both would rather build than talk about building.",
    detail:
      "Both are earth signs: shared values about money, time and effort make daily life easy.",
  },
  "air-air": {
    headline: "two air signs who never run out of conversation",
    meet: "As air signs, they meet in the mind. Ideas, jokes and plans pass between them easily, and each gives the other the space that air needs to breathe.",
    detail: "Both are air signs: they think alike and give each other room.",
  },
  "water-water": {
    headline: "two water signs who understand each other without words",
    meet: "As water signs, they meet in feeling. Each senses the other's moods, and both need emotional safety before anything else, so the bond can run deep very quickly.",
    detail: "Both are water signs: feelings are understood without having to be explained.",
  },
  "fire-air": {
    headline: "a flame and the air that feeds it",
    meet: "Fire and air feed each other. Air gives fire's enthusiasm room to spread, fire gives air's ideas somewhere to go, and between them talk turns into adventure.",
    detail: "Fire and air feed each other: air fans the flame, and fire warms the ideas.",
  },
  "earth-water": {
    headline: "rain on good soil",
    meet: "Earth and water need each other. Water softens earth's caution and brings feeling into a practical life; earth gives water's moods a shape and a safe place to rest.",
    detail: "Earth and water complement each other: earth holds, water nourishes.",
  },
  "fire-earth": {
    headline: "a spark and the slow ground beneath it",
    meet: "Fire and earth meet where vision meets effort. Fire dreams up the project and earth makes it real, but fire finds earth slow, earth finds fire reckless, and each must respect the other's pace.",
    detail: "Fire and earth pull in different directions: fire rushes where earth waits.",
  },
  "fire-water": {
    headline: "steam, for better and for worse",
    meet: "Fire and water meet in strong feeling, and that may be all they share. Fire acts on its emotions while water lives inside them, so fire can seem careless to water and water moody to fire.",
    detail:
      "Fire and water are the hardest mix: one boils the other away, the other puts the flame out.",
  },
  "earth-air": {
    headline: "a builder and a thinker learning each other's language",
    meet: "Earth and air meet where ideas need testing. Air brings the theory and earth asks how it will work, which is useful, though air finds earth heavy and earth finds air hard to pin down.",
    detail:
      "Earth and air speak different languages: one trusts the practical, the other the possible.",
  },
  "air-water": {
    headline: "head and heart at the same table",
    meet: "Air and water meet where thinking meets feeling. Air can help water put emotions into words, and water can show air that not everything needs explaining, though each may feel misunderstood at first.",
    detail: "Air and water are tense together: one reasons while the other feels.",
  },
};

/** Headlines for a sign paired with itself, by its element. */
export const TWIN_HEADLINES: Record<Element, string> = {
  fire: "one fire burning twice as bright",
  earth: "the same ground, twice as solid",
  air: "one restless mind in two people",
  water: "a mirror of feeling, deep and tender",
};

export interface ModalityPairText {
  /**
   * Where they clash, for the third paragraph. `first` is the sign whose quality comes first
   * in the key (the cardinal one in "cardinal-fixed"); same-quality lines need no names.
   */
  clash: (first: string, second: string) => string;
  detail: string;
}

export const MODALITY_PAIR_TEXTS: Record<ModalityPairKey, ModalityPairText> = {
  "cardinal-cardinal": {
    clash: () =>
      "Both are cardinal signs, born to start things, so the clash comes over who leads. Each has a plan and a deadline, and neither enjoys following someone else's.",
    detail: "Two cardinal signs: both want to lead, and neither likes to follow.",
  },
  "fixed-fixed": {
    clash: () =>
      "Both are fixed signs, which means loyalty and also stubbornness. Once a disagreement sets in, neither wants to be the one who moves, and the silence can outlast the quarrel.",
    detail: "Two fixed signs: loyal, and equally hard to move.",
  },
  "mutable-mutable": {
    clash: () =>
      "Both are mutable signs, flexible and quick to adapt, so they rarely fight for long. The clash is quieter: with nobody holding the line, decisions drift and promises blur.",
    detail: "Two mutable signs: easy-going, but nobody steers.",
  },
  "cardinal-fixed": {
    clash: (cardinal, fixed) =>
      `${cardinal}, a cardinal sign, likes to start things; ${fixed}, a fixed sign, likes to keep them. The clash comes when ${cardinal} wants change and ${fixed} wants to stay put, and each reads the other as restless or stubborn.`,
    detail: "Cardinal and fixed: one starts things, the other sustains them.",
  },
  "cardinal-mutable": {
    clash: (cardinal, mutable) =>
      `${cardinal}, a cardinal sign, sets the direction and ${mutable}, a mutable sign, adapts to it, which mostly works. The clash comes when ${mutable} keeps changing the plan, or agrees to ${cardinal} just to avoid an argument.`,
    detail: "Cardinal and mutable: one steers, the other adapts.",
  },
  "fixed-mutable": {
    clash: (fixed, mutable) =>
      `${fixed}, a fixed sign, holds steady while ${mutable}, a mutable sign, goes with the flow. The clash comes over change itself: ${fixed} wants a decision to stay made, and ${mutable} wants to keep the options open.`,
    detail: "Fixed and mutable: the anchor and the current.",
  },
};
