// Filling a bank's template: its placeholders become the sky's words for one reader.
import type { HouseNumber } from "~/content/horoscope/types";
import { bodyName, capFirst, ordinal } from "~/domain/horoscope/text";
import type { AspectType } from "~/domain/sky/types";
import type { Planet, SignSlug } from "~/domain/zodiac";
import { getSign } from "~/domain/zodiac";
import { formatDate } from "~/domain/time-zone";

export type Vars = Readonly<Record<string, string>>;

/** Every `{name}` in the template replaced; a name the caller did not give is a bug, not text. */
export function fill(template: string, vars: Vars): string {
  const text = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${template}"`);
    return value;
  });
  return capFirst(text);
}

/** {Planet} and {planet}, or {Other} and {other}: "The Sun" at a sentence's start, "the Sun" inside. */
export function bodyVars(planet: Planet, key: "planet" | "other" = "planet"): Vars {
  const name = bodyName(planet);
  return { [key]: name, [capFirst(key)]: capFirst(name) };
}

/** Where a sign falls for the reader: "in your own sign" or "in your 7th house". */
export function where(house: HouseNumber): string {
  return house === 1 ? "in your own sign" : `in your ${ordinal(house)} house`;
}

export function signName(slug: SignSlug): string {
  return getSign(slug).name;
}

/**
 * An aspect as a noun phrase with its article, honest about whole signs: a cross-sign aspect is
 * named as such, and "exact" only when it perfects that day.
 */
export function aspectPhrase(type: AspectType, options: { exact?: boolean; outOfSign: boolean }) {
  const words = [options.exact ? "exact" : "", options.outOfSign ? "out-of-sign" : "", type];
  const phrase = words.filter(Boolean).join(" ");
  return `${/^[aeiou]/.test(phrase) ? "an" : "a"} ${phrase}`;
}

/** "2°" for 2.4° into a sign: astrologers count the degree a point has reached. */
export function degrees(degree: number): string {
  return `${Math.floor(degree)}°`;
}

/** "13 November" from "2026-11-13". */
export function dayAndMonth(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split("-").map(Number) as [number, number, number];
  return formatDate({ year, month, day }, { day: "numeric", month: "long" });
}
