import { afterEach, describe, expect, it, vi } from "vitest";
import { CAREER } from "~/content/horoscope/career";
import { FINANCE } from "~/content/horoscope/finance";
import { GENERAL } from "~/content/horoscope/general";
import { HEALTH } from "~/content/horoscope/health";
import { LOVE } from "~/content/horoscope/love";
import { composeReading } from "~/domain/horoscope/reading";
import { PART_NAMES } from "~/domain/horoscope/types";
import { houseOf } from "~/domain/horoscope/facts";
import { matchFor } from "~/domain/horoscope/lucky";
import { findSeams } from "../../../tests/support/horoscope-seams";
import { article, ordinal } from "~/domain/horoscope/text";
import { computeSky } from "~/domain/sky";
import type { Sky } from "~/domain/sky-types";
import { getSign, SIGNS } from "~/domain/zodiac";

const ARIES = getSign("aries");
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

describe("the text banks", () => {
  it("name the Moon's house in every lead, so two signs never share a paragraph on one date", () => {
    for (const bank of [GENERAL, LOVE, CAREER, HEALTH, FINANCE]) {
      for (const lead of bank.leads) {
        expect(lead({ moonSign: "Libra", house: "7th", theme: "balance" })).toContain("7th house");
      }
    }
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
    for (const part of PART_NAMES)
      expect(reading[part]).toMatch(/\b(1st|2nd|3rd|[4-9]th|1[0-2]th) house\b/);
    expect(reading.normal).toContain(moonSign);
    expect(reading.basis).toContain("The Moon is a waxing gibbous, 87% lit.");
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
        speed: -0.3,
      },
      { name: "Mars", longitude: 95.4, sign: "cancer", degree: 5.4, retrograde: true, speed: -0.1 },
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
      { bodies: ["Mars", "Venus"], type: "square", orb: 4.7 },
      { bodies: ["Mercury", "Jupiter"], type: "trine", orb: 0.2 },
    ],
    ingresses: [
      { body: "Moon", from: "virgo", to: "libra", time: "2031-03-08T21:05Z" },
      { body: "Mercury", from: "pisces", to: "aquarius", time: "2031-03-08T03:40Z" },
    ],
    stations: [{ body: "Mars", turns: "direct" }],
  };

  it("mentions the retrogrades, the station, the ingress and the full moon", () => {
    const aries = composeReading(sky, ARIES);
    expect(aries.love).toContain("Venus");
    expect(aries.love).toMatch(/retrograde/);
    expect(aries.career).toMatch(/Mercury.*retrograde|retrograde.*Mercury/);
    expect(aries.normal).toMatch(/full moon/);
    expect(aries.basis).toContain("Mars stations direct in Cancer.");
    expect(aries.basis).toContain("Mercury enters Aquarius at 03:40 UTC.");
    expect(aries.basis).toContain("Venus is retrograde in Aries, your 1st house.");
    for (const sign of SIGNS) {
      const reading = composeReading(sky, sign);
      for (const part of PART_NAMES) expect(findSeams(reading[part])).toEqual([]);
    }
  });

  it("lowers the love rating when Venus is retrograde and squared", () => {
    const direct: Sky = {
      ...sky,
      bodies: sky.bodies.map((b) => (b.name === "Venus" ? { ...b, retrograde: false } : b)),
      aspects: sky.aspects.filter((a) => a.type !== "square"),
    };
    expect(composeReading(sky, ARIES).ratings.love).toBeLessThan(
      composeReading(direct, ARIES).ratings.love,
    );
  });
});
