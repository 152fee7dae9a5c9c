// The card-role bank against docs/writing/tarot-texts.md: every card has a theme and counsel
// upright and reversed and a shadow; themes carry no tense of their own (the position's frame
// sets it), no text comes twice, and every position of every spread has its frame.
import { describe, expect, it } from "vitest";
import { DECK } from "~/domain/tarot/deck";
import { SPREADS } from "~/domain/tarot/spreads";
import { POSITION_FRAMES } from "./positions";
import { CUPS_ROLES } from "./roles-cups";
import { MAJOR_ROLES } from "./roles-major";
import { PENTACLES_ROLES } from "./roles-pentacles";
import { SWORDS_ROLES } from "./roles-swords";
import { WANDS_ROLES } from "./roles-wands";

const BANKS = [MAJOR_ROLES, WANDS_ROLES, CUPS_ROLES, SWORDS_ROLES, PENTACLES_ROLES];
const ALL = Object.assign({}, ...BANKS) as typeof MAJOR_ROLES;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
// An auxiliary would fix a tense the frame cannot undo ("a plan that was...", "will be").
const TENSED = /\b(is|are|was|were|will|would|has|have|had|did|does)\b/i;
const STOCK =
  /\b(the stars align|the universe|buckle up|manifest|vibes|tapestry|delve|unlock|lean into|journey|embrace|navigate|energy|energies|cosmic|soulmate)\b/i;

type Entry = [where: string, text: string];
const themes: Entry[] = Object.entries(ALL).flatMap(([slug, r]) => [
  [`${slug} theme`, r.theme[0]],
  [`${slug} theme reversed`, r.theme[1]],
]);
const shadows: Entry[] = Object.entries(ALL).map(([slug, r]) => [`${slug} shadow`, r.shadow]);
const advice: Entry[] = Object.entries(ALL).flatMap(([slug, r]) => [
  [`${slug} advice`, r.advice[0]],
  [`${slug} advice reversed`, r.advice[1]],
]);
const all = [...themes, ...shadows, ...advice];

describe("the tarot role bank", () => {
  it("covers the 78 cards, and only those, in their own suit's file", () => {
    expect(Object.keys(ALL).sort()).toEqual(DECK.map((c) => c.slug).sort());
    expect(BANKS.map((b) => Object.keys(b).length)).toEqual([22, 14, 14, 14, 14]);
    expect(all).toHaveLength(78 * 5);
  });

  it("gives themes and shadows as tenseless noun phrases of 3 to 14 words", () => {
    const wrong = [...themes, ...shadows].filter(
      ([, t]) => TENSED.test(t) || /[.!?;]$/.test(t) || words(t) < 3 || words(t) > 14,
    );
    expect(wrong.map(([where, t]) => `${where}: ${t}`)).toEqual([]);
    const capitalised = [...themes, ...shadows].filter(([, t]) => /^[A-Z]/.test(t));
    expect(capitalised.map(([where]) => where)).toEqual([]);
  });

  it("gives counsel as one imperative sentence of 4 to 16 words", () => {
    const wrong = advice.filter(
      ([, t]) =>
        !/^[A-Z][^.!?]*[.!?]$/.test(t) || /\bwill\b/i.test(t) || words(t) < 4 || words(t) > 16,
    );
    expect(wrong.map(([where, t]) => `${where}: ${t}`)).toEqual([]);
  });

  it("never says one text twice, nor opens a fifth of the counsel on one word", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [where, text] of all) {
      const key = text.toLowerCase();
      if (seen.has(key)) twice.push(`${where} and ${seen.get(key)}: ${text}`);
      else seen.set(key, where);
    }
    expect(twice).toEqual([]);
    const firsts = new Map<string, number>();
    for (const [, text] of advice) {
      const first = text.split(/\W+/)[0]!;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    expect([...firsts].filter(([, n]) => n > advice.length / 20)).toEqual([]);
  });

  it("uses no stock phrase", () => {
    expect(all.filter(([, t]) => STOCK.test(t)).map(([where]) => where)).toEqual([]);
  });

  it("has a frame for every position of every spread", () => {
    for (const spread of SPREADS) {
      expect(POSITION_FRAMES[spread.slug], spread.slug).toHaveLength(spread.positions.length);
    }
  });
});
