// A transit text's length agrees with the dates beside it: the words come from the pass itself.
import { describe, expect, it } from "vitest";
import { TRANSIT_TEXTS } from "~/content/transits/banks";
import { LENGTH_PHRASE, spanWords, withSpan } from "~/domain/transits/words";

const pass = (days: number) => ({
  begins: "2027-01-01T00:00Z",
  ends: new Date(Date.parse("2027-01-01T00:00Z") + days * 86_400_000).toISOString(),
});

describe("a contact's length in words", () => {
  it("reads the span between its dates", () => {
    expect(
      [0.2, 1, 3, 7, 14, 20, 30, 60, 150, 400, 800].map((d) =>
        spanWords(pass(d).begins, pass(d).ends),
      ),
    ).toEqual([
      "a few hours",
      "a day or so",
      "a few days",
      "about a week",
      "about two weeks",
      "about three weeks",
      "about a month",
      "about two months",
      "about five months",
      "about a year",
      "about two years",
    ]);
  });

  it("says two months, not a year or two, under a pass of two months", () => {
    const text = TRANSIT_TEXTS.Pluto.Moon.easy;
    expect(text).toContain("across the next year or two");
    const told = withSpan(text, pass(61));
    expect(told).toContain("over about two months");
    expect(told).not.toMatch(/year or two/);
  });

  it("leaves no stated length in any text that differs from the pass's own", () => {
    const bad: string[] = [];
    for (const [planet, points] of Object.entries(TRANSIT_TEXTS)) {
      for (const [point, kinds] of Object.entries(points)) {
        for (const [kind, text] of Object.entries(kinds as Record<string, string>)) {
          for (const days of [0.2, 3, 60, 800]) {
            const span = spanWords(pass(days).begins, pass(days).ends);
            for (const [phrase] of withSpan(text, pass(days)).matchAll(LENGTH_PHRASE)) {
              if (!phrase.endsWith(span)) bad.push(`${planet} ${point} ${kind}: ${phrase}`);
            }
          }
        }
      }
    }
    expect(bad).toEqual([]);
    // The texts state lengths often enough for the rule to matter.
    const stated = Object.values(TRANSIT_TEXTS)
      .flatMap((points) => Object.values(points).flatMap((kinds) => Object.values(kinds)))
      .filter((text) => new RegExp(LENGTH_PHRASE.source, "i").test(text));
    expect(stated.length).toBeGreaterThan(100);
  });
});
