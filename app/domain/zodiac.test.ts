import { describe, expect, it } from "vitest";
import { findSign, formatRange, SIGNS, signOfLongitude } from "~/domain/zodiac";
import { signForDate } from "../../tests/support/sign-for-date";

describe("signForDate", () => {
  it("gives each sign on the first and last day of its range", () => {
    for (const sign of SIGNS) {
      expect(signForDate(sign.start.month, sign.start.day).slug).toBe(sign.slug);
      expect(signForDate(sign.end.month, sign.end.day).slug).toBe(sign.slug);
    }
  });

  it("moves to the next sign the day after each range ends", () => {
    for (const sign of SIGNS) {
      const next = SIGNS[(sign.index + 1) % 12]!;
      const end = new Date(Date.UTC(2025, sign.end.month - 1, sign.end.day + 1));
      expect(signForDate(end.getUTCMonth() + 1, end.getUTCDate()).slug).toBe(next.slug);
    }
  });

  it("keeps Capricorn across the new year", () => {
    expect(signForDate(12, 31).slug).toBe("capricorn");
    expect(signForDate(1, 1).slug).toBe("capricorn");
    expect(signForDate(1, 19).slug).toBe("capricorn");
    expect(signForDate(1, 20).slug).toBe("aquarius");
    expect(signForDate(12, 21).slug).toBe("sagittarius");
  });

  it("covers every day of a leap year", () => {
    let days = 0;
    for (
      let d = new Date(Date.UTC(2024, 0, 1));
      d.getUTCFullYear() === 2024;
      d.setUTCDate(d.getUTCDate() + 1)
    ) {
      expect(signForDate(d.getUTCMonth() + 1, d.getUTCDate())).toBeDefined();
      days++;
    }
    expect(days).toBe(366);
    expect(signForDate(2, 29).slug).toBe("pisces");
  });
});

describe("signs", () => {
  it("alternate elements and cycle modalities in zodiac order", () => {
    expect(SIGNS.map((s) => s.element).slice(0, 4)).toEqual(["fire", "earth", "air", "water"]);
    expect(findSign("Scorpio")?.modality).toBe("fixed");
    expect(findSign("PISCES")?.element).toBe("water");
    expect(findSign("ophiuchus")).toBeUndefined();
  });

  it("map longitudes to their 30-degree slices", () => {
    expect(signOfLongitude(0).slug).toBe("aries");
    expect(signOfLongitude(29.999).slug).toBe("aries");
    expect(signOfLongitude(240).slug).toBe("sagittarius");
    expect(signOfLongitude(-1).slug).toBe("pisces");
    expect(signOfLongitude(720 + 45).slug).toBe("taurus");
  });

  it("write ranges as the specification does", () => {
    expect(formatRange(findSign("aries")!)).toBe("Mar 21\u2013Apr 19");
    expect(formatRange(findSign("capricorn")!)).toBe("Dec 22\u2013Jan 19");
  });
});
