// Weekly and monthly readings over 2027: real events with their dates, lengths within the
// issue's ranges, ratings that are the days' means, and no sentence said twice in one reading.
import { beforeAll, describe, expect, it } from "vitest";
import { PERIOD_FRAME } from "~/content/daily/period-frame";
import { type Mood } from "~/content/daily/types";
import { addDays, dayNumber, toIso, type CalendarDate } from "~/domain/calendar-date";
import { readingEvents } from "~/domain/events/find";
import { rankDay } from "~/domain/events/headline";
import { composePeriod } from "~/domain/horoscope/period";
import { periodDays, periodStart, type PeriodKind } from "~/domain/horoscope/period-dates";
import { composeReading } from "~/domain/horoscope/reading";
import { wordCount } from "~/domain/horoscope/text";
import type { PeriodReading, Ratings } from "~/domain/horoscope/types";
import { computeSky } from "~/domain/sky/sky";
import { SIGNS, type Sign } from "~/domain/zodiac";
import { findSeams, sentencesOf } from "../../../tests/support/horoscope-seams";

const daily = new Map<string, Ratings[]>();

function ratingsOn(date: CalendarDate): Ratings[] {
  const key = toIso(date);
  let found = daily.get(key);
  if (!found) {
    const sky = computeSky(date);
    const ranked = rankDay(date, sky, readingEvents(date, 1));
    found = SIGNS.map((sign) => composeReading(sky, sign, ranked).ratings);
    daily.set(key, found);
  }
  return found;
}

function period(kind: PeriodKind, date: CalendarDate, sign: Sign): PeriodReading {
  const start = periodStart(kind, date);
  const days = periodDays(kind, start);
  return composePeriod({
    kind,
    start,
    sign,
    events: readingEvents(start, days),
    daily: Array.from({ length: days }, (_, i) => ratingsOn(addDays(start, i))[sign.index]!),
    moonSigns: Array.from(
      { length: days },
      (_, i) => computeSky(addDays(start, i)).bodies.find((b) => b.name === "Moon")!.sign,
    ),
  });
}

function words(reading: PeriodReading): number {
  return wordCount(allText(reading).join(" "));
}

function allText(r: PeriodReading): string[] {
  return [
    r.overview,
    ...r.events.flatMap((e) => [`On ${e.date}, ${e.fact}.`, e.meaning]),
    r.love,
    r.career,
    r.health,
    r.finance,
    r.closing,
  ];
}

describe("periodStart", () => {
  it("starts a week on Monday and a month on the 1st", () => {
    expect(periodStart("weekly", { year: 2026, month: 11, day: 25 })).toEqual({
      year: 2026,
      month: 11,
      day: 23,
    });
    expect(periodStart("weekly", { year: 2026, month: 11, day: 23 })).toEqual({
      year: 2026,
      month: 11,
      day: 23,
    });
    expect(periodStart("weekly", { year: 2026, month: 11, day: 29 })).toEqual({
      year: 2026,
      month: 11,
      day: 23,
    });
    expect(periodStart("monthly", { year: 2026, month: 2, day: 17 })).toEqual({
      year: 2026,
      month: 2,
      day: 1,
    });
    expect(periodDays("monthly", { year: 2028, month: 2, day: 1 })).toBe(29);
  });
});

describe("the week of the Full Moon in Gemini, 23-29 November 2026", () => {
  it("dates the Full Moon, Mars entering Virgo and the Uranus-Pluto trine for Gemini", () => {
    const week = period("weekly", { year: 2026, month: 11, day: 25 }, SIGNS[2]!);
    expect(week.start).toBe("2026-11-23");
    expect(week.end).toBe("2026-11-29");
    const facts = week.events.map((e) => `${e.date} ${e.fact}`);
    expect(facts).toContain("2026-11-24 Full Moon at 2° Gemini, in your own sign");
    expect(facts).toContain("2026-11-25 Mars enters Virgo, in your 4th house");
    expect(facts).toContain(
      "2026-11-29 Uranus (your own sign) and Pluto (your 9th house) make an exact trine",
    );
  });
});

