// The content words of a sentence, so a paragraph can keep one voice: no two of its sentences
// share one (docs/writing/daily-texts.md, "One voice inside a paragraph"). A content word is
// what is left after the stop list below, reduced to a crude stem so "steady" and "steadily",
// "satisfying" and "satisfied" count as one word.
import { BODIES } from "~/domain/sky/types";
import { hash } from "~/domain/horoscope/text";
import { SIGNS } from "~/domain/zodiac";

// Function words, light verbs and the day's own deixis: words two sentences may share without
// saying the same thing twice.
const STOP = new Set(
  `a an the and or but if then so than as at by for from in into of off on onto out over to up
  down with without within about above after again against all also am any are be been before
  being below between both can cannot could did do does doing during each few further had has
  have having he her here hers him his how i is it its itself just me more most my no nor not now
  once only other our ours own same she should some such that their theirs them themselves there
  these they this those through too under until very was we were what when where which while who
  whom why will would you your yours yourself may might must shall one ones much many every even
  still yet rather quite enough less least something anything nothing everything someone anyone
  everyone whatever else ever never always often back away along around across get gets getting
  got make makes making made take takes taking took give gives giving gave go goes going went come
  comes coming came keep keeps kept let lets put puts say says said see sees seen need needs day
  days today tonight thing things way ways well because since though although upon toward towards
  s t don doesn isn won can't don't isn't won't doesn't it's that's there's what's let's you're
  you've you'll aren't`.split(/\s+/),
);

// Names the sky facts need again and again: bodies, signs, "house" and "sign" ("in your own
// sign"), and the phases that are names ("New Moon", "Full Moon") rather than words.
const NAMES = new Set([
  ...BODIES.map((b) => b.toLowerCase()),
  ...SIGNS.map((s) => s.name.toLowerCase()),
  "house",
  "sign",
]);
const PHASE_NAMES = /\b(New|Full) Moon\b|\b(solar|lunar) eclipse\b|\bNorth Node\b/g;

const SUFFIXES: readonly [string, string][] = [
  ["ies", "y"],
  ["ied", "y"],
  ["ing", ""],
  ["ed", ""],
  ["es", ""],
  ["ly", ""],
  ["s", ""],
];

/** A crude stem: one common suffix off, a final "i" back to "y", then the first six letters. */
export function stem(word: string): string {
  let w = word.replace(/'s$/, "");
  for (const [suffix, put] of SUFFIXES) {
    const rest = w.length - suffix.length;
    if (!w.endsWith(suffix) || rest < 3) continue;
    if (suffix === "s" && /(ss|us|is)$/.test(w)) continue;
    w = w.slice(0, rest) + put;
    break;
  }
  return w.replace(/i$/, "y").slice(0, 6);
}

/** The stems of a sentence's content words. */
export function contentWords(sentence: string): Set<string> {
  const words = sentence
    .replace(PHASE_NAMES, " ")
    .toLowerCase()
    .replace(/’/g, "'")
    .match(/[a-z][a-z']*/g);
  const out = new Set<string>();
  for (const word of words ?? []) {
    const w = word.replace(/'+$/, "");
    if (w.length < 3 || STOP.has(w) || NAMES.has(w)) continue;
    out.add(stem(w));
  }
  return out;
}

/** The content words two sentences share. */
export function sharedWords(a: ReadonlySet<string>, b: ReadonlySet<string>): string[] {
  return [...a].filter((w) => b.has(w));
}

/**
 * The day's variant for one sign (`lane`, 0-11), stepping one place a day, unless it shares a
 * content word with a sentence already in the paragraph; then the nearest fit at least a week's
 * steps away, so the stand-in is not one the neighbouring days read, from a point set by the
 * sign, so two signs do not trade lines. With no fit at all, the candidate sharing fewest words.
 */
export function rotateDistinct(
  items: readonly string[],
  day: number,
  salt: string,
  lane: number,
  chosen: readonly ReadonlySet<string>[],
  render: (item: string) => string = (item) => item,
): string {
  const n = items.length;
  // The twelve signs start evenly spaced around one list, so on one day they read different lines.
  const base = (day + hash(salt) + Math.floor((lane * n) / 12)) % n;
  let best: { text: string; shared: number } | undefined;
  for (const offset of tryOrder(n, hash(`${salt}|${lane}|stand-in`))) {
    const text = render(items[(base + offset) % n]!);
    const words = contentWords(text);
    const shared = chosen.reduce((sum, c) => sum + sharedWords(words, c).length, 0);
    if (shared === 0) return text;
    if (!best || shared < best.shared) best = { text, shared };
  }
  return best!.text;
}

/** 0, then outward from a start 7 or more steps from 0 either way (the middle of a short list). */
function tryOrder(n: number, seed: number): number[] {
  const order = new Set([0]);
  const start = n < 15 ? Math.floor(n / 2) : 7 + (seed % (n - 13));
  for (let d = 0; order.size < n; d++) {
    order.add((start + d) % n);
    order.add((start - d + n) % n);
  }
  return [...order];
}
