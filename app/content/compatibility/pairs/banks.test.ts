// The per-pair texts against docs/writing/pair-texts.md: all 78 pairs, each part its length,
// no sentence in more than one pair, no stock phrase.
import { describe, expect, it } from "vitest";
import { pairSlug } from "~/domain/compatibility/compatibility";
import { SIGNS } from "~/domain/zodiac";
import { PAIR_TEXTS } from "./banks";

const SLUGS = SIGNS.flatMap((a, i) => SIGNS.slice(i).map((b) => pairSlug(a, b)));
const FIELDS = ["summary", "love", "friendship", "communication", "trust"] as const;
const STOCK =
  /\b(the stars align|the universe|buckle up|manifest|vibes|tapestry|delve|unlock|lean into|grand scheme|journey|embrace|navigate|energy|energies|placement|cosmic|soulmate)\b/i;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("the pair texts", () => {
  it("cover the 78 pairs and nothing else", () => {
    expect(Object.keys(PAIR_TEXTS).sort()).toEqual([...SLUGS].sort());
  });

  it("keep the summary to 20-45 words and each paragraph to 45-90", () => {
    const wrong = SLUGS.flatMap((slug) =>
      FIELDS.flatMap((field) => {
        const n = words(PAIR_TEXTS[slug]![field]);
        const [low, high] = field === "summary" ? [20, 45] : [45, 90];
        return n < low || n > high ? [`${slug} ${field}: ${n} words`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it("say no sentence in two pairs, and use no stock phrase", () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const slug of SLUGS) {
      for (const field of FIELDS) {
        const text = PAIR_TEXTS[slug]![field];
        if (STOCK.test(text)) problems.push(`${slug} ${field}: stock phrase`);
        for (const sentence of text.match(/[^.!?]+[.!?]+/g) ?? []) {
          const key = sentence.trim().toLowerCase();
          if (key.split(/\s+/).length < 5) continue;
          const other = seen.get(key);
          if (other && other !== slug) problems.push(`${slug} and ${other}: ${sentence.trim()}`);
          seen.set(key, slug);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
