// Weekly and monthly readings over 2027: real events with their dates, lengths within the
// issue's ranges, ratings that are the days' means, and no sentence said twice in one reading.
import { beforeAll, describe, expect, it } from "vitest";
import { PERIOD_FRAME } from "~/content/daily/period-frame";
import { PERIOD_OPENERS } from "~/content/daily/period-openers";
import { type Mood } from "~/content/daily/types";
import { addDays, dayNumber, toIso, type CalendarDate } from "~/domain/calendar-date";
import { readingEvents } from "~/domain/events/find";
import type { SkyEvent } from "~/domain/events/types";
import { rankDay, weightOf } from "~/domain/events/headline";
import { PART_PLANETS } from "~/domain/horoscope/facts";
import { composePeriod } from "~/domain/horoscope/period";
import { headlineRank, periodHeadline } from "~/domain/horoscope/period-headline";
import { periodDays, periodStart, type PeriodKind } from "~/domain/horoscope/period-dates";
import { composeReading } from "~/domain/horoscope/reading";
import { wordCount } from "~/domain/horoscope/text";
import type { FocusPart, PeriodReading, Ratings } from "~/domain/horoscope/types";
import { computeSky } from "~/domain/sky/sky";
import type { Sky } from "~/domain/sky/types";
import { SIGNS, type Planet, type Sign, type SignSlug } from "~/domain/zodiac";
import { findSeams, sentencesOf } from "../../../tests/support/horoscope-seams";

const daily = new Map<string, { ratings: Ratings[]; moon: SignSlug }>();
// Each sky once: a day's reading looks back at the days before it (aspect-runs.ts).
const skies = new Map<string, Sky>();
const skyOn = (date: CalendarDate) => {
  const key = toIso(date);
  if (!skies.has(key)) skies.set(key, computeSky(date));
  return skies.get(key)!;
};
const eventsOf = new Map<string, SkyEvent[]>();

function dayOf(date: CalendarDate): { ratings: Ratings[]; moon: SignSlug } {
  const key = toIso(date);
  let found = daily.get(key);
  if (!found) {
    const sky = skyOn(date);
    const ranked = rankDay(date, sky, readingEvents(date, 1));
    found = {
      ratings: SIGNS.map((sign) => composeReading(sky, sign, ranked, skyOn).ratings),
      moon: sky.bodies.find((b) => b.name === "Moon")!.sign,
    };
    daily.set(key, found);
  }
  return found;
}

