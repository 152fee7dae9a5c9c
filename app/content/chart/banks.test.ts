// The birth chart texts against docs/writing/chart-texts.md: every placement and aspect has
// one, 60 to 120 words, no sentence twice, no stock phrase, openings varied.
import { describe, expect, it } from "vitest";
import { BODIES } from "~/domain/sky/types";
import { SIGNS as ZODIAC } from "~/domain/zodiac";
import { ANGLE_IN_SIGNS, ASPECT_TEXTS, BODY_IN_HOUSES, BODY_IN_SIGNS } from "./banks";
import { DRAWBACK_LEADS, DRAWBACK_WORDS, KNACK_WORDS, STRENGTH_WORDS } from "./frames";
import { OUT_OF_SIGN } from "./out-of-sign";
import * as OVERVIEW from "./overview";
import type { SignName } from "./types";

const SIGNS = ZODIAC.map((sign) => sign.name as SignName);
const ASPECTS = ["conjunction", "sextile", "square", "trine", "opposition"] as const;
// Mercury and Venus keep close to the Sun (28° and 48° at most), and to each other (76°):
// the Sun makes them no aspect but the conjunction, and they none wider than a sextile.
const IMPOSSIBLE = new Set([
  ...["Sun-Mercury", "Sun-Venus"].flatMap((pair) =>
    ASPECTS.filter((a) => a !== "conjunction").map((a) => `${pair}-${a}`),
  ),
  ...["square", "trine", "opposition"].map((a) => `Mercury-Venus-${a}`),
]);
const STOCK =
  /\b(the stars align|the universe|buckle up|manifest|vibes|tapestry|delve|unlock|lean into|grand scheme|journey|embrace|navigate|energy|energies|placement|cosmic)\b/i;
const PET_OPENINGS = /^(You|Your|With|This placement|Here)\b/;

type Entry = [where: string, text: string];

const files: [string, Entry[]][] = [
  ...Object.entries(BODY_IN_SIGNS).map(([body, texts]): [string, Entry[]] => [
    `${body} in signs`,
    SIGNS.map((sign) => [`${body} in ${sign}`, texts[sign]]),
  ]),
  ...Object.entries(BODY_IN_HOUSES).map(([body, texts]): [string, Entry[]] => [
    `${body} in houses`,
    Array.from({ length: 12 }, (_, i) => [`${body} in house ${i + 1}`, texts[(i + 1) as 1]]),
  ]),
  ...Object.entries(ANGLE_IN_SIGNS).map(([angle, texts]): [string, Entry[]] => [
    `${angle} in signs`,
    SIGNS.map((sign) => [`${angle} in ${sign}`, texts[sign]]),
  ]),
  ...Object.entries(ASPECT_TEXTS).map(([first, byLater]): [string, Entry[]] => [
    `${first} aspects`,
    Object.entries(byLater as Record<string, Record<string, string>>).flatMap(([second, texts]) =>
      ASPECTS.filter((a) => !IMPOSSIBLE.has(`${first}-${second}-${a}`)).map((a): Entry => [
        `${first} ${a} ${second}`,
        texts[a]!,
      ]),
    ),
  ]),
];
const all = files.flatMap(([, entries]) => entries);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("the birth chart texts", () => {
  it("cover every body in every sign and house, both angles, and every aspect pair", () => {
    expect(Object.keys(BODY_IN_SIGNS)).toHaveLength(12);
    expect(Object.keys(BODY_IN_HOUSES)).toHaveLength(12);
    for (const [i, first] of BODIES.slice(0, -1).entries()) {
      const later = Object.keys((ASPECT_TEXTS as Record<string, object>)[first]!);
      expect(later, first).toEqual(BODIES.slice(i + 1));
    }
    const missing = all.filter(([, text]) => typeof text !== "string" || text.trim() === "");
    expect(missing.map(([where]) => where)).toEqual([]);
    expect(all.length).toBe(12 * 12 * 2 + 24 + 45 * 5 - IMPOSSIBLE.size);
  });

  it("run 60 to 120 words each, in one paragraph", () => {
    const wrong = all.filter(
      ([, text]) => words(text) < 60 || words(text) > 120 || text.includes("\n"),
    );
    expect(wrong.map(([where, text]) => `${where}: ${words(text)} words`)).toEqual([]);
  });

  it("never say one sentence twice", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [where, text] of all) {
      for (const sentence of text.match(/[^.!?]+[.!?]+/g) ?? []) {
        const key = sentence.trim().toLowerCase();
        if (key.split(/\s+/).length < 5) continue;
        if (seen.has(key)) twice.push(`${where} and ${seen.get(key)}: ${sentence.trim()}`);
        else seen.set(key, where);
      }
    }
    expect(twice).toEqual([]);
  });

  it("use no stock phrases and no pet openings, and vary how they begin", () => {
    const stock = all.filter(([, text]) => STOCK.test(text) || PET_OPENINGS.test(text));
    expect(stock.map(([where, text]) => `${where}: ${text.slice(0, 60)}`)).toEqual([]);
    for (const [file, entries] of files) {
      const firsts = new Map<string, number>();
      for (const [, text] of entries) {
        const first = text.split(/\s+/)[0]!.replace(/\W/g, "");
        firsts.set(first, (firsts.get(first) ?? 0) + 1);
      }
      // Twelve-text files allow two of a kind; the larger aspect files a little more.
      const allowed = entries.length <= 12 ? 2 : 3;
      const over = [...firsts].filter(([, n]) => n > allowed);
      expect(over, file).toEqual([]);
    }
  });
});

describe("the overview, frame and out-of-sign texts", () => {
  // Every piece rendered with stand-in names and figures, as the reading joins them.
  const rendered = (value: unknown): string[] => {
    if (typeof value === "string") return [value];
    if (typeof value === "function") {
      return [
        (value as (...args: unknown[]) => string)("Aries", "Taurus", "fire", "Mars", "Libra"),
      ];
    }
    return Object.values(value as object).flatMap(rendered);
  };
  const pieces = [
    ...Object.values(OVERVIEW).flatMap(rendered),
    ...OUT_OF_SIGN.map((say) =>
      say({
        first: "Mars",
        firstSign: "Aries",
        second: "Saturn",
        secondSign: "Leo",
        aspect: "square",
      }),
    ),
  ];

  it("use no stock phrases, and no American spellings", () => {
    expect(pieces.length).toBeGreaterThan(100);
    expect(pieces.filter((text) => STOCK.test(text))).toEqual([]);
    expect(pieces.filter((text) => /\b(color|favor|center|realize|toward)\b/i.test(text))).toEqual(
      [],
    );
  });

  it("say each out-of-sign note in its own words", () => {
    const firstWords = OUT_OF_SIGN.map(
      (say) =>
        say({ first: "A", firstSign: "B", second: "C", secondSign: "D", aspect: "trine" }).split(
          " ",
        )[0],
    );
    expect(new Set(firstWords).size).toBe(OUT_OF_SIGN.length);
  });

  it("offer frame words that read after 'a' and fit twice each in a long reading", () => {
    const words = [...DRAWBACK_WORDS, ...STRENGTH_WORDS.flat(), ...KNACK_WORDS];
    expect(words.filter((w) => /^[aeiou]/i.test(w))).toEqual([]);
    // A reading of 40 paragraphs has at most about 30 weak-side frames: 2 x 20 words and 6 leads.
    expect(DRAWBACK_WORDS.length * 2 + DRAWBACK_LEADS.length * 2).toBeGreaterThanOrEqual(40);
  });
});
