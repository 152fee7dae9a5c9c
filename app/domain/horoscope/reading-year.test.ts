// A year of readings for all twelve signs: length, ratings, seams and the uniqueness rules.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, toIso } from "~/domain/calendar-date";
import { composeReading } from "~/domain/horoscope/reading";
import { PART_NAMES, type Reading } from "~/domain/horoscope/types";
import { findSeams, sentencesOf } from "../../../tests/support/horoscope-seams";
import { ordinal, wordCount } from "~/domain/horoscope/text";
import { computeSky } from "~/domain/sky";
import { SIGNS } from "~/domain/zodiac";

const SIGN_NAMES = SIGNS.map((s) => s.name);

describe("a whole year, every sign", () => {
  const DAYS = 365;
  const start = { year: 2026, month: 1, day: 1 };
  // readings[day][signIndex]; each day's sky is computed once and shared by the twelve signs.
  const readings: Reading[][] = [];

  beforeAll(() => {
    for (let d = 0; d < DAYS; d++) {
      const sky = computeSky(addDays(start, d));
      readings.push(SIGNS.map((sign) => composeReading(sky, sign)));
    }
  });

  const all = () => readings.flat();

  it("writes 50-130 words per part", () => {
    const bad = all().flatMap((r) =>
      PART_NAMES.filter((p) => wordCount(r[p]) < 50 || wordCount(r[p]) > 130).map(
        (p) => `${r.date} ${r.zodiacSign} ${p}: ${wordCount(r[p])} words`,
      ),
    );
    expect(bad).toEqual([]);
  });

  it("rates every part with an integer from 1 to 5", () => {
    const values = new Set(all().flatMap((r) => Object.values(r.ratings)));
    expect([...values].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("gives valid lucky picks", () => {
    const bad = all().filter(
      ({ lucky }) =>
        !Number.isInteger(lucky.number) ||
        lucky.number < 1 ||
        lucky.number > 99 ||
        !SIGN_NAMES.includes(lucky.match) ||
        lucky.color === "" ||
        lucky.mood === "",
    );
    expect(bad.map((r) => `${r.date} ${r.zodiacSign}`)).toEqual([]);
    // Numbers spread over the range rather than clustering.
    expect(new Set(all().map((r) => r.lucky.number)).size).toBe(99);
  });

  it("leaves no template seams in any part or basis line", () => {
    const bad = all().flatMap((r) =>
      [...PART_NAMES.map((p) => r[p]), ...r.basis].flatMap((text) =>
        findSeams(text).map((seam) => `${r.date} ${r.zodiacSign}: ${seam}`),
      ),
    );
    expect(bad.slice(0, 20)).toEqual([]);
  });

  it("never repeats a sentence inside one reading", () => {
    const bad: string[] = [];
    for (const r of all()) {
      const sentences = PART_NAMES.flatMap((p) => sentencesOf(r[p]));
      const seen = new Set<string>();
      for (const s of sentences) {
        if (seen.has(s)) bad.push(`${r.date} ${r.zodiacSign}: ${s}`);
        seen.add(s);
      }
    }
    expect(bad).toEqual([]);
  });

  it("never gives two signs the same paragraph on one date", () => {
    const bad: string[] = [];
    for (const day of readings) {
      const owner = new Map<string, string>();
      for (const r of day) {
        for (const p of PART_NAMES) {
          const other = owner.get(r[p]);
          if (other) bad.push(`${r.date} ${p}: ${other} and ${r.zodiacSign}`);
          owner.set(r[p], r.zodiacSign);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it("never repeats a paragraph for one sign within 30 days", () => {
    const bad: string[] = [];
    for (let s = 0; s < SIGNS.length; s++) {
      const lastSeen = new Map<string, number>();
      for (let d = 0; d < DAYS; d++) {
        for (const p of PART_NAMES) {
          const text = readings[d]![s]![p];
          const before = lastSeen.get(text);
          if (before !== undefined && d - before < 30) {
            bad.push(
              `${SIGNS[s]!.name} ${p}: ${toIso(addDays(start, before))} and ${toIso(addDays(start, d))}`,
            );
          }
          lastSeen.set(text, d);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it("names the Moon's sign and house in every basis", () => {
    for (const r of all()) {
      const moon = r.sky.bodies.find((b) => b.name === "Moon")!;
      expect(r.basis[0]).toBe(`The Moon is in ${moon.sign}, your ${ordinal(moon.house)} house.`);
    }
  });
});
