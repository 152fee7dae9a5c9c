// Test helper: measures of one birth chart reading against itself (docs/writing/chart-texts.md,
// "One reading, no repeated idea"), written apart from the reading so one cannot excuse the other.
import { castChart, type Chart } from "~/domain/chart/chart";
import { mulberry32 } from "~/domain/hash";
import { BODIES } from "~/domain/sky/types";
import { SIGNS } from "~/domain/zodiac";

/** A chart for a random moment from 1920 to 2015 and a random place; four in five with a time. */
export function randomChart(next: () => number): Chart {
  const from = Date.UTC(1920, 0, 1);
  const to = Date.UTC(2015, 0, 1);
  return castChart({
    utc: new Date(from + next() * (to - from)),
    latitude: Math.round((next() * 120 - 60) * 100) / 100,
    longitude: Math.round((next() * 360 - 180) * 100) / 100,
    timeKnown: next() < 0.8,
  });
}

export function randomCharts(seed: number, count: number): Chart[] {
  const next = mulberry32(seed);
  return Array.from({ length: count }, () => randomChart(next));
}

export const sentencesOf = (text: string): string[] =>
  (text.match(/[^.!?]+[.!?]+/g) ?? []).map((s) => s.trim());

// Words that carry no idea of their own: articles, pronouns, auxiliaries, connectives, and the
// commonest hedges of the texts ("tend", "may").
const STOP = new Set(
  (
    "a an the and or but nor so yet if then than that this these those there here it its it's " +
    "you your yours yourself you're you've i me my we us our they them their he she his her " +
    "who whom whose which what when where why how is are was were be been being am do does did " +
    "done have has had having can could may might must shall should will would to of in on at " +
    "by for with from into onto over under about as up down out off not no all any some each " +
    "every both more most less much many very too also just only even still own same other " +
    "such one two tend tends tending often rather quite really while though although because " +
    "until since before after again once well get gets got make makes made let lets way ways " +
    "thing things something anything nothing everything someone anyone people like need needs"
  ).split(" "),
);

// Names of signs and bodies are not ideas: "Aquarius rising" twice is the chart, not an echo.
for (const name of [
  ...SIGNS.map((s) => s.name),
  ...BODIES,
  "node",
  "rising",
  "ascendant",
  "midheaven",
]) {
  STOP.add(name.toLowerCase());
}

/** A word without its commonest English endings, so "holds" and "hold" count as one. */
export function stem(word: string): string {
  const bare = word.replace(/'s$/, "");
  if (bare.length <= 4 || bare.endsWith("ss")) return bare;
  return bare
    .replace(/ies$/, "y")
    .replace(/(?<=...)(ing|ed|es|s)$/, "")
    .replace(/(?<=..)([^aeiou])\1$/, "$1");
}

export function contentWords(sentence: string): string[] {
  return (sentence.toLowerCase().match(/[a-z']+/g) ?? [])
    .filter((w) => w.length > 2 && !STOP.has(w))
    .map(stem);
}

export function jaccard(a: Iterable<string>, b: Iterable<string>): number {
  const x = a instanceof Set ? (a as Set<string>) : new Set(a);
  const y = b instanceof Set ? (b as Set<string>) : new Set(b);
  const both = [...x].filter((w) => y.has(w)).length;
  return both / (x.size + y.size - both || 1);
}

/** Adjacent content words ("promising week", "week hold"), the stop words left out between. */
export function contentBigrams(sentence: string): string[] {
  const words = contentWords(sentence);
  return words.slice(1).map((w, i) => `${words[i]} ${w}`);
}

export interface Echo {
  first: string;
  second: string;
  why: string;
}

/**
 * Pairs of sentences from different paragraphs of one reading that say the same thing: content
 * words with a Jaccard similarity over `maxJaccard`, or a shared content-word bigram that is
 * `distinctive` (the caller decides: typically rare across the whole bank).
 */
export function echoes(
  paragraphs: readonly string[],
  distinctive: (bigram: string) => boolean,
  maxJaccard = 0.5,
): Echo[] {
  const found: Echo[] = [];
  const all = paragraphs.flatMap((text, p) =>
    sentencesOf(text).map((s) => {
      const words = new Set(contentWords(s));
      return { p, s, words, bigrams: new Set(contentBigrams(s).filter(distinctive)) };
    }),
  );
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const [a, b] = [all[i]!, all[j]!];
      if (a.p === b.p) continue;
      // Below four content words a sentence is a label ("Out of sign as well: ..."), not an idea.
      const similarity = a.words.size >= 4 && b.words.size >= 4 ? jaccard(a.words, b.words) : 0;
      if (similarity > maxJaccard) {
        found.push({ first: a.s, second: b.s, why: `Jaccard ${similarity.toFixed(2)}` });
        continue;
      }
      const shared = [...a.bigrams].find((g) => b.bigrams.has(g));
      if (shared) found.push({ first: a.s, second: b.s, why: `"${shared}"` });
    }
  }
  return found;
}

/** How many texts of a bank hold each content-word bigram. */
export function bigramSpread(texts: readonly string[]): Map<string, number> {
  const spread = new Map<string, number>();
  for (const text of texts) {
    for (const g of new Set(sentencesOf(text).flatMap(contentBigrams))) {
      spread.set(g, (spread.get(g) ?? 0) + 1);
    }
  }
  return spread;
}
