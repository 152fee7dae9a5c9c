import { afterEach, describe, expect, it, vi } from "vitest";
import { GENERAL } from "~/content/daily/general";
import { readingEvents } from "~/domain/events/find";
import { rankDay } from "~/domain/events/headline";
import type { SkyEvent } from "~/domain/events/types";
import type { CalendarDate } from "~/domain/calendar-date";
import { composeReading as compose } from "~/domain/horoscope/reading";
import { PART_NAMES } from "~/domain/horoscope/types";
import { houseOf } from "~/domain/horoscope/facts";
import { matchFor } from "~/domain/horoscope/lucky";
import { findSeams } from "../../../tests/support/horoscope-seams";
import { article, ordinal } from "~/domain/horoscope/text";
import { computeSky } from "~/domain/sky/sky";
import type { Sky } from "~/domain/sky/types";
import { getSign, SIGNS } from "~/domain/zodiac";

const ARIES = getSign("aries");

/** The reading for a sky, with that date's real events ranked as the site ranks them. */
function composeReading(sky: Sky, sign: ReturnType<typeof getSign>, events?: SkyEvent[]) {
  return compose(sky, sign, rankDay(sky.date, sky, events ?? readingEvents(sky.date, 1)));
}

function readingOn(date: CalendarDate, slug: Parameters<typeof getSign>[0]) {
  return composeReading(computeSky(date), getSign(slug));
}
const PISCES = getSign("pisces");
const SIGN_NAMES = SIGNS.map((s) => s.name);

describe("houseOf", () => {
  it("counts whole-sign solar houses from the sign itself", () => {
    expect(houseOf(getSign("virgo").index, ARIES.index)).toBe(6);
    expect(houseOf(ARIES.index, PISCES.index)).toBe(2);
    expect(houseOf(getSign("libra").index, ARIES.index)).toBe(7);
    expect(houseOf(getSign("aquarius").index, PISCES.index)).toBe(12);
    for (const sign of SIGNS) expect(houseOf(sign.index, sign.index)).toBe(1);
  });

  it("puts the body's house in the reading's sky summary", () => {
    const sky = computeSky({ year: 2026, month: 11, day: 21 });
    for (const sign of SIGNS) {
      for (const body of composeReading(sky, sign).sky.bodies) {
        const bodySign = SIGNS.find((s) => s.name === body.sign)!;
        expect(body.house).toBe(((bodySign.index - sign.index + 12) % 12) + 1);
      }
    }
  });
});

describe("text helpers", () => {
  it("writes ordinals", () => {
    expect([1, 2, 3, 4, 11, 12].map(ordinal)).toEqual(["1st", "2nd", "3rd", "4th", "11th", "12th"]);
  });

  it("chooses a or an by sound", () => {
    expect(["Aries", "eclipse", "opposition", "8th", "11th", "hour"].map(article)).toEqual(
      Array(6).fill("an"),
    );
    expect(["Gemini", "trine", "union", "one-off", "2nd", "useful"].map(article)).toEqual(
      Array(6).fill("a"),
    );
  });
});

describe("findSeams", () => {
  it("passes clean prose", () => {
    expect(
      findSeams("The full moon lights your 7th house. An Aries Moon is bold; a union helps."),
    ).toEqual([]);
  });

  it.each([
    "The Moon is in undefined.",
    "Venus is NaN% lit.",
    "The Moon is in {sign}.",
    "Venus trines the the Moon.",
    "It is a Aries Moon.",
    "It is a eclipse.",
    "Expect a opposition.",
    "Expect an square.",
    "The Moon is bright. venus is not.",
    "Mars squares venus today.",
    "The moon is in Virgo.",
    "Mars is  bold.",
    "Mars is bold .",
    "Mars is bold",
  ])("flags %j", (text) => {
    expect(findSeams(text)).not.toEqual([]);
  });
});

describe("matchFor", () => {
  it("takes the Moon's sign when it shares your element pair", () => {
    expect(matchFor(ARIES.index, getSign("leo").index)).toBe("Leo");
    expect(matchFor(ARIES.index, getSign("gemini").index)).toBe("Gemini");
  });

  it("gives the next sign of your element when the Moon is in your sign", () => {
    expect(matchFor(ARIES.index, ARIES.index)).toBe("Leo");
    expect(matchFor(PISCES.index, PISCES.index)).toBe("Cancer");
  });

  it("otherwise gives the sign the Moon enters next, or the one it left", () => {
    expect(matchFor(ARIES.index, getSign("taurus").index)).toBe("Gemini");
    expect(matchFor(ARIES.index, PISCES.index)).toBe("Aquarius");
  });
});

