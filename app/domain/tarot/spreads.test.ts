import { describe, expect, it } from "vitest";
import { getSpread, isSpreadSlug, SPREAD_SLUGS, SPREADS } from "~/domain/tarot/spreads";

describe("SPREADS", () => {
  it("has every slug once, with the expected number of positions", () => {
    expect(SPREADS.map((s) => s.slug)).toEqual([...SPREAD_SLUGS]);
    const sizes = Object.fromEntries(SPREADS.map((s) => [s.slug, s.positions.length]));
    expect(sizes).toEqual({
      "card-of-the-day": 1,
      "one-card": 1,
      "three-cards": 3,
      "situation-action-outcome": 3,
      "mind-body-spirit": 3,
      relationship: 6,
      horseshoe: 7,
      "celtic-cross": 10,
    });
  });

  it("names and explains every position in a sentence", () => {
    for (const spread of SPREADS) {
      expect(spread.name.length).toBeGreaterThan(2);
      expect(spread.description).toMatch(/^[A-Z].{30,}\.$/);
      expect(new Set(spread.positions.map((p) => p.name)).size).toBe(spread.positions.length);
      for (const position of spread.positions) {
        expect(position.name.length).toBeGreaterThan(2);
        expect(position.meaning).toMatch(/^[A-Z].{20,}\.$/);
      }
    }
  });

  it("gives each position its own place, except the card that crosses", () => {
    for (const spread of SPREADS) {
      const places = spread.positions.filter((p) => !p.crossed).map((p) => `${p.x},${p.y}`);
      expect(new Set(places).size, spread.slug).toBe(places.length);
    }
    const cross = getSpread("celtic-cross")!;
    expect(cross.positions.filter((p) => p.crossed)).toHaveLength(1);
    expect(cross.positions[1]).toMatchObject({
      x: cross.positions[0]!.x,
      y: cross.positions[0]!.y,
      crossed: true,
    });
  });

  it("looks spreads up by slug", () => {
    expect(getSpread("horseshoe")?.positions).toHaveLength(7);
    expect(getSpread("nope")).toBeUndefined();
    expect(isSpreadSlug("celtic-cross")).toBe(true);
    expect(isSpreadSlug("Celtic-Cross")).toBe(false);
  });
});
