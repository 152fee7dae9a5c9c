// The transit texts against docs/writing/transit-texts.md: one for every planet, point and kind
// of contact, 45 to 90 words, no sentence twice, no stock phrase or aspect name, varied openings.
import { describe, expect, it } from "vitest";
import { BODIES } from "~/domain/sky/types";
import { TRANSIT_TEXTS, transitText } from "./banks";
import { NODE_TRANSITS } from "./node";
import type { ContactKind, NatalPoint } from "./types";

const POINTS: NatalPoint[] = [...BODIES, "Ascendant", "Midheaven"];
const KINDS: ContactKind[] = ["conjunction", "easy", "hard"];
const STOCK =
  /\b(the stars align|the universe|buckle up|manifest|vibes|tapestry|delve|unlock|lean into|grand scheme|journey|embrace|navigate|energy|energies|placement|cosmic|square|trine|sextile|opposition|quincunx)\b/i;
const PET_OPENINGS = /^(You|Your|With|Here|This)\b/;

const files = [
  ...BODIES.map((planet) => ({
    planet: planet as string,
    texts: POINTS.flatMap((point) =>
      KINDS.map((kind) => ({
        where: `${planet} ${kind} ${point}`,
        text: TRANSIT_TEXTS[planet][point]?.[kind] ?? "",
      })),
    ),
  })),
  // The node's texts (for /forecast) are one file, held to the same rules as the rest.
  {
    planet: "node",
    texts: Object.entries(NODE_TRANSITS).flatMap(([planet, texts]) =>
      KINDS.map((kind) => ({ where: `${planet} ${kind} True Node`, text: texts[kind] ?? "" })),
    ),
  },
];
const all = files.flatMap((f) => f.texts);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("the transit texts", () => {
  it("cover every transiting planet, natal point and kind of contact, 45 to 90 words", () => {
    expect(all).toHaveLength(10 * 12 * 3 + 6 * 3);
    const wrong = all.filter(
      ({ text }) => words(text) < 45 || words(text) > 90 || text.includes("\n"),
    );
    expect(wrong.map(({ where, text }) => `${where}: ${words(text)} words`)).toEqual([]);
  });

  it("never say one sentence twice, nor use a stock phrase or name an aspect", () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const { where, text } of all) {
      if (STOCK.test(text) || PET_OPENINGS.test(text))
        problems.push(`${where}: ${text.slice(0, 50)}`);
      for (const sentence of text.match(/[^.!?]+[.!?]+/g) ?? []) {
        const key = sentence.trim().toLowerCase();
        if (key.split(/\s+/).length < 5) continue;
        if (seen.has(key)) problems.push(`${where} and ${seen.get(key)}: ${sentence.trim()}`);
        else seen.set(key, where);
      }
    }
    expect(problems).toEqual([]);
  });

  it("vary how they begin: at most three texts in a file open with one word", () => {
    for (const { planet, texts } of files) {
      const firsts = new Map<string, number>();
      for (const { text } of texts) {
        const first = text.split(/\s+/)[0]!.replace(/\W/g, "");
        firsts.set(first, (firsts.get(first) ?? 0) + 1);
      }
      expect(
        [...firsts].filter(([, n]) => n > 3),
        planet,
      ).toEqual([]);
    }
  });
});

describe("transitText", () => {
  it("reads the node's bank for Mars to Pluto, and has none for the faster planets", () => {
    expect(transitText("Saturn", "True Node", "hard")).toBe(NODE_TRANSITS.Saturn.hard);
    expect(transitText("Mars", "Moon", "easy")).toBe(TRANSIT_TEXTS.Mars.Moon.easy);
    expect(transitText("Venus", "True Node", "conjunction")).toBeUndefined();
  });
});
