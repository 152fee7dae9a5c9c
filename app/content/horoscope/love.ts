// Love, relationships and dating: the Moon's house as the heart sees it, and Venus.
import type { PartBank } from "~/content/horoscope/types";

export const LOVE: PartBank = {
  leads: [
    (c) => `With the Moon in your ${c.house} house, love turns toward ${c.theme}.`,
    (c) =>
      `The Moon's path through ${c.moonSign}, your ${c.house} house, colours your love life with ${c.theme}.`,
    (c) =>
      `In matters of the heart, the Moon in ${c.moonSign} lights your ${c.house} house and brings ${c.theme} to the surface.`,
    (c) =>
      `Romance takes its cue today from the Moon in ${c.moonSign}, your ${c.house} house, and from ${c.theme}.`,
    (c) =>
      `As the Moon moves through your ${c.house} house in ${c.moonSign}, your heart is drawn to ${c.theme}.`,
    (c) =>
      `Love today runs through your ${c.house} house, where the Moon sits in ${c.moonSign}, so think about ${c.theme}.`,
  ],
  themes: {
    1: ["the way you present yourself to someone you like", "your own charm and confidence"],
    2: [
      "what you value in a partner and what you are willing to give",
      "the simple comforts that make you feel cherished",
    ],
    3: ["flirting, texting and easy conversation", "the words you exchange with someone special"],
    4: [
      "cosiness, family and the people who feel like home",
      "tenderness and the longing to feel safe with someone",
    ],
    5: ["flirtation, dates and playful romance", "pleasure, courtship and a little glamour"],
    6: ["small acts of care and everyday devotion", "the practical ways people show they care"],
    7: [
      "commitment and the give and take of a close partnership",
      "your partner or the partner you hope to meet",
    ],
    8: [
      "intimacy, trust and the feelings you rarely show",
      "passion and the courage to be truly seen",
    ],
    9: [
      "adventure, distance and a partner who widens your world",
      "shared ideals and romance with a sense of discovery",
    ],
    10: [
      "the public side of a relationship and where it is heading",
      "love that fits alongside your ambitions",
    ],
    11: [
      "friendship and the way it can quietly become something more",
      "the people you meet through friends and groups",
    ],
    12: [
      "secret feelings, old longings and quiet tenderness",
      "private affection and what you keep to yourself",
    ],
  },
  details: {
    1: [
      "You are more magnetic than usual, so make the first move rather than waiting to be noticed.",
      "Dress for your own pleasure today; confidence is attractive, effort less so.",
    ],
    2: [
      "Say plainly what you need from a partner, because it is not greedy to want to be valued.",
      "A shared meal or a small gift means more today than grand declarations.",
    ],
    3: [
      "A playful message can open a door that a serious talk would keep shut.",
      "Listen for what is said between the lines of a casual chat.",
    ],
    4: [
      "An evening in with someone who knows you well is worth more than any night out.",
      "If you are single, a familiar face may suddenly look different.",
    ],
    5: [
      "Plan something that is simply fun, since romance grows where there is laughter.",
      "If you are single, go where people are enjoying themselves and let yourself be seen.",
    ],
    6: [
      "Offer help before being asked; it is the love language that lands today.",
      "Romance may look ordinary, but attention is its own kind of tenderness.",
    ],
    7: [
      "Meet a partner halfway on something you have both been circling around.",
      "If you are single, you are more likely to meet someone one to one than in a crowd.",
    ],
    8: [
      "A conversation that goes deeper than usual can bring you closer, if you let your guard down.",
      "Jealousy is a signal about your own needs, so look at it before you act on it.",
    ],
    9: [
      "Suggest a plan that takes you both somewhere new, even if it is only a different neighbourhood.",
      "An attraction to someone from a different background or place deserves a chance.",
    ],
    10: [
      "Be clear with yourself about where a relationship is going and whether that suits your life.",
      "Someone admires the way you handle responsibility, and it shows.",
    ],
    11: [
      "A friend may know more about your heart than you have admitted to yourself.",
      "Group plans bring a pleasant surprise, so say yes to the invitation.",
    ],
    12: [
      "Not every feeling needs to be announced; let something grow quietly for now.",
      "Old feelings for someone from the past may stir, so notice them without acting in haste.",
    ],
  },
  aspectNotes: {
    soft: [
      "In love, that makes it easy to be generous without keeping score.",
      "Affection flows more freely than usual, so say the kind thing out loud.",
      "It is a sweet, easy note for dates and reconciliations.",
    ],
    hard: [
      "A sharp word lands harder than you mean it to, so soften the edges.",
      "Expect a little friction with a partner, and do not mistake it for the end of the world.",
      "Desire and patience may pull in different directions, so give both their due.",
    ],
    blend: [
      "Feelings are intense and hard to hide, so choose honesty over strategy.",
      "The attraction is strong; make sure it is pointed at someone who deserves it.",
      "Whatever you feel in love, you feel it fully today.",
    ],
  },
  // Venus, seen from each house.
  placements: {
    byHouse: {
      1: (c) =>
        `${c.planet} in ${c.sign}, your 1st house, lends you extra charm, and people find you easy to like right now.`,
      2: (c) =>
        `${c.planet} in ${c.sign}, your 2nd house, ties love to comfort, so you show care through food, gifts and time.`,
      3: (c) =>
        `${c.planet} in ${c.sign}, your 3rd house, sweetens your words, so a compliment or a flirtatious message comes easily.`,
      4: (c) =>
        `${c.planet} in ${c.sign}, your 4th house, makes home the most romantic place you know for now.`,
      5: (c) =>
        `${c.planet} in ${c.sign}, your 5th house of romance, is one of the best placements for dates, flirting and falling a little in love.`,
      6: (c) =>
        `${c.planet} in ${c.sign}, your 6th house, finds romance in routine: a shared walk, a cooked dinner, a job done together.`,
      7: (c) =>
        `${c.planet} in ${c.sign}, your 7th house of partnership, favours commitment and makes it easier to meet someone halfway.`,
      8: (c) =>
        `${c.planet} in ${c.sign}, your 8th house, deepens what you want from a partner: less small talk, more truth.`,
      9: (c) =>
        `${c.planet} in ${c.sign}, your 9th house, draws you to people who broaden your horizons, whether they live nearby or far away.`,
      10: (c) =>
        `${c.planet} in ${c.sign}, your 10th house, lets your charm shine in public, and love may even come through work.`,
      11: (c) =>
        `${c.planet} in ${c.sign}, your 11th house, blurs the line between friendship and romance in the nicest way.`,
      12: (c) =>
        `${c.planet} in ${c.sign}, your 12th house, keeps your heart private for now, and a secret crush is entirely possible.`,
    },
    any: [
      (c) =>
        `${c.planet}, the planet of love, is in ${c.sign} and your ${c.house} house of ${c.houseName}, so that is where your heart looks for sweetness.`,
      (c) =>
        `With ${c.planet} moving through ${c.sign}, your ${c.house} house, ${c.role} takes on the flavour of ${c.sign}.`,
    ],
  },
  closings: {
    low: [
      "Keep your expectations simple and let kindness speak.",
      "Give each other a little space and the mood will lift.",
      "Do not force a conversation that is not ready to happen.",
      "Be patient with a partner, and with yourself.",
      "Let small misunderstandings go without comment.",
      "Choose tenderness over being right.",
      "Love can wait a day; your peace of mind cannot.",
    ],
    mid: [
      "Show up, listen and let love take its time.",
      "A small gesture says more than a grand one today.",
      "Stay open and see who meets you halfway.",
      "Keep the conversation light and honest.",
      "Affection grows with attention, so pay some.",
      "Let love be easy today, since nothing needs deciding.",
      "Be warm, be clear and let the rest unfold.",
    ],
    high: [
      "Say what you feel, because the moment is right.",
      "Make the first move while the sky is on your side.",
      "Plan something romantic and enjoy every minute.",
      "Open your heart and see who walks in.",
      "Let yourself be charmed, and be charming in return.",
      "Love is easy today, so enjoy it.",
      "Reach out to the person on your mind.",
    ],
  },
};
