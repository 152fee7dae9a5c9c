// The signs of a day without a birth time, against the chart cast at the times they give.
import { describe, expect, it } from "vitest";
import { anglesAt } from "./houses";
import { moonSignsOverDay, risingSignsOverDay } from "./day-signs";
import { resolveLocalTime } from "./local-time";
import { bodiesAt } from "./points";
import { SIGNS } from "~/domain/zodiac";

const NEW_YORK = { zone: "America/New_York", latitude: 40.71, longitude: -74.01 };
const JULY_4 = { year: 1990, month: 7, day: 4 };

describe("rising signs over a day", () => {
  const spans = risingSignsOverDay(NEW_YORK.zone, JULY_4, NEW_YORK.latitude, NEW_YORK.longitude);

  it("covers the whole local day, every sign once or twice, in zodiac order", () => {
    expect(spans[0]!.from).toBe("00:00");
    expect(spans.at(-1)!.to).toBe("24:00");
    for (let i = 1; i < spans.length; i++) expect(spans[i]!.from).toBe(spans[i - 1]!.to);
    expect(new Set(spans.map((s) => s.sign)).size).toBe(12);
    expect(spans.length).toBeGreaterThanOrEqual(12);
    expect(spans.length).toBeLessThanOrEqual(13);
  });

  it("changes sign at the minute the Ascendant crosses", () => {
    // 15:30 EDT (UTC-4) was in Scorpio rising: the span holding 15:30 says so.
    const holding = spans.find((s) => s.from <= "15:30" && "15:30" < s.to)!;
    const at1530 = anglesAt(new Date(Date.UTC(1990, 6, 4, 19, 30)), 40.71, -74.01).ascendant;
    expect(holding.sign).toBe(
      [
        "Aries",
        "Taurus",
        "Gemini",
        "Cancer",
        "Leo",
        "Virgo",
        "Libra",
        "Scorpio",
        "Sagittarius",
        "Capricorn",
        "Aquarius",
        "Pisces",
      ][Math.floor(at1530 / 30)],
    );
    const [h, m] = holding.to.split(":").map(Number);
    const utc = Date.UTC(1990, 6, 4, h! + 4, m!);
    const before = anglesAt(new Date(utc - 60_000), 40.71, -74.01).ascendant;
    const after = anglesAt(new Date(utc + 60_000), 40.71, -74.01).ascendant;
    expect(Math.floor(before / 30)).not.toBe(Math.floor(after / 30));
  });
});

describe("the Moon's signs over a day", () => {
  it("gives one sign on a quiet day and two, with the change, on an ingress day", () => {
    const one = moonSignsOverDay("Europe/London", { year: 2026, month: 11, day: 24 }, 0);
    expect(one.length).toBeGreaterThanOrEqual(1);
    const days = Array.from({ length: 4 }, (_, i) =>
      moonSignsOverDay("Europe/London", { year: 2026, month: 11, day: 20 + i }, 0),
    );
    expect(days.some((d) => d.length === 2)).toBe(true);
    for (const d of days) expect(d.length).toBeLessThanOrEqual(2);
  });
});

// Each change is shown at its nearest minute, so the sign half a minute before the shown time
// is the span's own and half a minute after it the next one's: truncation fails this.
describe("the times of the changes", () => {
  const checkSpans = (
    spans: { sign: string; from: string; to: string }[],
    zone: string,
    date: { year: number; month: number; day: number },
    signAt: (utc: number) => number,
  ) => {
    const names = SIGNS.map((s) => s.name);
    for (const span of spans) {
      expect(span.from).toMatch(/^([01]\d|2[0-4]):[0-5]\d$/);
      expect(span.to).toMatch(/^([01]\d|2[0-4]):[0-5]\d$/);
      expect(span.from < span.to).toBe(true);
    }
    for (const span of spans.slice(0, -1)) {
      const [hour, minute] = span.to.split(":").map(Number);
      const local = resolveLocalTime(zone, { ...date, hour: hour!, minute: minute! });
      if (local.kind !== "exact") continue;
      expect(names[signAt(local.utc - 30)]).toBe(span.sign);
      expect(names[signAt(local.utc + 30)]).not.toBe(span.sign);
    }
  };

  for (const date of [
    { year: 1950, month: 6, day: 15 },
    { year: 1969, month: 12, day: 31 },
    { year: 1890, month: 3, day: 2 },
    { year: 2024, month: 1, day: 9 },
  ]) {
    it(`gives local clock times within the day on ${date.year}-${date.month}-${date.day}`, () => {
      const ascendantSign = (utc: number) =>
        Math.floor(anglesAt(new Date(utc * 1000), 40.71, -74.01).ascendant / 30);
      const rising = risingSignsOverDay(NEW_YORK.zone, date, NEW_YORK.latitude, NEW_YORK.longitude);
      expect(rising[0]!.from).toBe("00:00");
      expect(rising.at(-1)!.to).toBe("24:00");
      checkSpans(rising, NEW_YORK.zone, date, ascendantSign);
      const moonSign = (utc: number) =>
        Math.floor(bodiesAt(new Date(utc * 1000)).find((b) => b.name === "Moon")!.longitude / 30);
      for (let day = 0; day < 3; day++) {
        const next = { ...date, day: date.day + day };
        const moon = moonSignsOverDay(NEW_YORK.zone, next, NEW_YORK.longitude);
        checkSpans(moon, NEW_YORK.zone, next, moonSign);
      }
    });
  }
});
