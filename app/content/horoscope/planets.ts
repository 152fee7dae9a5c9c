// What each planet stands for, in general and in each part, and how its retrograde reads.
import type { PlacementLine, RetrogradeLine, Three, Two } from "~/content/horoscope/types";
import type { Planet } from "~/domain/zodiac";

/** Single noun phrases with no inner "and", since sentences set two side by side. */
export const PRINCIPLES: Readonly<Record<Planet, Two<string>>> = {
  Sun: ["your sense of purpose", "your vitality"],
  Moon: ["your moods", "your emotional needs"],
  Mercury: ["your thinking", "the way you communicate"],
  Venus: ["your need for affection", "what you value"],
  Mars: ["your drive", "the urge to act"],
  Jupiter: ["your optimism", "your appetite for growth"],
  Saturn: ["your sense of duty", "the need for patience"],
  Uranus: ["the urge for change", "your restless streak"],
  Neptune: ["your intuition", "your imagination"],
  Pluto: ["your deepest desires", "the drive to transform"],
};

/** The planets each part watches, with what they mean there. */
export const PART_ROLES = {
  love: { Venus: ["affection", "tenderness"] },
  career: {
    Sun: ["your ambition", "your drive to lead"],
    Mercury: ["meetings, messages and paperwork", "your ideas and negotiations"],
    Saturn: ["deadlines and responsibility", "your long-term plans"],
  },
  health: { Mars: ["your physical energy", "your stamina"] },
  finance: {
    Venus: ["what you enjoy spending on", "your taste and your spending"],
    Jupiter: ["growth and good fortune", "lucky breaks"],
  },
} as const satisfies Record<string, Partial<Record<Planet, Two<string>>>>;

/** A part planet's retrograde, in that part's terms. */
export const RETROGRADES = {
  love: {
    Venus: [
      (c) =>
        `Venus is retrograde in ${c.sign}, your ${c.house} house, so old feelings have a way of returning, and an old flame or an old hurt may ask to be looked at again.`,
      (c) =>
        `With Venus retrograde in ${c.sign}, love is in review rather than in launch mode, and it is wiser to deepen a bond you have than to rush into a new one.`,
      (c) =>
        `Venus, retrograde through your ${c.house} house, turns the heart inward: what you want from love is changing, and you are allowed to take your time finding out how.`,
    ],
  },
  career: {
    Mercury: [
      (c) =>
        `Mercury is retrograde in ${c.sign}, your ${c.house} house, so double-check dates, read the small print and expect at least one message to go astray.`,
      (c) =>
        `With Mercury retrograde in ${c.sign}, this is a season for revising, re-reading and returning calls rather than signing anything new in a hurry.`,
      (c) =>
        `Mercury's retrograde run through your ${c.house} house favours old projects over new pitches; pick up the thread you dropped and it may prove valuable after all.`,
    ],
    Saturn: [
      (c) =>
        `Saturn is retrograde in ${c.sign}, your ${c.house} house, asking you to revisit a commitment and check that its foundations will hold.`,
      (c) =>
        `With Saturn retrograde in ${c.sign}, outside pressure eases a little, and you can quietly rework a plan that looked fixed.`,
      (c) =>
        `Saturn's slow retrograde through your ${c.house} house is a review of your duties, so drop the ones you took on out of guilt.`,
    ],
  },
  health: {
    Mars: [
      (c) =>
        `Mars is retrograde in ${c.sign}, your ${c.house} house, and your energy comes in fits and starts; pace yourself instead of forcing a personal best.`,
      (c) =>
        `With Mars retrograde in ${c.sign}, old aches and old frustrations can resurface, a sign to rest more and push less.`,
      (c) =>
        `Mars, moving backwards through your ${c.house} house, turns your drive inward, so gentle, steady training beats anything heroic.`,
    ],
  },
  finance: {
    Venus: [
      (c) =>
        `Venus is retrograde in ${c.sign}, your ${c.house} house, a poor time for luxury purchases and a good one for reviewing what you already own.`,
      (c) =>
        `With Venus retrograde in ${c.sign}, your sense of value is shifting, so sleep on anything expensive and beautiful before you buy it.`,
      (c) =>
        `Venus, retrograde in your ${c.house} house, brings back old money matters: a refund, a forgotten subscription, a loan you meant to settle.`,
    ],
    Jupiter: [
      (c) =>
        `Jupiter is retrograde in ${c.sign}, your ${c.house} house, so growth comes from consolidating gains rather than chasing new ones.`,
      (c) =>
        `With Jupiter retrograde in ${c.sign}, luck works best on the second attempt; revisit an opportunity you passed over.`,
      (c) =>
        `Jupiter's retrograde run through your ${c.house} house asks whether a plan is truly generous or merely big, so trim it to what you can carry.`,
    ],
  },
} as const satisfies Record<string, Partial<Record<Planet, Three<RetrogradeLine>>>>;

/** The sign's ruler when it is retrograde (general part). */
export const RULER_RETROGRADE: Three<PlacementLine> = [
  (c) =>
    `${c.planet}, your ruling planet, is retrograde in ${c.sign}, your ${c.house} house of ${c.houseName}, so look back before you push ahead.`,
  (c) =>
    `Your ruler, ${c.planet}, is retrograde in your ${c.house} house, turning ${c.role} inward for a while; revisiting beats reinventing.`,
  (c) =>
    `With your ruling planet ${c.planet} retrograde in ${c.sign}, plans that touch your ${c.house} house of ${c.houseName} need a second draft.`,
];

/** Cancer is ruled by the Moon, whose house the lead already names. */
export const MOON_RULER: Two<PlacementLine> = [
  (c) =>
    `The Moon is also your ruling planet, so its passage through your ${c.house} house counts double: your mood sets the tone for the people around you.`,
  (c) =>
    `As the sign the Moon rules, you feel its move through ${c.sign} more than most, and the pull of your ${c.house} house is hard to ignore.`,
];
