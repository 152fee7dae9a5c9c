// The month in words: which transits are told, in what order, with which text, never twice.
import { describe, expect, it } from "vitest";
import { NODE_TRANSITS } from "~/content/transits/node";
import { TRANSIT_TEXTS } from "~/content/transits/banks";
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
});
