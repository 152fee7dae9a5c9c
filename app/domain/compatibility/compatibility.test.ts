import { describe, expect, it } from "vitest";
import {
  compatibility,
  HOW_WE_SCORE,
  pairSlug,
  parsePairSlug,
  type Compatibility,
} from "~/domain/compatibility/compatibility";
import { CATEGORY_KEYS, readPair, regards } from "~/domain/compatibility/model";
import { getSign, SIGNS } from "~/domain/zodiac";

const ORDERED = SIGNS.flatMap((a) => SIGNS.map((b) => [a, b] as const));
const UNORDERED = ORDERED.filter(([a, b]) => a.index <= b.index);
const ALL: Compatibility[] = UNORDERED.map(([a, b]) => compatibility(a, b));
const bySlug = (slug: string) => ALL.find((c) => c.slug === slug)!;

/** Everything that gives away text stitched from parts; returns what it found, or []. */
function seams(text: string): string[] {
  const rules: Array<[string, RegExp]> = [
    ["placeholder", /undefined|NaN|null|\[object|\$\{|[{}]/],
    ["doubled word", /\b(\w+)\s+\1\b/i],
    ["'a' before a vowel", /\ba\s+[aeiou]/i],
    ["'an' before a consonant", /\ban\s+(?!hour|honest|heir)[b-df-hj-np-tv-z]/i],
    ["lower case after a full stop", /[.!?]\s+[a-z]/],
    ["space before punctuation", /\s[,.;:!?]/],
    ["doubled punctuation", /[,;:.]\s*[,;:.]/],
    ["doubled space", / {2}/],
  ];
  const found = rules.filter(([, re]) => re.test(text)).map(([name]) => name);
  if (!/^[A-Z]/.test(text)) found.push("lower-case start");
  if (!/[.!?"]$/.test(text)) found.push("no closing punctuation");
  return found;
}

const words = (c: Compatibility) => c.details.join(" ").split(/\s+/).length;

describe("the seam checker", () => {
  it("catches the seams it is meant to catch", () => {
    expect(seams("Aries and Leo are undefined.")).toContain("placeholder");
    expect(seams("They meet the the middle.")).toContain("doubled word");
    expect(seams("It is a Aquarius trait.")).toContain("'a' before a vowel");
    expect(seams("It is an Leo trait.")).toContain("'an' before a consonant");
    expect(seams("Fire burns. water flows.")).toContain("lower case after a full stop");
    expect(seams("Fire burns , water flows.")).toContain("space before punctuation");
    expect(seams("a clean sentence.")).toContain("lower-case start");
    expect(seams("An honest, easy sentence.")).toEqual([]);
  });
});

describe("compatibility scores", () => {
  it("gives the identical result whichever sign comes first, for all 144 ordered pairs", () => {
    for (const [a, b] of ORDERED) {
      const ab = compatibility(a, b);
      expect(compatibility(b, a)).toEqual(ab);
      expect(ab.first.index).toBeLessThanOrEqual(ab.second.index);
      expect(new Set([ab.first.slug, ab.second.slug])).toEqual(new Set([a.slug, b.slug]));
    }
  });

  it("keeps every score an integer from 0 to 100", () => {
    for (const c of ALL) {
      for (const value of [c.score, ...CATEGORY_KEYS.map((k) => c.categories[k])]) {
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
      }
    }
  });

  it("adds up: 50 plus the factor effects gives the overall and each category score", () => {
    for (const c of ALL) {
      expect(50 + c.factors.reduce((sum, f) => sum + f.effect, 0)).toBe(c.score);
      for (const k of CATEGORY_KEYS) {
        expect(50 + c.factors.reduce((sum, f) => sum + f.categories[k], 0)).toBe(c.categories[k]);
      }
    }
  });

  it("scores every trine (same element) above every square, overall and in each category", () => {
    const trines = ALL.filter((c) => c.aspect.key === "trine");
    const squares = ALL.filter((c) => c.aspect.key === "square");
    expect(trines).toHaveLength(12);
    expect(squares).toHaveLength(12);
    for (const key of ["score", ...CATEGORY_KEYS] as const) {
      const value = (c: Compatibility) => (key === "score" ? c.score : c.categories[key]);
      expect(Math.min(...trines.map(value))).toBeGreaterThan(Math.max(...squares.map(value)));
    }
  });

  it("spreads the 78 overall scores widely", () => {
    const scores = ALL.map((c) => c.score);
    expect(Math.min(...scores)).toBeLessThan(45);
    expect(Math.max(...scores)).toBeGreaterThan(85);
    expect(new Set(scores).size).toBeGreaterThanOrEqual(25);
  });

  it("lets the opposition's pull lift love above trust", () => {
    for (const c of ALL.filter((x) => x.aspect.key === "opposition")) {
      expect(c.categories.love).toBeGreaterThan(c.categories.trust);
    }
  });

  it("makes communication the best category when both signs are air", () => {
    for (const c of ALL.filter((x) => x.first.element === "air" && x.second.element === "air")) {
      for (const k of CATEGORY_KEYS)
        expect(c.categories.communication).toBeGreaterThanOrEqual(c.categories[k]);
    }
  });

  it("weighs the modalities and the rulers most heavily in trust", () => {
    for (const c of ALL) {
      for (const f of c.factors.filter((x) => x.key === "modalities" || x.key === "rulers")) {
        for (const k of CATEGORY_KEYS) {
          expect(Math.abs(f.categories.trust)).toBeGreaterThanOrEqual(Math.abs(f.categories[k]));
        }
      }
    }
  });

  it("ranks trust by the rulers' friendship between pairs of the same aspect and qualities", () => {
    const rank = { odds: 0, neutral: 1, friends: 2, same: 3 };
    let compared = 0;
    for (const x of ALL) {
      for (const y of ALL) {
        const rx = readPair(x.first, x.second);
        const ry = readPair(y.first, y.second);
        // Within one aspect the element mixes differ by a point at most; the rulers should outweigh that.
        const rest = (r: typeof rx) => `${r.aspect} ${r.modalities}`;
        if (rest(rx) !== rest(ry) || rank[rx.rulers.relation] <= rank[ry.rulers.relation]) continue;
        expect(x.categories.trust).toBeGreaterThan(y.categories.trust);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(30);
  });

  it("reports the aspect by angle", () => {
    expect(bySlug("aries-and-aries").aspect).toEqual({
      key: "conjunction",
      name: "Conjunction",
      angle: 0,
    });
    expect(bySlug("aries-and-leo").aspect).toMatchObject({ key: "trine", angle: 120 });
    expect(bySlug("aries-and-pisces").aspect).toMatchObject({ key: "semi-sextile", angle: 30 });
    expect(bySlug("aries-and-libra").aspect).toMatchObject({ key: "opposition", angle: 180 });
  });

  it("caches one frozen result per pair", () => {
    const c = compatibility(getSign("leo"), getSign("aries"));
    expect(compatibility(getSign("aries"), getSign("leo"))).toBe(c);
    expect(Object.isFrozen(c) && Object.isFrozen(c.details) && Object.isFrozen(c.factors[0])).toBe(
      true,
    );
  });
});

describe("compatibility text", () => {
  it("gives each of the 78 pairs its own reading", () => {
    expect(new Set(ALL.map((c) => c.details.join("\n"))).size).toBe(78);
  });

  it("reads each pair in four paragraphs, love, friendship, communication and trust", () => {
    for (const c of ALL) {
      expect(c.details).toHaveLength(4);
      expect(words(c), c.slug).toBeGreaterThanOrEqual(180);
      expect(words(c), c.slug).toBeLessThanOrEqual(360);
    }
  });

  it("names both signs in the reading and the summary", () => {
    for (const c of ALL) {
      const text = c.details.join(" ");
      expect(text, c.slug).toContain(c.first.name);
      expect(text, c.slug).toContain(c.second.name);
      expect(
        c.summary.startsWith(`${c.first.name} and ${c.second.name}: ${c.score} out of 100`),
      ).toBe(true);
    }
  });

  it("marks the best and weakest categories only when no other ties with them", () => {
    for (const c of ALL) {
      const values = Object.values(c.categories);
      const unique = (v: number) => values.filter((x) => x === v).length === 1;
      const [high, low] = [Math.max(...values), Math.min(...values)];
      expect(c.strongest && c.categories[c.strongest], c.slug).toBe(
        unique(high) ? high : undefined,
      );
      expect(c.weakest && c.categories[c.weakest], c.slug).toBe(unique(low) ? low : undefined);
    }
    expect(ALL.filter((c) => c.strongest).length).toBeGreaterThan(40);
  });

  it("writes the summary and the four paragraphs for each pair: no sentence in four pairs", () => {
    const pairsOf = new Map<string, Set<string>>();
    for (const c of ALL) {
      for (const text of [c.summary, ...c.details]) {
        for (const sentence of text.split(/(?<=[.!?])\s+/)) {
          pairsOf.set(sentence, (pairsOf.get(sentence) ?? new Set()).add(c.slug));
        }
      }
    }
    const shared = [...pairsOf].filter(([, pairs]) => pairs.size > 3).map(([s]) => s);
    expect(shared).toEqual([]);
  });

  it("shows no template seams in readings, summaries, factor details or the method", () => {
    const texts = ALL.flatMap((c) => [...c.details, c.summary, ...c.factors.map((f) => f.detail)]);
    for (const text of [...texts, ...HOW_WE_SCORE]) expect(seams(text), text).toEqual([]);
  });

  it("never repeats a sentence within one reading, same-sign pairs included", () => {
    for (const c of ALL) {
      const sentences = c.details.join(" ").split(/(?<=[.!?])\s+/);
      expect(new Set(sentences).size, c.slug).toBe(sentences.length);
    }
  });
});

describe("the rulers by Ptolemy's measure", () => {
  it("makes planets friends when each has dignity in a sign the other rules", () => {
    // Venus has triplicity in Scorpio (water), Mars nothing in Taurus or Libra: one way only.
    expect(regards("Venus", "Mars")).toBe(true);
    expect(regards("Mars", "Venus")).toBe(false);
    expect(readPair(getSign("aries"), getSign("libra")).rulers.relation).toBe("neutral");
    // The Sun is exalted in Aries and Jupiter in Cancer... and each rules the other's triplicity.
    expect(readPair(getSign("leo"), getSign("sagittarius")).rulers.relation).toBe("friends");
    expect(readPair(getSign("leo"), getSign("aquarius")).rulers.relation).toBe("odds");
  });
});

describe("pair slugs", () => {
  it("round-trips every ordered pair to the zodiac-order slug", () => {
    for (const [a, b] of ORDERED) {
      const parsed = parsePairSlug(`${a.slug}-and-${b.slug}`)!;
      expect(parsed.slug).toBe(pairSlug(a, b));
      expect(parsePairSlug(parsed.slug)).toEqual(parsed);
      expect(parsed.first.index).toBeLessThanOrEqual(parsed.second.index);
    }
  });

  it("puts the earlier sign first so the page can redirect", () => {
    expect(pairSlug(getSign("leo"), getSign("aries"))).toBe("aries-and-leo");
    expect(parsePairSlug("leo-and-aries")?.slug).toBe("aries-and-leo");
    expect(parsePairSlug("Pisces-and-Pisces")?.slug).toBe("pisces-and-pisces");
  });

  it("rejects anything that is not two signs joined by -and-", () => {
    for (const bad of [
      "",
      "aries",
      "aries-and-",
      "-and-leo",
      "aries-leo",
      "aries-and-leo-and-virgo",
      "ari-and-leo",
      "aries and leo",
      "aries-and-ophiuchus",
    ]) {
      expect(parsePairSlug(bad), bad).toBeUndefined();
    }
  });
});
