// The month in words: which transits are told, in what order, with which text, never twice.
import { describe, expect, it } from "vitest";
import { NODE_TRANSITS } from "~/content/transits/node";
import { TRANSIT_TEXTS } from "~/content/transits/banks";
import { LENGTH_PHRASE, spanWords } from "~/domain/transits/words";
import type { TimelineRow } from "~/components/transit-timeline";
import { monthHighlights } from "./forecast-month.server";

const at = (local: string) => ({ utc: `${local.slice(0, 16)}Z`, local });
const row = (
  transiting: string,
  aspect: string,
  natal: string,
  ...exact: string[]
): TimelineRow => ({
  transiting,
  aspect,
  natal,
  begins: null,
  exact: exact.map(at),
  ends: null,
});

describe("monthHighlights", () => {
  const rows = [
    row("Saturn", "opposition", "True Node", "2026-11-20T10:00+00:00"),
    // A retrograde loop: two of its three exact moments fall in the month, told once.
    row(
      "Pluto",
      "square",
      "Sun",
      "2026-10-02T01:00+00:00",
      "2026-11-03T01:00+00:00",
      "2026-11-29T05:00+00:00",
    ),
    row("Mars", "trine", "Moon", "2026-11-08T12:00+00:00"),
    row("Mars", "sextile", "Moon", "2026-11-25T12:00+00:00"),
    row("Jupiter", "conjunction", "Venus", "2026-12-01T00:30+00:00"),
    row("Sun", "conjunction", "Mars", "2026-11-10T00:00+00:00"),
    row("Uranus", "quincunx", "Midheaven"),
  ];
  const told = monthHighlights(rows, "2026-11");

  it("tells Mars to Pluto exact in the month, by first exact moment, with the bank's texts", () => {
    expect(told.map((h) => `${h.transiting} ${h.aspect} ${h.natal}`)).toEqual([
      "Pluto square Sun",
      "Mars trine Moon",
      "Saturn opposition True Node",
    ]);
    expect(told[0]!.exact).toEqual(["2026-11-03T01:00+00:00", "2026-11-29T05:00+00:00"]);
    expect(told[0]!.text).toBe(TRANSIT_TEXTS.Pluto.Sun.hard);
    expect(told[1]!.text).toBe(TRANSIT_TEXTS.Mars.Moon.easy);
    expect(told[2]!.text).toBe(NODE_TRANSITS.Saturn.hard);
  });

  it("never gives one text twice", () => {
    const texts = told.map((h) => h.text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("says each contact's length from its own dates, a retrograde loop whole", () => {
    const dated = (r: TimelineRow, begins: string, ends: string): TimelineRow => ({
      ...r,
      begins: at(begins),
      ends: at(ends),
    });
    const rows = [
      // "for a week or so" in the bank, under a contact of three weeks.
      dated(
        row("Mars", "square", "Sun", "2026-11-12T08:00+00:00"),
        "2026-11-02T00:00+00:00",
        "2026-11-23T00:00+00:00",
      ),
      // A Pluto contact of two and a half years, its loop exact twice in the month.
      dated(
        row("Pluto", "square", "Sun", "2026-11-03T01:00+00:00", "2026-11-29T05:00+00:00"),
        "2025-03-01T00:00+00:00",
        "2027-09-01T00:00+00:00",
      ),
    ];
    expect(TRANSIT_TEXTS.Mars.Sun.hard).toContain("for a week or so");
    const told = monthHighlights(rows, "2026-11");
    const mars = told.find((h) => h.transiting === "Mars")!;
    expect(mars.text).toContain("for about three weeks");
    expect(mars.text).not.toContain("a week or so");
    expect(told).toHaveLength(2);
    for (const h of told) {
      const r = rows.find((x) => x.transiting === h.transiting)!;
      const span = spanWords(r.begins!.utc, r.ends!.utc);
      const phrases = [...h.text.matchAll(LENGTH_PHRASE)].map(([phrase]) => phrase);
      for (const phrase of phrases) expect(phrase).toMatch(new RegExp(`${span}$`));
    }
  });
});
