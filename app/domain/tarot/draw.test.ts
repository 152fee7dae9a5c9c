import { describe, expect, it } from "vitest";
import { addDays, toIso } from "~/domain/calendar-date";
import { mulberry32 } from "~/domain/hash";
import { DECK, getCard } from "~/domain/tarot/deck";
import {
  cardOfTheDay,
  cryptoRandom,
  decodeReading,
  drawSpread,
  encodeReading,
  type Reading,
  readingUrl,
  readSpread,
} from "~/domain/tarot/draw";
import { getSpread, SPREADS } from "~/domain/tarot/spreads";

// A seeded source so a failing case can be replayed.
function seeded(seed: number): (n: number) => number {
  const next = mulberry32(seed);
  return (n) => Math.floor(next() * n);
}

describe("cryptoRandom", () => {
  it("returns integers in range for small and awkward ranges", () => {
    for (const n of [1, 2, 3, 78, 1000, 2 ** 31 + 1]) {
      for (let i = 0; i < 200; i++) {
        const value = cryptoRandom(n);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThan(n);
      }
    }
  });

  it("reaches every value of a small range", () => {
    const seen = new Set(Array.from({ length: 600 }, () => cryptoRandom(6)));
    expect(seen.size).toBe(6);
  });

  it("rejects a range it cannot serve", () => {
    for (const n of [0, -1, 1.5, Number.NaN, 2 ** 33])
      expect(() => cryptoRandom(n)).toThrow(RangeError);
  });
});