describe("composeReading", () => {
  const sky = computeSky({ year: 2026, month: 11, day: 21 });

  afterEach(() => vi.restoreAllMocks());

  it("returns exactly the API's fields, typed", () => {
    const reading = composeReading(sky, ARIES);
    expect(Object.keys(reading).sort()).toEqual(
      [
        "basis",
        "career",
        "date",
        "finance",
        "health",
        "love",
        "lucky",
        "normal",
        "ratings",
        "sky",
        "zodiacSign",
      ].sort(),
    );
    expect(reading.date).toBe("2026-11-21");
    expect(reading.zodiacSign).toBe("Aries");
    for (const part of PART_NAMES) expect(typeof reading[part]).toBe("string");
    expect(Object.keys(reading.ratings).sort()).toEqual([
      "career",
      "finance",
      "health",
      "love",
      "overall",
    ]);
    expect(reading.lucky).toEqual({
      number: expect.any(Number),
      color: expect.any(String),
      mood: expect.any(String),
      match: expect.any(String),
    });
    expect(reading.sky.bodies).toHaveLength(10);
    for (const body of reading.sky.bodies) {
      expect(SIGN_NAMES).toContain(body.sign);
      expect(Number.isInteger(body.longitude * 100)).toBe(true);
      expect(Number.isInteger(Math.round(body.degree * 100))).toBe(true);
      expect(body.degree).toBeGreaterThanOrEqual(0);
      expect(body.degree).toBeLessThan(30);
    }
    expect(reading.sky.moonPhase).toEqual({
      name: sky.moonPhase.name,
      illumination: expect.any(Number),
    });
    expect(reading.sky.aspects).toHaveLength(sky.aspects.length);
    expect(reading.basis.length).toBeGreaterThan(2);
  });

  it("is deterministic and never consults the clock or Math.random", () => {
    vi.spyOn(Math, "random").mockImplementation(() => {
      throw new Error("Math.random used");
    });
    vi.spyOn(Date, "now").mockImplementation(() => {
      throw new Error("Date.now used");
    });
    for (const sign of SIGNS) {
      const first = composeReading(sky, sign);
      const again = composeReading(structuredClone(sky), sign);
      expect(JSON.stringify(again)).toBe(JSON.stringify(first));
    }
  });

  it("names the Moon's sign and house in the basis, first", () => {
    const moonSign = getSign(sky.bodies.find((b) => b.name === "Moon")!.sign);
    for (const sign of SIGNS) {
      const house = ordinal(((moonSign.index - sign.index + 12) % 12) + 1);
      expect(composeReading(sky, sign).basis[0]).toBe(
        `The Moon is in ${moonSign.name}, your ${house} house.`,
      );
    }
  });

  it("speaks of the sky it was given", () => {
    const reading = composeReading(sky, ARIES);
    const moonSign = getSign(sky.bodies.find((b) => b.name === "Moon")!.sign).name;
    expect(reading.normal).toContain(moonSign);
    expect(reading.basis).toContain("The Moon is a waxing gibbous, 87% lit.");
  });
});

describe("the big events of November 2026 lead the day", () => {
  it("puts the Full Moon at 2° Gemini in Gemini's own sign and Sagittarius's 7th house", () => {
    const gemini = readingOn({ year: 2026, month: 11, day: 24 }, "gemini");
    expect(gemini.basis).toContain("Full Moon at 2° Gemini, 14:53 UTC.");
    expect(sentence(gemini.normal)).toMatch(/2° Gemini/);
    expect(sentence(gemini.normal)).toContain("in your own sign");
    const sagittarius = readingOn({ year: 2026, month: 11, day: 24 }, "sagittarius");
    expect(sentence(sagittarius.normal)).toContain("in your 7th house");
  });

  it("leads with Venus turning direct on its station day, for every sign", () => {
    for (const sign of SIGNS) {
      const reading = readingOn(VENUS_STATION, sign.slug);
      expect(sentence(reading.normal)).toContain("Venus");
      expect(reading.basis.some((fact) => /^Venus turns direct at /.test(fact))).toBe(true);
    }
  });

  it("dates the exact Uranus-Pluto trine of 29 November 2026 in the basis", () => {
    const reading = readingOn({ year: 2026, month: 11, day: 29 }, "leo");
    expect(
      reading.basis.some((fact) =>
        /^Uranus and Pluto make an exact trine at \d\d:\d\d UTC\.$/.test(fact),
      ),
    ).toBe(true);
  });
});

