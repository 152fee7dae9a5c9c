// The relationship texts against docs/writing/relationship-texts.md: a part for every pair of
// points, every point and kind, every overlay and composite placement; one sentence per part,
// no sentence twice across all the banks, no stock phrase, no second person.
import { describe, expect, it } from "vitest";
import { POINT_ORDER } from "~/domain/relationship/reading";
import { BODIES } from "~/domain/sky/types";
import { SIGNS as ZODIAC } from "~/domain/zodiac";
import type { HouseNumber, SignName } from "../chart/types";
import { COMPOSITE_IN_HOUSES, COMPOSITE_IN_SIGNS } from "./composite";
import { ADVICE, POINT_IN_KIND } from "./contacts";
import { GUEST_POINT, HOST_HOUSE } from "./overlays";
import { PAIR_THEMES } from "./pairs";
import type { ContactKind } from "./types";

const SIGNS = ZODIAC.map((sign) => sign.name as SignName);
const HOUSES = Array.from({ length: 12 }, (_, i) => (i + 1) as HouseNumber);
const KINDS: ContactKind[] = ["conjunction", "flowing", "challenging"];
const STOCK =
  /\b(the stars align|the universe|buckle up|manifest|vibes|tapestry|delve|unlock|lean into|grand scheme|journey|embrace|navigate|energy|energies|placement|cosmic|soulmate|you|your)\b/i;

type Entry = [where: string, text: string];

const pairs: Entry[] = POINT_ORDER.flatMap((first, i) =>
  POINT_ORDER.slice(i).map((second): Entry => {
    const key = `${first}|${second}`;
    return [key, PAIR_THEMES[key] ?? ""];
  }),
);
const banks: [string, Entry[]][] = [
  ["pairs", pairs],
  [
    "points by kind",
    POINT_ORDER.flatMap((point) =>
      KINDS.flatMap((kind) =>
        (POINT_IN_KIND[point][kind] ?? []).map((t, n): Entry => [`${point} ${kind} ${n}`, t]),
      ),
    ),
  ],
  ["advice", KINDS.flatMap((kind) => ADVICE[kind].map((t, n): Entry => [`${kind} ${n}`, t]))],
  [
    "guest points",
    [...BODIES, "True Node" as const].flatMap((point) =>
      GUEST_POINT[point].map((t, n): Entry => [`${point} ${n}`, t]),
    ),
  ],
  [
    "host houses",
    HOUSES.flatMap((house) => HOST_HOUSE[house].map((t, n): Entry => [`house ${house} ${n}`, t])),
  ],
  [
    "composite signs",
    Object.entries(COMPOSITE_IN_SIGNS).flatMap(([point, bySign]) =>
      SIGNS.map((sign): Entry => [`${point} in ${sign}`, bySign[sign] ?? ""]),
    ),
  ],
  [
    "composite houses",
    Object.entries(COMPOSITE_IN_HOUSES).flatMap(([point, byHouse]) =>
      HOUSES.map((house): Entry => [`${point} in house ${house}`, byHouse[house] ?? ""]),
    ),
  ],
];
const all = banks.flatMap(([, entries]) => entries);
const sentences = (text: string) => text.match(/[^.!?]+[.!?]+/g) ?? [];
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("the relationship texts", () => {
  it("cover every pair of points, point and kind, overlay and composite placement", () => {
    expect(Object.keys(PAIR_THEMES)).toHaveLength((13 * 14) / 2);
    expect(pairs.filter(([, t]) => !t).map(([where]) => where)).toEqual([]);
    for (const point of POINT_ORDER) {
      for (const kind of KINDS) {
        expect(POINT_IN_KIND[point][kind].length, `${point} ${kind}`).toBeGreaterThanOrEqual(2);
      }
    }
    expect(Object.keys(COMPOSITE_IN_SIGNS)).toEqual(["Sun", "Moon", "Venus", "Mars", "Ascendant"]);
    expect(Object.keys(COMPOSITE_IN_HOUSES)).toEqual(["Sun", "Moon", "Venus", "Mars"]);
    expect(all.filter(([, t]) => !t.trim()).map(([where]) => where)).toEqual([]);
  });

  it("are one sentence each, 8 to 30 words, in one line", () => {
    const wrong = all.filter(
      ([, t]) => sentences(t).length !== 1 || words(t) < 8 || words(t) > 30 || t.includes("\n"),
    );
    expect(wrong.map(([where, t]) => `${where}: ${words(t)} words: ${t}`)).toEqual([]);
  });

  it("never say one sentence twice", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [where, text] of all) {
      for (const sentence of sentences(text)) {
        const key = sentence.trim().toLowerCase();
        if (seen.has(key)) twice.push(`${where} and ${seen.get(key)}: ${sentence.trim()}`);
        else seen.set(key, where);
      }
    }
    expect(twice).toEqual([]);
  });

  it("use no stock phrase and do not speak to the reader", () => {
    const stock = all.filter(([, text]) => STOCK.test(text));
    expect(stock.map(([where, text]) => `${where}: ${text.match(STOCK)![0]}`)).toEqual([]);
  });

  it("vary how they begin: at most a fifth of a bank opens with one word", () => {
    for (const [bank, entries] of banks) {
      const firsts = new Map<string, number>();
      for (const [, text] of entries) {
        const first = text.split(/\s+/)[0]!.replace(/\W/g, "");
        firsts.set(first, (firsts.get(first) ?? 0) + 1);
      }
      const limit = Math.max(3, Math.ceil(entries.length / 5));
      expect(
        [...firsts].filter(([, n]) => n > limit),
        bank,
      ).toEqual([]);
    }
  });
});