describe("a year of weekly and monthly readings, every sign", () => {
  const weeks: PeriodReading[] = [];
  const months: PeriodReading[] = [];
  beforeAll(() => {
    const firstMonday = periodStart("weekly", { year: 2027, month: 1, day: 4 });
    for (let w = 0; w < 52; w++) {
      for (const sign of SIGNS) weeks.push(period("weekly", addDays(firstMonday, w * 7), sign));
    }
    for (let m = 1; m <= 12; m++) {
      for (const sign of SIGNS)
        months.push(period("monthly", { year: 2027, month: m, day: 1 }, sign));
    }
  });

  it("writes 250-450 words a week and 500-900 a month", () => {
    const bad = [
      ...weeks.filter((r) => words(r) < 250 || words(r) > 450),
      ...months.filter((r) => words(r) < 500 || words(r) > 900),
    ].map((r) => `${r.period} ${r.start} ${r.zodiacSign}: ${words(r)}`);
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("tells only events inside the period, in date order", () => {
    for (const r of [...weeks, ...months]) {
      const dates = r.events.map((e) => e.date);
      expect([...dates].sort()).toEqual(dates);
      for (const date of dates) {
        expect(date >= r.start && date <= r.end).toBe(true);
      }
    }
  });

  it("never says a sentence twice in one reading, and leaves no seams", () => {
    const bad: string[] = [];
    for (const r of [...weeks, ...months]) {
      const sentences = allText(r).flatMap(sentencesOf);
      if (new Set(sentences).size !== sentences.length)
        bad.push(
          `${r.period} ${r.start} ${r.zodiacSign}: ${sentences.filter((s, i) => sentences.indexOf(s) !== i)}`,
        );
      for (const text of allText(r)) bad.push(...findSeams(text).map((s) => `${r.start}: ${s}`));
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  // Each opener line's mood, as labelled in the bank.
  const moodOf = new Map<string, Mood>(
    [PERIOD_FRAME.weekOpeners, PERIOD_FRAME.monthOpeners].flatMap((bank) =>
      Object.values(bank).flatMap((byMood) =>
        (Object.entries(byMood) as [Mood, readonly string[]][]).flatMap(([mood, lines]) =>
          lines.map((line) => [line, mood] as const),
        ),
      ),
    ),
  );

  it("opens no 1-2 star period on good news and no 4-5 star period on hard news", () => {
    const bad: string[] = [];
    for (const r of [...weeks, ...months]) {
      const opener = sentencesOf(r.overview)[0]!;
      const mood = moodOf.get(opener);
      const stars = r.ratings.overall;
      if (!mood || (stars <= 2 && mood === "good") || (stars >= 4 && mood === "hard"))
        bad.push(`${r.period} ${r.start} ${r.zodiacSign} ${stars}* ${mood}: ${opener}`);
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("gives two signs different text for the same week", () => {
    for (let w = 0; w < 52; w++) {
      const texts = weeks.slice(w * 12, w * 12 + 12).map((r) => allText(r).join(" "));
      expect(new Set(texts).size).toBe(12);
    }
  });

  it("covers consecutive weeks without gaps", () => {
    for (let i = 12; i < weeks.length; i += 12) {
      expect(
        dayNumber({
          year: +weeks[i]!.start.slice(0, 4),
          month: +weeks[i]!.start.slice(5, 7),
          day: +weeks[i]!.start.slice(8),
        }) -
          dayNumber({
            year: +weeks[i - 12]!.end.slice(0, 4),
            month: +weeks[i - 12]!.end.slice(5, 7),
            day: +weeks[i - 12]!.end.slice(8),
          }),
      ).toBe(1);
    }
  });
});
