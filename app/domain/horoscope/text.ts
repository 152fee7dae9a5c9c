// Small text and choice helpers for the horoscope composer: seeded picks, ordinals, articles.
import { avalanche, fnv1a } from "~/domain/hash";
import type { Planet } from "~/domain/zodiac";

/** A seed's number: FNV-1a, then an avalanche so seeds differing only at the end spread apart. */
export function hash(text: string): number {
  return avalanche(fnv1a(text));
}

/** A variant chosen by the hash of a seed string. */
export function pick<T>(items: readonly T[], seed: string): T {
  return items[hash(seed) % items.length]!;
}

/**
 * The variant for a day, stepping one place per day from an offset set by the salt.
 * Rotation rather than hashing guarantees a variant does not come back for `items.length` days.
 */
export function rotate<T>(items: readonly T[], day: number, salt: string): T {
  return items[(day + hash(salt)) % items.length]!;
}

export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

// Words that start with a vowel letter but a consonant sound, and the reverse.
const CONSONANT_SOUND = /^(one|once|uni|use|usu|uto|eu|ewe)/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir|8|11|18|80|81|82|83|84|85|86|87|88|89)/i;

/** "an" before a vowel sound, "a" otherwise: "an Aries", "a Gemini", "an 8th", "a union". */
export function article(word: string): "a" | "an" {
  if (VOWEL_SOUND.test(word)) return "an";
  if (CONSONANT_SOUND.test(word)) return "a";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

export function withArticle(word: string): string {
  return `${article(word)} ${word}`;
}

export function capFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/** The luminaries take an article in running text: "the Sun", "the Moon", but "Venus". */
export function bodyName(planet: Planet): string {
  return planet === "Sun" || planet === "Moon" ? `the ${planet}` : planet;
}

/** "14:37" from "2026-11-21T14:37Z". */
export function clockTime(isoInstant: string): string {
  return isoInstant.slice(11, 16);
}

export function percent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function truncate2(value: number): number {
  return Math.floor(value * 100 + 1e-9) / 100;
}
