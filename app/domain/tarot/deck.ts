// The 78-card tarot deck in Rider-Waite order: 22 major arcana, then Wands, Cups, Swords, Pentacles.
// Structure lives here; the card text comes from app/content/tarot and is merged in at load.

import { CUPS_TEXT } from "~/content/tarot/cups";
import { MAJOR_TEXT } from "~/content/tarot/major";
import { PENTACLES_TEXT } from "~/content/tarot/pentacles";
import { SWORDS_TEXT } from "~/content/tarot/swords";
import type { CardText } from "~/content/tarot/types";
import { WANDS_TEXT } from "~/content/tarot/wands";
import type { Element } from "~/domain/zodiac";

export const SUITS = ["wands", "cups", "swords", "pentacles"] as const;
export type Suit = (typeof SUITS)[number];
export type Arcana = "major" | "minor";

export interface Card extends CardText {
  /** Position in DECK, 0-77; also the number a reading code stores. */
  index: number;
  slug: string;
  name: string;
  arcana: Arcana;
  suit: Suit | null;
  /** 0-21 for majors; 1-14 for minors (Ace 1 ... Ten 10, Page 11, Knight 12, Queen 13, King 14). */
  number: number;
  /** Roman numeral for majors ("0" for The Fool); null for minors. */
  numeral: string | null;
  element: Element;
  /** Golden Dawn attribution for majors (a planet, sign or element); null for minors. */
  astrology: string | null;
}

// Majors: [name, Golden Dawn attribution, element]. The element follows the attribution:
// a sign's own element, a planet's traditional element, or the elemental trump itself.
const MAJORS: readonly (readonly [string, string, Element])[] = [
  ["The Fool", "Air", "air"],
  ["The Magician", "Mercury", "air"],
  ["The High Priestess", "Moon", "water"],
  ["The Empress", "Venus", "earth"],
  ["The Emperor", "Aries", "fire"],
  ["The Hierophant", "Taurus", "earth"],
  ["The Lovers", "Gemini", "air"],
  ["The Chariot", "Cancer", "water"],
  ["Strength", "Leo", "fire"],
  ["The Hermit", "Virgo", "earth"],
  ["Wheel of Fortune", "Jupiter", "fire"],
  ["Justice", "Libra", "air"],
  ["The Hanged Man", "Water", "water"],
  ["Death", "Scorpio", "water"],
  ["Temperance", "Sagittarius", "fire"],
  ["The Devil", "Capricorn", "earth"],
  ["The Tower", "Mars", "fire"],
  ["The Star", "Aquarius", "air"],
  ["The Moon", "Pisces", "water"],
  ["The Sun", "Sun", "fire"],
  ["Judgement", "Fire", "fire"],
  ["The World", "Saturn", "earth"],
];

const RANKS = [
  "Ace",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Page",
  "Knight",
  "Queen",
  "King",
] as const;

const SUIT_ELEMENT: Record<Suit, Element> = {
  wands: "fire",
  cups: "water",
  swords: "air",
  pentacles: "earth",
};
const SUIT_TEXT: Record<Suit, Record<string, CardText>> = {
  wands: WANDS_TEXT,
  cups: CUPS_TEXT,
  swords: SWORDS_TEXT,
  pentacles: PENTACLES_TEXT,
};

function toRoman(n: number): string {
  if (n === 0) return "0";
  const table: [number, string][] = [
    [10, "X"],
    [9, "IX"],
    [5, "V"],
    [4, "IV"],
    [1, "I"],
  ];
  let out = "";
  for (const [value, letters] of table) {
    while (n >= value) {
      out += letters;
      n -= value;
    }
  }
  return out;
}

function slugify(name: string): string {
  return name.toLowerCase().replace(/ /g, "-");
}

function textFor(bank: Record<string, CardText>, slug: string): CardText {
  const text = bank[slug];
  // Fail at load rather than render a card with no meaning.
  if (!text) throw new Error(`No tarot text for ${slug}`);
  return text;
}

function build(): Card[] {
  const cards: Card[] = MAJORS.map(([name, astrology, element], number) => {
    const slug = slugify(name);
    return {
      index: number,
      slug,
      name,
      arcana: "major",
      suit: null,
      number,
      numeral: toRoman(number),
      element,
      astrology,
      ...textFor(MAJOR_TEXT, slug),
    };
  });
  for (const suit of SUITS) {
    RANKS.forEach((rank, i) => {
      const name = `${rank} of ${suit[0]!.toUpperCase()}${suit.slice(1)}`;
      const slug = slugify(name);
      cards.push({
        index: cards.length,
        slug,
        name,
        arcana: "minor",
        suit,
        number: i + 1,
        numeral: null,
        element: SUIT_ELEMENT[suit],
        astrology: null,
        ...textFor(SUIT_TEXT[suit], slug),
      });
    });
  }
  return cards;
}

export const DECK: readonly Card[] = build();
export const MAJOR: readonly Card[] = DECK.filter((c) => c.arcana === "major");
export const minorsBySuit: Readonly<Record<Suit, readonly Card[]>> = {
  wands: DECK.filter((c) => c.suit === "wands"),
  cups: DECK.filter((c) => c.suit === "cups"),
  swords: DECK.filter((c) => c.suit === "swords"),
  pentacles: DECK.filter((c) => c.suit === "pentacles"),
};

const BY_SLUG = new Map<string, Card>(DECK.map((c) => [c.slug, c]));

export function getCard(slug: string): Card | undefined {
  return BY_SLUG.get(slug);
}

/** The cards either side in deck order; null past The Fool and the King of Pentacles (no wrap). */
export function neighbours(card: Card): { previous: Card | null; next: Card | null } {
  return { previous: DECK[card.index - 1] ?? null, next: DECK[card.index + 1] ?? null };
}

export const CARD_BACK_URL = "/tarot/cards/back.svg";

export function cardImageUrl(card: Card): string {
  return `/tarot/cards/${card.slug}.svg`;
}
