// Every spread drawn many times over: each card read in its position's tense, the reading of
// the whole naming the cards it connects, counting what the draw holds, and no sentence twice.
import { describe, expect, it } from "vitest";
import { mix32 } from "~/domain/hash";
import { getCard } from "~/domain/tarot/deck";
import { drawSpread, type Reading } from "~/domain/tarot/draw";
import { cardLabel, readPositions } from "~/domain/tarot/interpret";
import { checkQuestion, MAX_QUESTION } from "~/domain/tarot/question";
import { getSpread, SPREADS } from "~/domain/tarot/spreads";
import { synthesise } from "~/domain/tarot/synthesis";

const SEEDS = 100;
const sentences = (text: string) => text.split(/(?<=[.!?]”?)\s+(?=[A-Z“])/);

function seeded(seed: number) {
  let state = mix32(seed);
  return (n: number) => {
    state = mix32(state + 0x9e3779b9);
    return state % n;
  };
}

function reading(slug: string, cards: [string, boolean][]): Reading {
  const spread = getSpread(slug)!;
  return {
    spread,
    cards: cards.map(([card, reversed], i) => ({
      card: getCard(card)!,
      reversed,
      position: spread.positions[i]!,
    })),
  };
}

const draws = SPREADS.flatMap((spread) =>
  Array.from({ length: SEEDS }, (_, seed) =>
    drawSpread(spread, { reversals: seed % 4 !== 0 }, seeded(seed * 31 + spread.slug.length)),
  ),
);

