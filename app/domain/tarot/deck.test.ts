import { describe, expect, it } from "vitest";
import {
  CARD_BACK_URL,
  cardImageUrl,
  DECK,
  getCard,
  MAJOR,
  minorsBySuit,
  neighbours,
  SUITS,
} from "~/domain/tarot/deck";

const words = (text: string) => text.trim().split(/\s+/).length;

describe("DECK", () => {
  it("holds 78 cards with unique slugs, names and indexes in order", () => {
    expect(DECK).toHaveLength(78);
    expect(new Set(DECK.map((c) => c.slug)).size).toBe(78);
    expect(new Set(DECK.map((c) => c.name)).size).toBe(78);
    DECK.forEach((card, i) => expect(card.index).toBe(i));
    for (const card of DECK) expect(card.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("has 22 majors numbered 0-21 in Rider-Waite order", () => {
    expect(MAJOR).toHaveLength(22);
    MAJOR.forEach((card, i) => {
      expect(card.number).toBe(i);
      expect(card.arcana).toBe("major");
      expect(card.suit).toBeNull();
      expect(card.astrology).not.toBeNull();
    });
    expect(MAJOR[0]).toMatchObject({ slug: "the-fool", numeral: "0", element: "air" });
    expect(MAJOR[8]).toMatchObject({ slug: "strength", numeral: "VIII" });
    expect(MAJOR[11]).toMatchObject({ slug: "justice", numeral: "XI" });
    expect(MAJOR[18]).toMatchObject({ slug: "the-moon", numeral: "XVIII", element: "water" });
    expect(MAJOR[21]).toMatchObject({ slug: "the-world", numeral: "XXI" });
  });

  it("has 14 cards per suit, Ace to King, with the suit's element", () => {
    const elements = { wands: "fire", cups: "water", swords: "air", pentacles: "earth" } as const;
    for (const suit of SUITS) {
      const cards = minorsBySuit[suit];
      expect(cards).toHaveLength(14);
      cards.forEach((card, i) => {
        expect(card).toMatchObject({
          arcana: "minor",
          suit,
          number: i + 1,
          numeral: null,
          element: elements[suit],
        });
      });
      expect(cards[0]!.slug).toBe(`ace-of-${suit}`);
      expect(cards[2]!.name).toBe(`Three of ${suit[0]!.toUpperCase()}${suit.slice(1)}`);
      expect(cards[13]!.slug).toBe(`king-of-${suit}`);
    }
  });

  it("gives every card both meanings of 60-150 words, keywords and a picture", () => {
    for (const card of DECK) {
      const where = card.slug;
      expect(words(card.upright), where).toBeGreaterThanOrEqual(60);
      expect(words(card.upright), where).toBeLessThanOrEqual(150);
      expect(words(card.reversed), where).toBeGreaterThanOrEqual(60);
      expect(words(card.reversed), where).toBeLessThanOrEqual(150);
      expect(card.upright, where).not.toBe(card.reversed);
      for (const list of [card.keywords.upright, card.keywords.reversed]) {
        expect(list.length, where).toBeGreaterThanOrEqual(3);
        expect(list.length, where).toBeLessThanOrEqual(5);
        for (const keyword of list) expect(keyword.trim(), where).not.toBe("");
      }
      expect(card.picture.trim().length, where).toBeGreaterThan(20);
    }
  });
});

describe("lookups", () => {
  it("finds cards by slug and nothing else", () => {
    expect(getCard("three-of-cups")?.name).toBe("Three of Cups");
    expect(getCard("the-high-priestess")?.index).toBe(2);
    expect(getCard("Three of Cups")).toBeUndefined();
    expect(getCard("")).toBeUndefined();
  });

  it("gives neighbours in deck order with null at both ends", () => {
    expect(neighbours(DECK[0]!)).toEqual({ previous: null, next: DECK[1] });
    expect(neighbours(DECK[77]!)).toEqual({ previous: DECK[76], next: null });
    expect(neighbours(getCard("the-world")!).next?.slug).toBe("ace-of-wands");
    expect(neighbours(getCard("ace-of-cups")!).previous?.slug).toBe("king-of-wands");
  });

  it("builds image URLs from the slug", () => {
    expect(cardImageUrl(getCard("the-fool")!)).toBe("/tarot/cards/the-fool.svg");
    expect(CARD_BACK_URL).toBe("/tarot/cards/back.svg");
  });
});
