// Test helper: the year-long variety measures for the horoscope texts, written apart from the
// composer so one cannot excuse the other.
import { BODIES } from "~/domain/sky/types";
import { SIGNS } from "~/domain/zodiac";
import { sentencesOf } from "./horoscope-seams";

const NAMES = new RegExp(`\\b(${[...BODIES, ...SIGNS.map((s) => s.name)].join("|")})\\b`, "g");

/** A sentence with its sign, planet, house and degree names replaced, so templates compare. */
export function normalise(sentence: string): string {
  return sentence
    .replace(NAMES, "X")
    .replace(/\b\d+(st|nd|rd|th)\b/g, "Nth")
    .replace(/\d+°/g, "D°")
    .replace(/\bthe X\b/gi, "X")
    .replace(/\byour own sign\b/g, "your Nth house");
}

/** For each normalised sentence, the share of paragraphs that hold it; the largest first. */
export function shares(paragraphs: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const paragraph of paragraphs) {
    for (const sentence of new Set(sentencesOf(paragraph).map(normalise))) {
      counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([sentence, n]): [string, number] => [sentence, n / paragraphs.length])
    .sort((a, b) => b[1] - a[1]);
}

/**
 * Of all sentences one sign reads over the days, the share it already read in the previous
 * `window` days (days[i] is that day's sentences).
 */
export function repeatShare(days: readonly (readonly string[])[], window = 6): number {
  let repeated = 0;
  let total = 0;
  for (let d = 0; d < days.length; d++) {
    const recent = new Set(days.slice(Math.max(0, d - window), d).flat());
    for (const sentence of days[d]!) {
      total++;
      if (recent.has(sentence)) repeated++;
    }
  }
  return repeated / total;
}

/** The longest run of consecutive days on which `holds` is true. */
export function longestRun(flags: readonly boolean[]): number {
  let best = 0;
  let run = 0;
  for (const flag of flags) {
    run = flag ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

const ASPECT_WORDS = /\b(square|trine|sextile|conjunction|opposition)s?\b/;

/**
 * A sentence's distinctive phrases: three words running whose first and last are content words
 * and whose middle is not ("close the notebook", "glass of water"), names and aspects left out.
 */
export function phrasesOf(sentence: string, isContent: (word: string) => boolean): string[] {
  const words = sentence
    .replace(NAMES, " | ")
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[^a-z'|]+/)
    .filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i + 3 <= words.length; i++) {
    const [a, b, c] = words.slice(i, i + 3) as [string, string, string];
    if ([a, b, c].includes("|") || ASPECT_WORDS.test(`${a} ${c}`)) continue;
    if (isContent(a) && isContent(c) && !isContent(b)) out.push(`${a} ${b} ${c}`);
  }
  return out;
}
