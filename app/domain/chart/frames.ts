// One reading, many frames: the chart texts turn from a placement's good side to its weak side
// with a frame word ("The snag is that ...", "Curiosity is the gift."). Read one after another,
// thirty paragraphs would say "snag" seven times, so the reading keeps each text's own word
// while it has been used fewer than twice and otherwise swaps in the least used alternative
// (docs/writing/chart-texts.md#frames).
import {
  DRAWBACK_LEADS,
  DRAWBACK_WORDS,
  FIXED_DRAWBACKS,
  KNACK_WORDS,
  STRENGTH_WORDS,
} from "~/content/chart/frames";
import type { ReadingSection } from "~/domain/chart/reading-types";

/** Each frame word at most this often in one reading. */
export const FRAME_LIMIT = 2;

const SINGULAR = new Map<string, string>();
for (const word of [...DRAWBACK_WORDS, ...FIXED_DRAWBACKS]) SINGULAR.set(word, word);
for (const [one, many] of STRENGTH_WORDS) {
  SINGULAR.set(one, one);
  SINGULAR.set(many, one);
}
const STRENGTHS = new Set(STRENGTH_WORDS.map(([one]) => one));
const PLURAL = new Map(STRENGTH_WORDS);
const FIXED = new Set<string>(FIXED_DRAWBACKS);

const WORDS = [...SINGULAR.keys()].sort((a, b) => b.length - a.length).join("|");
/** Any use of a frame word, framing or not: each counts against the limit. */
export const FRAME_WORD = new RegExp(`\\b(${WORDS})\\b`, "gi");
// "The snag is that ...", "The gifts are ...", "... is the catch.", "... is a real gift until",
// "a natural gift for".
const FRAME = new RegExp(
  `\\b(?:(The|the) (${WORDS})( is that| is| are)\\b|(is|are) (the|a|a real) (${WORDS})(?=[,.;:]| along\\b| here\\b| until\\b)|(a|a real|a natural) (${KNACK_WORDS.join("|")}) for\\b)`,
  "g",
);

const KNACK = new RegExp(`\\ba (?:real |natural )?(${KNACK_WORDS.join("|")}) for\\b`, "g");

/** How often each frame word (singular) and lead appears in the texts. */
export function frameCounts(texts: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const [, word] of text.matchAll(FRAME_WORD)) {
      const key = SINGULAR.get(word!.toLowerCase())!;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    // "knack", "flair" and "feel" are frame words only before "for"; "gift" and "talent" always.
    for (const [, word] of text.matchAll(KNACK)) {
      if (!SINGULAR.has(word!)) counts.set(word!, (counts.get(word!) ?? 0) + 1);
    }
    for (const lead of DRAWBACK_LEADS) {
      const n = text.split(`. ${lead} `).length - 1 + (text.startsWith(`${lead} `) ? 1 : 0);
      if (n) counts.set(lead, (counts.get(lead) ?? 0) + n);
    }
  }
  return counts;
}

/**
 * The texts with their frame words varied: the text's own word while it has been used fewer
 * than FRAME_LIMIT times in the reading, else the least used alternative, ties broken by a
 * rotation the seed picks so that two charts vary differently.
 */
export function varyFrames(texts: readonly string[], seed: number): string[] {
  // Start from the uses no frame can change; the framed ones are counted as they are met.
  const counts = frameCounts(texts);
  for (const text of texts) {
    for (const match of text.matchAll(FRAME)) {
      const word = (match[2] ?? match[6] ?? match[8])!.toLowerCase();
      const key = SINGULAR.get(word) ?? word;
      counts.set(key, (counts.get(key) ?? 0) - 1);
    }
  }
  const used = (key: string) => counts.get(key) ?? 0;
  let turn = Math.abs(Math.trunc(seed));
  const choose = (own: string, options: readonly string[]): string => {
    let chosen = own;
    if (used(own) >= FRAME_LIMIT) {
      const start = turn++ % options.length;
      const rotated = [...options.slice(start), ...options.slice(0, start)];
      chosen = rotated.reduce((best, o) => (used(o) < used(best) ? o : best));
    }
    counts.set(chosen, used(chosen) + 1);
    return chosen;
  };
  return texts.map((text) =>
    text.replace(FRAME, (match, the, w1, verb, is, article, w2, a, w3) => {
      if (w3) return `${a} ${choose(w3 as string, KNACK_WORDS)} for`;
      const word = ((w1 ?? w2) as string).toLowerCase();
      const own = SINGULAR.get(word)!;
      if (FIXED.has(own)) return match;
      const plural = word !== own;
      if (STRENGTHS.has(own)) {
        const chosen = choose(own, [...STRENGTHS]);
        const said = plural ? PLURAL.get(chosen)! : chosen;
        return the ? `${the} ${said}${verb}` : `${is} ${article} ${said}`;
      }
      const leads = the === "The" && verb === " is that" ? DRAWBACK_LEADS : [];
      const chosen = choose(own, [...DRAWBACK_WORDS, ...leads]);
      if ((DRAWBACK_LEADS as readonly string[]).includes(chosen)) return chosen;
      return the ? `${the} ${chosen}${verb}` : `${is} ${article} ${chosen}`;
    }),
  );
}

/** A reading's sections with their frame words varied across all of them, in reading order. */
export function varySections<T extends Record<string, ReadingSection[]>>(
  reading: T,
  seed: number,
): T {
  const parts = Object.entries(reading);
  const texts = varyFrames(
    parts.flatMap(([, sections]) => sections.map((s) => s.text)),
    seed,
  );
  let i = 0;
  return Object.fromEntries(
    parts.map(([key, sections]) => [key, sections.map((s) => ({ ...s, text: texts[i++]! }))]),
  ) as T;
}
