// What the Moon's phase and sign say, for the general and health parts.
import type { PerPhase, Three, Two } from "~/content/horoscope/types";
import type { SignSlug } from "~/domain/zodiac";

/** `lit` is the illuminated share, "78%". */
export const PHASE_LINES: PerPhase<Three<(lit: string) => string>> = {
  "new moon": [
    (lit) =>
      `It is a new moon, ${lit} lit, the dark start of the lunar month and a natural moment to set an intention.`,
    () =>
      `Today brings the new moon, the quietest point of the lunar cycle, so plant a seed rather than expect a harvest.`,
    () =>
      `The new moon leaves the night sky dark, which makes today better for beginnings than for conclusions.`,
  ],
  "waxing crescent": [
    (lit) =>
      `A waxing crescent moon, ${lit} lit, adds a little momentum to anything you started in the past few days.`,
    (lit) =>
      `The Moon is a slim waxing crescent, ${lit} lit, a time for first steps and small commitments.`,
    () =>
      `With a waxing crescent moon in the evening sky, hope has an edge of impatience; keep going.`,
  ],
  "first quarter": [
    () =>
      `It is the first quarter moon, half lit, a turning point where early plans meet their first test.`,
    () =>
      `The first quarter moon asks for a decision: push on, adjust, or let go of something that is not working.`,
    () => `Half lit at first quarter, the Moon favours action over deliberation.`,
  ],
  "waxing gibbous": [
    (lit) =>
      `The Moon is waxing gibbous, ${lit} lit, a good stretch for refining what you have already begun rather than starting afresh.`,
    (lit) =>
      `With the Moon ${lit} lit and still growing, details matter; polish and adjust before the full moon.`,
    (lit) => `A waxing gibbous moon, ${lit} lit, rewards patience and fine-tuning.`,
  ],
  "full moon": [
    (lit) =>
      `It is a full moon, ${lit} lit, and feelings run high; whatever has been building comes to a head.`,
    () => `The full moon shows everything clearly, including what you might prefer not to see.`,
    () =>
      `Under the full moon, emotions are loud and results become visible, so celebrate what has worked.`,
  ],
  "waning gibbous": [
    (lit) =>
      `The Moon is waning gibbous, ${lit} lit, a time to share what you have learned and to give something back.`,
    (lit) => `As the Moon starts to wane, ${lit} lit, gratitude and generosity come more easily.`,
    () => `A waning gibbous moon favours teaching, explaining and passing things on.`,
  ],
  "last quarter": [
    () =>
      `It is the last quarter moon, half lit, a natural point to clear out what you no longer need.`,
    () =>
      `The last quarter moon asks you to let go of a plan, a habit or a grudge that has run its course.`,
    () =>
      `Half lit and waning, the Moon at last quarter favours endings, edits and honest reviews.`,
  ],
  "waning crescent": [
    (lit) =>
      `The Moon is a thin waning crescent, ${lit} lit, the tired end of the cycle, so rest before the next beginning.`,
    (lit) => `With only ${lit} of the Moon lit, energy is low and intuition is high.`,
    (lit) => `A waning crescent moon, ${lit} lit, asks for quiet, sleep and a little letting go.`,
  ],
};

/** How the phase bears on energy and rest. */
export const PHASE_HEALTH: PerPhase<Two<string>> = {
  "new moon": [
    "Energy is at a low ebb around the new moon, so start any new habit gently.",
    "The new moon is a good day to choose one healthy change and begin it small.",
  ],
  "waxing crescent": [
    "Your energy builds with the growing Moon, so add a little more movement each day.",
    "A waxing crescent suits new routines, as long as they start modestly.",
  ],
  "first quarter": [
    "The first quarter moon brings a burst of drive; use it for a harder workout or a long-postponed appointment.",
    "Push a little past your comfort zone at this first quarter, but stop before it hurts.",
  ],
  "waxing gibbous": [
    "As the Moon fills, your body tends to hold on to more, so drink plenty of water and go easy on salt.",
    "With the Moon waxing toward full, fine-tune your routine rather than overhauling it.",
  ],
  "full moon": [
    "Sleep can be light around the full moon, so wind down early with a screen-free hour.",
    "The full moon raises your energy and your restlessness together; burn off the surplus with movement.",
  ],
  "waning gibbous": [
    "The waning Moon is kind to cutting back: less sugar, less caffeine, more sleep.",
    "Stretching and steady movement suit this waning phase better than all-out effort.",
  ],
  "last quarter": [
    "The last quarter moon is a good time to drop a habit that drains you.",
    "At the last quarter, clear out whatever is not helping your health, from a stale routine to a cluttered bedroom.",
  ],
  "waning crescent": [
    "Your reserves are low at the end of the lunar cycle, so rest without guilt.",
    "A waning crescent asks for early nights and gentle stretching rather than hard training.",
  ],
};

/** The mood a Moon sign lends to everyone's day. */
export const MOON_SIGN_LINES: Readonly<Record<SignSlug, Two<string>>> = {
  aries: [
    "An Aries Moon makes everyone a little quicker to act, and a little quicker to anger.",
    "The Moon in Aries favours bold starts over careful finishes.",
  ],
  taurus: [
    "A Taurus Moon slows the pace and asks for comfort, good food and solid ground.",
    "The Moon in Taurus rewards patience and a steady hand.",
  ],
  gemini: [
    "A Gemini Moon fills the air with chatter, news and changing plans.",
    "The Moon in Gemini makes curiosity contagious and attention spans short.",
  ],
  cancer: [
    "A Cancer Moon makes people protective and sentimental, and home matters more than usual.",
    "The Moon in Cancer, its own sign, turns up everyone's feelings.",
  ],
  leo: [
    "A Leo Moon wants warmth, applause and a little drama.",
    "The Moon in Leo makes generosity easy and pride touchy.",
  ],
  virgo: [
    "A Virgo Moon likes lists, tidy corners and work that is plainly useful.",
    "The Moon in Virgo sharpens the eye for detail, and for flaws.",
  ],
  libra: [
    "A Libra Moon favours good manners, fair deals and pleasant company.",
    "The Moon in Libra makes people keen to please and slow to decide.",
  ],
  scorpio: [
    "A Scorpio Moon deepens every feeling and makes small talk hard to bear.",
    "The Moon in Scorpio favours privacy, loyalty and getting to the bottom of things.",
  ],
  sagittarius: [
    "A Sagittarius Moon brings optimism, bluntness and a craving for open space.",
    "The Moon in Sagittarius makes people restless for something bigger.",
  ],
  capricorn: [
    "A Capricorn Moon favours work over feelings and results over promises.",
    "The Moon in Capricorn makes everyone a little more serious and a lot more practical.",
  ],
  aquarius: [
    "An Aquarius Moon cools emotions and warms friendships.",
    "The Moon in Aquarius favours fresh ideas and a little distance.",
  ],
  pisces: [
    "A Pisces Moon softens edges and blurs boundaries.",
    "The Moon in Pisces makes people dreamy, kind and easily distracted.",
  ],
};