describe("a spread read as one story", () => {
  it("reads future and outcome positions with future wording, the past in the past", () => {
    const wrong: string[] = [];
    for (const draw of draws) {
      for (const [i, { role, text }] of readPositions(draw).entries()) {
        const where = `${draw.spread.slug} ${draw.cards[i]!.position.name}: ${text}`;
        const future = /\bwill\b/.test(text);
        if ((role === "future" || role === "outcome") && !future) wrong.push(where);
        if (role === "past" && (future || !/\b(was|were|led|brought|shaped|grew)\b/.test(text)))
          wrong.push(where);
        if (role !== "future" && role !== "outcome" && future) wrong.push(where);
        const label = cardLabel(draw.cards[i]!.card, draw.cards[i]!.reversed);
        if (!text.toLowerCase().includes(label.toLowerCase()))
          wrong.push(`${where} (card not named)`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it("names every card it connects, first to last, in every spread of more than one card", () => {
    const missing: string[] = [];
    for (const draw of draws) {
      const whole = synthesise(draw).join(" ");
      const labels = draw.cards.map((d) => cardLabel(d.card, d.reversed));
      for (const label of labels) {
        if (!whole.toLowerCase().includes(label.toLowerCase()))
          missing.push(`${draw.spread.slug}: ${label} not in ${whole}`);
      }
      if (labels.length > 1) {
        const story = whole.match(/Read from first to last[^.]*\./)?.[0] ?? "";
        if (!story.includes(labels[0]!) || !story.includes(labels.at(-1)!))
          missing.push(`${draw.spread.slug}: no first-to-last line in ${whole}`);
      }
    }
    expect(missing.slice(0, 5)).toEqual([]);
  });

  it("never says a sentence twice in one reading, with or without a question", () => {
    const twice: string[] = [];
    for (const [n, draw] of draws.entries()) {
      const question = n % 2 ? "Should I take the job in Leeds?" : undefined;
      const all = [
        ...readPositions(draw).flatMap((p) => sentences(p.text)),
        ...synthesise(draw, question).flatMap(sentences),
      ];
      const seen = new Set<string>();
      for (const sentence of all) {
        if (seen.has(sentence)) twice.push(`${draw.spread.slug}: ${sentence}`);
        seen.add(sentence);
      }
    }
    expect(twice.slice(0, 5)).toEqual([]);
  });

  it("counts the suits, the major cards, the reversals and the ranks that repeat", () => {
    const draw = reading("celtic-cross", [
      ["queen-of-cups", false],
      ["the-tower", true],
      ["two-of-cups", false],
      ["queen-of-wands", true],
      ["the-star", false],
      ["five-of-cups", false],
      ["ace-of-swords", false],
      ["two-of-wands", false],
      ["nine-of-cups", true],
      ["the-sun", false],
    ]);
    const whole = synthesise(draw).join(" ");
    expect(whole).toContain(
      "The Tower reversed, The Star and The Sun are the major arcana cards here",
    );
    expect(whole).toContain(
      "Cups lead with four cards (the Queen of Cups, the Two of Cups, the Five of Cups and the Nine of Cups reversed)",
    );
    expect(whole).toContain("With no Pentacles in the spread");
    expect(whole).not.toContain("With no Swords");
    expect(whole).toContain("The Tower, the Queen of Wands and the Nine of Cups come up reversed");
    expect(whole).toContain("Two Twos (the Two of Cups and the Two of Wands)");
    expect(whole).toContain(
      "There are two Queens as well (the Queen of Cups and the Queen of Wands reversed), repeating care",
    );
    expect(whole).toContain(
      "Read from first to last, the story moves from compassion and intuition (the Queen of Cups) to joy and success (The Sun).",
    );
    const upright = reading("three-cards", [
      ["the-fool", false],
      ["death", false],
      ["the-world", false],
    ]);
    expect(synthesise(upright).join(" ")).toContain("Every card is a major arcana card");
    expect(synthesise(upright).join(" ")).toContain("Every card is upright");
  });

  it("frames the whole with the question, opening on it and answering it last", () => {
    const draw = reading("horseshoe", [
      ["four-of-cups", false],
      ["ace-of-wands", false],
      ["the-moon", true],
      ["seven-of-swords", false],
      ["three-of-cups", false],
      ["strength", false],
      ["ten-of-pentacles", false],
    ]);
    const [story, balance] = synthesise(draw, "Will the move work out?");
    expect(story).toMatch(/^You asked: “Will the move work out\?” /);
    expect(balance).toMatch(
      /To your question, then: the cards point toward lasting wealth, family and a legacy built to last \(the Ten of Pentacles\), and Strength shows the way there: meet the hard thing with patience rather than force\.$/,
    );
    expect(synthesise(draw).join(" ")).not.toMatch(/asked|question/);
    // Future wording where it looks ahead: the three-card spread's story and its future card.
    const three = reading("three-cards", [
      ["five-of-cups", false],
      ["four-of-cups", false],
      ["the-star", false],
    ]);
    expect(readPositions(three)[2]!.text).toBe(
      "If the road keeps its present course, The Star will bring hope, healing and a clear sky after the storm.",
    );
    expect(synthesise(three)[0]).toContain(
      "The Five of Cups led into the Four of Cups, and the Four of Cups will lead on to The Star.",
    );
  });

  it("reads a single card as itself: suit, rank and reversal", () => {
    const one = reading("one-card", [["page-of-swords", true]]);
    const whole = synthesise(one).join(" ");
    expect(whole).toContain("The Page of Swords reversed belongs to Swords, the suit of air");
    expect(whole).toContain("as a Page, it carries the note of news, study");
    expect(whole).toContain("Upside down");
    const major = synthesise(reading("card-of-the-day", [["the-high-priestess", false]]));
    expect(major.join(" ")).toContain(
      "The High Priestess is a major arcana card, linked to the Moon in the Golden Dawn's scheme",
    );
  });
});

describe("the question", () => {
  it("is tidied, optional, and refused past its bound", () => {
    expect(checkQuestion(undefined)).toEqual({ ok: true, text: undefined });
    expect(checkQuestion("  \n ")).toEqual({ ok: true, text: undefined });
    expect(checkQuestion(" Will\n\tI\u0000 move? ")).toEqual({ ok: true, text: "Will I move?" });
    expect(checkQuestion("Will I \u202eevom?")).toEqual({
      ok: false,
      message: "The question cannot contain the invisible text-direction character U+202E.",
    });
    expect(checkQuestion("x".repeat(MAX_QUESTION))).toEqual({
      ok: true,
      text: "x".repeat(MAX_QUESTION),
    });
    expect(checkQuestion("x".repeat(MAX_QUESTION + 1))).toEqual({
      ok: false,
      message: "The question is 201 characters long: keep it to 200 or fewer.",
    });
  });
});