function period(kind: PeriodKind, date: CalendarDate, sign: Sign): PeriodReading {
  const start = periodStart(kind, date);
  const days = periodDays(kind, start);
  const key = `${kind}|${toIso(start)}`;
  if (!eventsOf.has(key)) eventsOf.set(key, readingEvents(start, days));
  const dates = Array.from({ length: days }, (_, i) => dayOf(addDays(start, i)));
  return composePeriod({
    kind,
    start,
    sign,
    events: eventsOf.get(key)!,
    daily: dates.map((d) => d.ratings[sign.index]!),
    moonSigns: dates.map((d) => d.moon),
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

describe("the Moon in the sign's own days", () => {
  it("says one day as a day and several as days", () => {
    // Leo, week of 30 November 2026: the Moon is in Leo on the Monday only.
    const leo = period("weekly", { year: 2026, month: 11, day: 30 }, SIGNS[4]!);
    expect(leo.overview).toContain(
      "The Moon is in Leo on Monday, 30 November, a day when your own needs ask",
    );
    const several = SIGNS.map((sign) => period("weekly", { year: 2026, month: 12, day: 7 }, sign))
      .map((week) => /The Moon is in \w+ on ([^.]+?), (a day|days) when/.exec(week.overview))
      .filter((m) => m !== null);
    expect(several.length).toBeGreaterThan(0);
    for (const m of several) expect(m![2]).toBe(m![1]!.includes(" and ") ? "days" : "a day");
  });
});

describe("a period's headline", () => {
  const date = { year: 2026, month: 11, day: 25 };
  it("is the New or Full Moon in the sign or opposite it, before any ingress or aspect", () => {
    for (const sign of [SIGNS[2]!, SIGNS[8]!]) {
      const opener = sentencesOf(period("weekly", date, sign).overview)[0]!;
      expect(opener).toMatch(/Full Moon in Gemini/);
      expect(opener).toMatch(/Tuesday, 24 November/);
      expect(opener).not.toMatch(/events? to follow/);
    }
  });

  it("is a planet entering the sign when no lunation falls in or opposite it", () => {
    const opener = sentencesOf(period("weekly", date, SIGNS[5]!).overview)[0]!;
    expect(opener).toMatch(/Mars/);
    expect(opener).toMatch(/Virgo/);
    expect(opener).toMatch(/Wednesday, 25 November/);
  });

  it("ranks the sign's own lunation and its ruler's station above the sky's other events", () => {
    const virgo = SIGNS[5]!;
    const lunation = (sign: SignSlug) =>
      ({ kind: "lunation", phase: "full", time: "2026-11-24T14:00Z", sign, degree: 2 }) as const;
    const station = (body: Planet) =>
      ({
        kind: "station",
        body,
        turns: "retrograde",
        date: "2026-11-25",
        sign: "aries",
        degree: 3,
      }) as const;
    expect(headlineRank(lunation("pisces"), virgo)).toBeGreaterThan(
      headlineRank(station("Mercury"), virgo),
    );
    expect(headlineRank(station("Mercury"), virgo)).toBeGreaterThan(
      headlineRank(station("Saturn"), virgo),
    );
    expect(headlineRank(station("Saturn"), virgo)).toBeGreaterThan(
      headlineRank(lunation("gemini"), virgo),
    );
  });
});

describe("a year of weekly and monthly readings, every sign", () => {
  const weeks: PeriodReading[] = [];
  const months: PeriodReading[] = [];
  // The four weeks and months before 2027, so 2027's first periods have four to compare with.
  const weeksBefore: PeriodReading[] = [];
  const monthsBefore: PeriodReading[] = [];
  beforeAll(() => {
    const firstMonday = periodStart("weekly", { year: 2027, month: 1, day: 4 });
    for (let w = -4; w < 52; w++) {
      for (const sign of SIGNS)
        (w < 0 ? weeksBefore : weeks).push(period("weekly", addDays(firstMonday, w * 7), sign));
    }
    for (let m = -3; m <= 12; m++) {
      const date = m < 1 ? { year: 2026, month: m + 12, day: 1 } : { year: 2027, month: m, day: 1 };
      for (const sign of SIGNS) (m < 1 ? monthsBefore : months).push(period("monthly", date, sign));
    }
  }, 600_000);

  it("repeats at most 10% of a period's sentences from the sign's previous four periods", () => {
    const report: string[] = [];
    const recurring = new Map<string, number>();
    for (const [before, year] of [
      [weeksBefore, weeks],
      [monthsBefore, months],
    ] as const) {
      const all = [...before, ...year];
      const shares = year.map((r, i) => {
        const here = i + before.length;
        const earlier = new Set(
          [1, 2, 3, 4].flatMap((back) => allText(all[here - back * 12]!).flatMap(sentencesOf)),
        );
        const sentences = allText(r).flatMap(sentencesOf);
        if (process.env.PERIOD_FIGURES)
          for (const s of sentences.filter((s) => earlier.has(s)))
            recurring.set(s, (recurring.get(s) ?? 0) + 1);
        return sentences.filter((s) => earlier.has(s)).length / sentences.length;
      });
      const mean = shares.reduce((a, b) => a + b, 0) / shares.length;
      const worst = Math.max(...shares);
      report.push(
        `${year[0]!.period}: mean ${(mean * 100).toFixed(1)}%, worst ${(worst * 100).toFixed(1)}%`,
      );
      if (worst > 0.1)
        report.push(
          `${year[0]!.period} over 10%: ${shares.filter((s) => s > 0.1).length} of ${shares.length}`,
        );
    }
    if (process.env.PERIOD_FIGURES) {
      console.info(report.join("\n"));
      console.info(
        [...recurring]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 40)
          .map(([s, n]) => `${n} ${s}`)
          .join("\n"),
      );
    }
    expect(report.filter((line) => line.includes("over"))).toEqual([]);
  });

  it("opens on the headline event with its day, and tells each area its planets' own event", () => {
    const bad: string[] = [];
    const dated =
      /\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December)\b/;
    for (const r of [...weeks, ...months]) {
      const sign = SIGNS.find((s) => s.name === r.zodiacSign)!;
      const events = eventsOf.get(`${r.period}|${r.start}`)!;
      const headline = periodHeadline(events, sign);
      const opener = sentencesOf(r.overview)[0]!;
      const named = headline && namesOf(headline).every((name) => opener.includes(name));
      if (headline && (!named || !dated.test(opener)))
        bad.push(`${r.period} ${r.start} ${r.zodiacSign}: ${opener}`);
      const parts = { love: r.love, career: r.career, health: r.health, finance: r.finance };
      // An area's own event is one the opener and the areas before it have not told.
      const claimed = new Set<SkyEvent>(headline ? [headline] : []);
      for (const [part, text] of Object.entries(parts) as [FocusPart, string][]) {
        const planets = PART_PLANETS[part];
        const own = events
          .filter(
            (e) =>
              e.kind !== "lunation" &&
              !claimed.has(e) &&
              namesOf(e).some((n) => planets.includes(n as Planet)),
          )
          .sort((a, b) => weightOf(b) - weightOf(a))
          .slice(0, r.period === "weekly" ? 1 : 2);
        own.forEach((e) => claimed.add(e));
        const first = sentencesOf(text)[0]!;
        if (own.length > 0 && (!planets.some((p) => first.includes(p)) || !dated.test(first)))
          bad.push(`${r.period} ${r.start} ${r.zodiacSign} ${part}: ${first}`);
      }
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  // Scorpio's week of 30 November 2026 gave love two general lines: its only Venus event,
  // Venus entering Scorpio, was the headline. Before: 314 of the year's 3,072 area paragraphs
  // (weeks and months) had only general lines (docs/writing/daily-texts.md#weekly-and-monthly).
  it("gives every love, work, health and money paragraph a sentence of its own period", () => {
    const general = new Set(
      Object.values(PERIOD_FRAME.areas).flatMap((bands) => Object.values(bands).flat()),
    );
    const bad = [...weeks, ...months].flatMap((r) =>
      (["love", "career", "health", "finance"] as const)
        .filter((part) => sentencesOf(r[part]).every((s) => general.has(s)))
        .map((part) => `${r.period} ${r.start} ${r.zodiacSign} ${part}: ${r[part]}`),
    );
    if (process.env.PERIOD_FIGURES)
      console.info(`area paragraphs with general lines only: ${bad.length}`);
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it("tells each sky event once: no area repeats the opener's event or another area's", () => {
    const bad: string[] = [];
    let told = 0;
    for (const r of [...weeks, ...months]) {
      const events = eventsOf.get(`${r.period}|${r.start}`)!;
      const sentences = [
        sentencesOf(r.overview)[0]!,
        ...[r.love, r.career, r.health, r.finance].flatMap(sentencesOf),
      ];
      for (const event of events) {
        const date = dayMonth(event.kind === "station" ? event.date : event.time.slice(0, 10));
        const names = namesOf(event);
        const telling = sentences.filter(
          (s) => new RegExp(`\\b${date}\\b`).test(s) && names.every((n) => s.includes(n)),
        );
        told += telling.length;
        if (telling.length > 1)
          bad.push(`${r.period} ${r.start} ${r.zodiacSign}: ${telling.join(" / ")}`);
      }
    }
    expect(told).toBeGreaterThan(weeks.length + months.length);
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("never names the other period: no week in a month's text, no month in a week's", () => {
    const bad = [
      ...weeks.flatMap((r) => allText(r).filter((t) => /\b(month|monthly)\b/i.test(t))),
      ...months.flatMap((r) => allText(r).filter((t) => /\b(week|weekly|seven days)\b/i.test(t))),
    ];
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it('says "energy" at most once per 1,000 words, and never opens on a count of events', () => {
    const all = [...weeks, ...months];
    const text = all.map((r) => allText(r).join(" ")).join(" ");
    const energy = text.match(/\benerg(y|ies)\b/gi)?.length ?? 0;
    if (process.env.PERIOD_FIGURES)
      console.info(
        `energy ${energy} in ${wordCount(text)} words; openers on a count: ${all.filter((r) => /The sky has \w+ events? to follow/.test(r.overview)).length}`,
      );
    expect(energy / (wordCount(text) / 1000)).toBeLessThanOrEqual(1);
    expect(all.filter((r) => /The sky has \w+ events? to follow/.test(r.overview)).length).toBe(0);
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

  // Each opener template's mood, as labelled in the bank, read back from the filled sentence.
  const moodOf = (sentence: string): Mood | undefined =>
    Object.values(PERIOD_OPENERS)
      .flatMap((byMood) =>
        (Object.entries(byMood) as [Mood, readonly string[]][]).flatMap(([mood, lines]) =>
          lines.map((line) => [line, mood] as const),
        ),
      )
      .find(([line]) => templateRegex(line).test(sentence))?.[1];

  it("opens no 1-2 star period on good news and no 4-5 star period on hard news", () => {
    const bad: string[] = [];
    for (const r of [...weeks, ...months]) {
      const opener = sentencesOf(r.overview)[0]!;
      const mood = moodOf(opener);
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

function templateRegex(line: string): RegExp {
  return new RegExp(`^${line.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, ".+")}$`);
}

const MONTH_NAMES =
  "January February March April May June July August September October November December".split(
    " ",
  );

/** "9 March" from "2027-03-09", as the period texts date an event. */
function dayMonth(iso: string): string {
  return `${Number(iso.slice(8, 10))} ${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]}`;
}

function namesOf(event: SkyEvent): string[] {
  const sign = (slug: SignSlug) => SIGNS.find((s) => s.slug === slug)!.name;
  switch (event.kind) {
    case "lunation":
      return [event.eclipse ? "eclipse" : "Moon", sign(event.sign)];
    case "station":
      return [event.body];
    case "ingress":
      return [event.body, sign(event.to)];
    case "aspect":
      return [...event.bodies];
  }
}