describe("drawSpread", () => {
  it("never deals a card twice, for every spread, over many draws", () => {
    for (const spread of SPREADS) {
      for (let i = 0; i < 300; i++) {
        const random = i % 2 ? cryptoRandom : seeded(i);
        const reading = drawSpread(spread, { reversals: true }, random);
        expect(reading.cards).toHaveLength(spread.positions.length);
        expect(new Set(reading.cards.map((d) => d.card.slug)).size).toBe(spread.positions.length);
        expect(reading.cards.every((d, k) => d.position === spread.positions[k])).toBe(true);
      }
    }
  });

  it("can deal every card, and reverses only when asked", () => {
    const cross = getSpread("celtic-cross")!;
    const seen = new Set<string>();
    let reversed = 0;
    for (let i = 0; i < 400; i++) {
      const reading = drawSpread(cross, { reversals: true }, seeded(1000 + i));
      for (const d of reading.cards) {
        seen.add(d.card.slug);
        if (d.reversed) reversed++;
      }
      expect(drawSpread(cross, { reversals: false }, seeded(i)).cards.some((d) => d.reversed)).toBe(
        false,
      );
    }
    expect(seen.size).toBe(78);
    expect(reversed).toBeGreaterThan(1600);
    expect(reversed).toBeLessThan(2400);
  });

  it("is a Fisher-Yates deal: a source that always says 0 deals the deck in order", () => {
    const reading = drawSpread(getSpread("horseshoe")!, { reversals: true }, () => 0);
    expect(reading.cards.map((d) => d.card.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(reading.cards.every((d) => !d.reversed)).toBe(true);
  });

  it("refuses a random source that goes out of range", () => {
    expect(() => drawSpread(getSpread("one-card")!, { reversals: false }, (n) => n)).toThrow(
      RangeError,
    );
    expect(() => drawSpread(getSpread("one-card")!, { reversals: false }, () => 0.5)).toThrow(
      RangeError,
    );
  });
});

describe("readSpread", () => {
  it("gives the card of the day to everyone who draws that spread, and deals the others fresh", () => {
    const daily = getSpread("card-of-the-day")!;
    const shared = cardOfTheDay("2026-11-25");
    for (const reversals of [true, false]) {
      const reading = readSpread(daily, { reversals }, "2026-11-25");
      expect(reading.cards).toEqual([shared]);
    }
    expect(readSpread(daily, { reversals: true }, "2026-11-26").cards[0]).toEqual(
      cardOfTheDay("2026-11-26"),
    );
    const three = readSpread(getSpread("three-cards")!, { reversals: true }, "2026-11-25");
    expect(three.cards).toHaveLength(3);
  });
});

describe("reading codes", () => {
  it("round-trips a reading for every spread", () => {
    for (const spread of SPREADS) {
      for (let i = 0; i < 200; i++) {
        const reading = drawSpread(
          spread,
          { reversals: true },
          seeded(i * 7 + spread.positions.length),
        );
        const code = encodeReading(reading);
        expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
        const back = decodeReading(spread.slug, code);
        expect(back).not.toBeNull();
        expect(back!.spread).toBe(spread);
        expect(back!.cards.map((d) => [d.card.slug, d.reversed, d.position.name])).toEqual(
          reading.cards.map((d) => [d.card.slug, d.reversed, d.position.name]),
        );
        expect(readingUrl(reading)).toBe(`/tarot/reading/${spread.slug}/${code}`);
      }
    }
  });

  it("round-trips the last card of the deck reversed and the first upright", () => {
    const spread = getSpread("three-cards")!;
    const reading: Reading = {
      spread,
      cards: [DECK[77]!, DECK[0]!, getCard("death")!].map((card, i) => ({
        card,
        reversed: i !== 1,
        position: spread.positions[i]!,
      })),
    };
    const code = encodeReading(reading);
    expect(code).toHaveLength(4);
    expect(
      decodeReading("three-cards", code)?.cards.map((d) => [d.card.index, d.reversed]),
    ).toEqual([
      [77, true],
      [0, false],
      [13, true],
    ]);
  });

  it("keeps a Celtic Cross code short", () => {
    const reading = drawSpread(getSpread("celtic-cross")!, { reversals: true }, seeded(5));
    expect(encodeReading(reading)).toHaveLength(14);
  });

  it("returns null for codes that are not valid for the spread", () => {
    const three = encodeReading(
      drawSpread(getSpread("three-cards")!, { reversals: true }, seeded(9)),
    );
    const bad = [
      ["three-cards", ""],
      ["three-cards", three.slice(0, 3)],
      ["three-cards", `${three}A`],
      ["three-cards", `${three.slice(0, 3)}=`],
      ["three-cards", `${three.slice(0, 3)}+`],
      ["three-cards", `${three.slice(0, 3)}/`],
      ["three-cards", "AAAA"], // the Fool three times
      ["three-cards", "nAAC"], // 156: one past the last card
      ["three-cards", "____"],
      ["celtic-cross", three],
      ["one-card", three],
      ["no-such-spread", three],
      ["", three],
      ["one-card", "AB"], // non-canonical spelling of "AA"
      ["one-card", "A"],
      ["one-card", "x".repeat(5000)],
      ["one-card", "AA\n"],
      ["three-cards", "AAE\u00e9"],
    ] as const;
    for (const [slug, code] of bad) expect(decodeReading(slug, code), `${slug}/${code}`).toBeNull();
  });

  it("never throws and never returns an invalid reading on random input", () => {
    const random = seeded(42);
    const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/ .%~\u00e9";
    const slugs = [...SPREADS.map((s) => s.slug), "celtic", "", "../x"];
    let valid = 0;
    for (let i = 0; i < 20_000; i++) {
      const length = random(17);
      const code = Array.from({ length }, () => chars[random(chars.length)]).join("");
      const slug = slugs[random(slugs.length)]!;
      const reading = decodeReading(slug, code);
      if (!reading) continue;
      valid++;
      expect(reading.cards).toHaveLength(reading.spread.positions.length);
      expect(new Set(reading.cards.map((d) => d.card.index)).size).toBe(reading.cards.length);
      expect(encodeReading(reading)).toBe(code);
    }
    expect(valid).toBeGreaterThan(0);
  });
});

describe("cardOfTheDay", () => {
  it("gives the same card and orientation for a date every time", () => {
    const first = cardOfTheDay("2026-11-21");
    for (let i = 0; i < 5; i++) {
      const again = cardOfTheDay("2026-11-21");
      expect(again.card).toBe(first.card);
      expect(again.reversed).toBe(first.reversed);
    }
    expect(first.position.name).toBe(getSpread("card-of-the-day")!.positions[0]!.name);
  });

  it("changes from day to day across a month", () => {
    const start = { year: 2026, month: 3, day: 1 };
    const days = Array.from({ length: 31 }, (_, i) => cardOfTheDay(toIso(addDays(start, i))));
    expect(new Set(days.map((d) => d.card.slug)).size).toBeGreaterThanOrEqual(28);
    for (let i = 1; i < days.length; i++) expect(days[i]!.card).not.toBe(days[i - 1]!.card);
    const reversed = days.filter((d) => d.reversed).length;
    expect(reversed).toBeGreaterThan(0);
    expect(reversed).toBeLessThan(31);
  });

  it("never shows the same card two days running, across years", () => {
    let previous = cardOfTheDay("1999-12-31").card;
    const start = { year: 2000, month: 1, day: 1 };
    for (let i = 0; i < 3000; i++) {
      const today = cardOfTheDay(toIso(addDays(start, i))).card;
      expect(today).not.toBe(previous);
      previous = today;
    }
  });

  it("rejects anything but a real ISO date", () => {
    for (const bad of [
      "",
      "2026-02-30",
      "11/21/2026",
      "2026-1-5",
      "tomorrow",
      "2026-11-21T00:00",
    ]) {
      expect(() => cardOfTheDay(bad)).toThrow(RangeError);
    }
  });
});