describe("a synthetic sky with every kind of event", () => {
  // Venus and Mercury retrograde, a station, a planet and a Moon ingress, a full moon.
  const sky: Sky = {
    date: { year: 2031, month: 3, day: 8 },
    bodies: [
      { name: "Sun", longitude: 347.2, sign: "pisces", degree: 17.2, retrograde: false, speed: 1 },
      { name: "Moon", longitude: 168.9, sign: "virgo", degree: 18.9, retrograde: false, speed: 13 },
      {
        name: "Mercury",
        longitude: 330.5,
        sign: "aquarius",
        degree: 0.5,
        retrograde: true,
        speed: -0.4,
      },
      {
        name: "Venus",
        longitude: 10.1,
        sign: "aries",
        degree: 10.1,
        retrograde: true,
        speed: -0.7,
      },
      { name: "Mars", longitude: 99.1, sign: "cancer", degree: 9.1, retrograde: true, speed: -0.1 },
      {
        name: "Jupiter",
        longitude: 200.3,
        sign: "libra",
        degree: 20.3,
        retrograde: true,
        speed: -0.1,
      },
      {
        name: "Saturn",
        longitude: 75.8,
        sign: "gemini",
        degree: 15.8,
        retrograde: false,
        speed: 0.05,
      },
      {
        name: "Uranus",
        longitude: 100.2,
        sign: "cancer",
        degree: 10.2,
        retrograde: false,
        speed: 0.01,
      },
      {
        name: "Neptune",
        longitude: 11.4,
        sign: "aries",
        degree: 11.4,
        retrograde: false,
        speed: 0.03,
      },
      {
        name: "Pluto",
        longitude: 309.9,
        sign: "aquarius",
        degree: 9.9,
        retrograde: false,
        speed: 0.01,
      },
    ],
    moonPhase: { name: "full moon", illumination: 0.995, elongation: 181.7 },
    aspects: [
      { bodies: ["Sun", "Moon"], type: "opposition", orb: 1.7 },
      { bodies: ["Venus", "Neptune"], type: "conjunction", orb: 1.3 },
      { bodies: ["Mars", "Venus"], type: "square", orb: 1.0 },
      { bodies: ["Mercury", "Jupiter"], type: "trine", orb: 0.2 },
    ],
    ingresses: [
      { body: "Moon", from: "virgo", to: "libra", time: "2031-03-08T21:05Z" },
      { body: "Mercury", from: "pisces", to: "aquarius", time: "2031-03-08T03:40Z" },
    ],
    stations: [{ body: "Mars", turns: "direct" }],
  };

  const events: SkyEvent[] = [
    { kind: "ingress", body: "Mercury", from: "pisces", to: "aquarius", time: "2031-03-08T03:40Z" },
    {
      kind: "station",
      body: "Mars",
      turns: "direct",
      date: "2031-03-08",
      sign: "cancer",
      degree: 5.4,
    },
  ];

  it("leads with the station, and gives each part its own planet's aspect", () => {
    const aries = composeReading(sky, ARIES, events);
    expect(sentence(aries.normal)).toContain("Mars");
    expect(sentence(aries.normal)).toContain("in your 4th house");
    expect(aries.basis).toContain("Mars turns direct at 5° Cancer today.");
    expect(aries.basis).toContain("Venus makes a conjunction with Neptune (orb 1.3°).");
    expect(aries.basis).toContain("Mars makes a square with Venus (orb 1.0°).");
    expect(aries.love).toContain("Neptune");
    expect(aries.health).toContain("Venus");
    for (const sign of SIGNS) {
      const reading = composeReading(sky, sign, events);
      for (const part of PART_NAMES) expect(findSeams(reading[part])).toEqual([]);
    }
  });

  it("lowers the love rating when Venus is retrograde and squared", () => {
    const direct: Sky = {
      ...sky,
      bodies: sky.bodies.map((b) => (b.name === "Venus" ? { ...b, retrograde: false } : b)),
      aspects: sky.aspects.filter((a) => a.type !== "square"),
    };
    expect(composeReading(sky, ARIES, events).ratings.love).toBeLessThan(
      composeReading(direct, ARIES, events).ratings.love,
    );
  });
});

const VENUS_STATION = { year: 2026, month: 11, day: 14 };

function sentence(text: string): string {
  return text.split(/(?<=[.!?])\s+/)[0]!;
}

describe("a long transit in one part", () => {
  // Mars squares Uranus within Taurus's health window from 3 to 6 December 2026: before, the
  // health paragraph named it on all four days, each time as news.
  it("tells Taurus's health the Mars-Uranus square once as news, then as still going on", () => {
    const health = [3, 4, 5, 6].map(
      (day) => readingOn({ year: 2026, month: 12, day }, "taurus").health,
    );
    const isSquare = (s: string) => ["Mars", "Uranus", "square"].every((w) => s.includes(w));
    const told = health.map((text) => text.split(/(?<=\.)\s+/).find(isSquare));
    expect(told[0]).toBeDefined();
    expect(told[0]).not.toMatch(/\bstill\b/);
    expect(told[1]).toBeUndefined();
    expect(told[2]).toMatch(/\bstill\b/);
    expect(told[3]).toBeUndefined();
  });
});

describe("the general paragraph's closing", () => {
  // 1 December 2026: the Moon squares the Sun, and Taurus's overall rating is 4 stars; the
  // closing was "Make the most of your good mood by sharing it."
  it("meets a square's friction on a good day rather than cheering past it", () => {
    const normal = readingOn({ year: 2026, month: 12, day: 1 }, "taurus").normal;
    const closing = normal.split(/(?<=\.)\s+/).at(-1)!;
    expect(GENERAL.crossedClosings.high).toContain(closing);
  });
});
