// The relationship reading over many random pairs of charts: strongest contacts first, every
// text present, and no sentence said twice within one reading.
import { describe, expect, it } from "vitest";
import { mulberry32 } from "~/domain/hash";
import { midpointComposite } from "~/domain/relationship/composite";
import {
  compositeReading,
  READING_CONTACTS,
  strength,
  strongestFirst,
  synastryReading,
} from "~/domain/relationship/reading";
import { interAspects, overlays } from "~/domain/relationship/synastry";
// Seeded, so a failure names a pair that can be cast again.
import { randomChart } from "../../../tests/support/chart-reading-variety";

const sentences = (text: string) =>
  (text.match(/[^.!?]+[.!?]+/g) ?? []).map((s) => s.trim().toLowerCase());

function repeated(texts: string[]): string[] {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const sentence of texts.flatMap(sentences)) {
    if (seen.has(sentence)) twice.push(sentence);
    seen.add(sentence);
  }
  return twice;
}

describe("the relationship reading", () => {
  const next = mulberry32(31);
  const pairs = Array.from({ length: 150 }, () => [randomChart(next), randomChart(next)] as const);

  it("never repeats a sentence within one reading, over 150 random pairs", () => {
    const problems: string[] = [];
    let contacts = 0;
    let short = 0;
    let placedCount = 0;
    let placedShort = 0;
    for (const [i, [a, b]] of pairs.entries()) {
      const aspects = interAspects(a, b);
      const placed = { aInB: overlays(a, b), bInA: overlays(b, a) };
      const reading = synastryReading(aspects, placed);
      const texts = [
        reading.summary.draws,
        reading.summary.rubs,
        ...reading.contacts.map((c) => c.text),
        ...reading.overlays.aInB.map((o) => o.text),
        ...reading.overlays.bInA.map((o) => o.text),
      ];
      for (const sentence of repeated(texts)) problems.push(`pair ${i}: ${sentence}`);
      if (texts.some((t) => !t.trim())) problems.push(`pair ${i}: an empty text`);
      expect(reading.contacts).toHaveLength(Math.min(READING_CONTACTS, aspects.length));
      expect(reading.overlays.aInB.map((o) => [o.point, o.house])).toEqual(
        placed.aInB.map((o) => [o.point, o.house]),
      );
      contacts += reading.contacts.length;
      short += reading.contacts.filter((c) => sentences(c.text).length < 3).length;
      const both = [...reading.overlays.aInB, ...reading.overlays.bInA];
      placedCount += both.length;
      placedShort += both.filter((o) => sentences(o.text).length < 2).length;

      const composite = midpointComposite(a, b, [0, 0], 23.44, "placidus");
      const read = compositeReading(composite.points);
      for (const sentence of repeated([read.summary, ...read.placements.map((p) => p.text)])) {
        problems.push(`composite ${i}: ${sentence}`);
      }
      expect(read.placements.map((p) => p.point)).toEqual(
        ["Sun", "Moon", "Venus", "Mars", "Ascendant"].slice(0, composite.houses ? 5 : 4),
      );
    }
    expect(problems).toEqual([]);
    // Parts run out only in crowded readings: nearly every contact keeps three sentences or more.
    expect(short / contacts).toBeLessThan(0.05);
    expect(placedShort / placedCount).toBeLessThan(0.05);
  });

  it("puts the strongest contacts first: closer orbs, and the Sun and Moon before slow planets", () => {
    for (const [a, b] of pairs.slice(0, 20)) {
      const read = synastryReading(interAspects(a, b), { aInB: [], bInA: [] });
      const strengths = read.contacts.map(strength);
      expect(strengths).toEqual([...strengths].sort((x, y) => y - x));
    }
    const ranked = strongestFirst([
      { a: "Pluto", b: "Neptune", type: "trine", orb: 0.1 },
      { a: "Sun", b: "Moon", type: "trine", orb: 0.1 },
      { a: "Sun", b: "Moon", type: "square", orb: 5 },
      { a: "Venus", b: "Mars", type: "square", orb: 1 },
    ]);
    expect(ranked.map((x) => `${x.a} ${x.type} ${x.b}`)).toEqual([
      "Sun trine Moon",
      "Venus square Mars",
      "Sun square Moon",
      "Pluto trine Neptune",
    ]);
  });

  it("sums up from the actual contacts: what draws them, and where they rub", () => {
    const read = synastryReading(
      [
        { a: "Venus", b: "Mars", type: "trine", orb: 0.5 },
        { a: "Moon", b: "Saturn", type: "square", orb: 1.2 },
      ],
      { aInB: [], bInA: [] },
    );
    expect(read.summary.draws).toContain("affection meeting desire (Venus trine Mars)");
    expect(read.summary.rubs).toContain("feeling against commitment (Moon square Saturn)");
    expect(read.contacts.map((c) => c.title)).toEqual(["Moon square Saturn", "Venus trine Mars"]);
  });

  it("reads the composite's points by sign and house, and sums it up by sign and element", () => {
    const at = (name: string, sign: string, house?: number) => ({
      name,
      sign,
      longitude: 0,
      degree: 0,
      minute: 0,
      ...(house ? { house } : {}),
    });
    const read = compositeReading([
      at("Sun", "Aries", 5),
      at("Moon", "Aquarius", 3),
      at("Mercury", "Aries", 5),
      at("Venus", "Leo", 9),
      at("Mars", "Sagittarius", 1),
      at("Ascendant", "Libra", 1),
    ]);
    expect(read.summary).toBe(
      "At heart this is an Aries bond, its feelings coloured by an Aquarius Moon and its public face by Libra rising. Fire leads among these points: a bond that runs on enthusiasm and needs things to look forward to.",
    );
    expect(read.placements.map((p) => [p.point, p.sign, p.house])).toEqual([
      ["Sun", "Aries", 5],
      ["Moon", "Aquarius", 3],
      ["Venus", "Leo", 9],
      ["Mars", "Sagittarius", 1],
      ["Ascendant", "Libra", undefined],
    ]);
    expect(read.placements[0]!.text.split(". ")).toHaveLength(2);
  });
});
