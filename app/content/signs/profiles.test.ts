// The sign profiles: every sign, two character paragraphs of 60-110 words, four strengths and
// four challenges of 6-16 words, and no sentence in two signs.
import { describe, expect, it } from "vitest";
import { SIGN_SLUGS } from "~/domain/zodiac";
import { SIGN_PROFILES } from "./profiles";

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("the sign profiles", () => {
  it("hold each part at its length for all twelve signs", () => {
    const wrong: string[] = [];
    for (const slug of SIGN_SLUGS) {
      const { character, strengths, challenges } = SIGN_PROFILES[slug];
      for (const p of character) if (words(p) < 60 || words(p) > 110) wrong.push(`${slug}: ${p}`);
      for (const item of [...strengths, ...challenges]) {
        if (words(item) < 6 || words(item) > 16) wrong.push(`${slug}: ${item}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("say no sentence in two signs", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const slug of SIGN_SLUGS) {
      const { character, strengths, challenges } = SIGN_PROFILES[slug];
      for (const text of [...character, ...strengths, ...challenges]) {
        for (const sentence of text.match(/[^.!?]+[.!?]*/g) ?? []) {
          const key = sentence.trim().toLowerCase();
          if (key.split(/\s+/).length < 5) continue;
          const other = seen.get(key);
          if (other && other !== slug) twice.push(`${slug} and ${other}: ${key}`);
          seen.set(key, slug);
        }
      }
    }
    expect(twice).toEqual([]);
  });
});
