// The general reading ("normal" in the API): the Moon's house, the phase and the sign's ruler.
import type { PartBank } from "~/content/horoscope/types";

export const GENERAL: PartBank = {
  leads: [
    (c) =>
      `The Moon moves through ${c.moonSign} today, your ${c.house} house, turning your attention to ${c.theme}.`,
    (c) =>
      `With the Moon in ${c.moonSign}, your ${c.house} house, the day gathers around ${c.theme}.`,
    (c) =>
      `Today the Moon crosses your ${c.house} house in ${c.moonSign}, and your thoughts keep circling back to ${c.theme}.`,
    (c) =>
      `The Moon is in ${c.moonSign}, which for you is the ${c.house} house, so more of your day than you planned goes to ${c.theme}.`,
    (c) =>
      `Your ${c.house} house is where the Moon spends today, in ${c.moonSign}, and it puts ${c.theme} at the centre of things.`,
    (c) =>
      `As the Moon travels through ${c.moonSign}, your ${c.house} house, the emphasis falls on ${c.theme}.`,
  ],
  themes: {
    1: ["your own body, looks and first impressions", "your own needs and the way you come across"],
    2: [
      "money, possessions and what you truly value",
      "your resources and your sense of self-worth",
    ],
    3: [
      "messages, errands and conversations with people close by",
      "your everyday thinking and the talk around you",
    ],
    4: [
      "home, family and the place you retreat to",
      "your roots and the private life behind your front door",
    ],
    5: [
      "pleasure, play and whatever makes your heart beat faster",
      "creativity, romance and the joy of doing something for its own sake",
    ],
    6: [
      "work routines, chores and the care of your body",
      "the daily round and the small habits that keep you running",
    ],
    7: [
      "your partners in love and in business",
      "one-to-one relationships and the art of meeting halfway",
    ],
    8: [
      "intimacy, trust and everything you share with someone else",
      "deep feelings, joint money and the things you rarely say aloud",
    ],
    9: ["travel, learning and the big picture", "far horizons, fresh ideas and what you believe"],
    10: [
      "your ambitions and your public reputation",
      "career, status and the goals you want to be known for",
    ],
    11: [
      "friends, groups and your hopes for the future",
      "your circle, your community and the causes you care about",
    ],
    12: [
      "rest, solitude and what goes on behind the scenes",
      "quiet reflection, dreams and the need to step back",
    ],
  },
  details: {
    1: [
      "People notice you today, so walk in as the person you want to be seen as.",
      "Put your own needs on the list before you start ticking off everyone else's.",
    ],
    2: [
      "A quiet look at your spending tells you more about your priorities than any resolution would.",
      "Something you own, or something you are good at, is worth more than you have been charging for it.",
    ],
    3: [
      "A short conversation, a message or a quick trip across town turns out to matter more than it seems.",
      "Write down the idea that arrives mid-sentence; it is better than the one you were planning to say.",
    ],
    4: [
      "Home wants your attention, whether that means a call to family or simply clearing the kitchen table.",
      "Old memories surface easily, and a little time in familiar surroundings steadies you.",
    ],
    5: [
      "Make room for something you do purely because you enjoy it.",
      "Creative risks pay off, and so does saying yes to an invitation that sounds like fun.",
    ],
    6: [
      "Take one nagging task from started to finished and the whole day feels lighter.",
      "Tidy routines make a surprising difference, from the way you plan your morning to the way you eat lunch.",
    ],
    7: [
      "Someone else's point of view completes yours, even if you would not have chosen it.",
      "Agreements, partnerships and honest one-to-one talks go better than solo efforts.",
    ],
    8: [
      "Feelings run deeper than the situation seems to warrant, so look at what lies underneath.",
      "A frank talk about trust or shared money clears the air.",
    ],
    9: [
      "Read, plan a trip or argue about ideas; your mind wants more room than usual.",
      "A wider perspective makes an everyday problem look smaller.",
    ],
    10: [
      "Your efforts are visible to the people who matter, so let them see you finish well.",
      "Think about the reputation you are building and make one choice that fits it.",
    ],
    11: [
      "A friend or a group has something to offer you, and you have something to offer them.",
      "Reach out to your circle; a shared plan moves faster than one carried alone.",
    ],
    12: [
      "You need more quiet than usual, and taking it is not a failure of nerve.",
      "Sleep, daydreams and unhurried time alone recharge you better than company would.",
    ],
  },
  aspectNotes: {
    soft: [
      "Lean on that ease while it lasts.",
      "It is a day to let things work rather than force them.",
      "Small efforts tend to land well because of it.",
    ],
    hard: [
      "Tension like this is useful if you treat it as information rather than a verdict.",
      "Expect a little friction, and give yourself extra time.",
      "Pick one battle, not three.",
    ],
    blend: [
      "Whatever the two share, you feel it at full strength.",
      "It is concentrated energy, so point it somewhere useful.",
      "The effect is strong, so aim it carefully.",
    ],
  },
  // The sign's ruling planet, wherever it is for this sign.
  placements: {
    byHouse: {
      1: (c) =>
        `Your ruling planet, ${c.planet}, is in ${c.sign}, your 1st house, so you have more say over the day than usual; use it.`,
      2: (c) =>
        `${c.planet}, your ruler, sits in your 2nd house in ${c.sign}, tying your sense of self to security and what you own.`,
      3: (c) =>
        `Your ruler, ${c.planet}, is in ${c.sign}, your 3rd house, so your energy goes into conversations, errands and learning.`,
      4: (c) =>
        `${c.planet}, your ruling planet, is in your 4th house in ${c.sign}, drawing your energy home.`,
      5: (c) =>
        `Your ruler, ${c.planet}, is in ${c.sign}, your 5th house, and it wants you to enjoy yourself and make something.`,
      6: (c) =>
        `${c.planet}, your ruling planet, works through your 6th house in ${c.sign}, so you feel best when you are useful.`,
      7: (c) =>
        `Your ruler, ${c.planet}, is in ${c.sign}, your 7th house, placing your focus on other people and what they need from you.`,
      8: (c) =>
        `${c.planet}, your ruling planet, is in your 8th house in ${c.sign}, pulling you toward depth, privacy and honest reckoning.`,
      9: (c) =>
        `Your ruler, ${c.planet}, travels through ${c.sign}, your 9th house, so your mind reaches beyond today's to-do list.`,
      10: (c) =>
        `${c.planet}, your ruling planet, is in your 10th house in ${c.sign}, putting you on show, so act like someone worth following.`,
      11: (c) =>
        `Your ruler, ${c.planet}, is in ${c.sign}, your 11th house, and your best energy comes from friends and shared plans.`,
      12: (c) =>
        `${c.planet}, your ruling planet, is tucked away in your 12th house in ${c.sign}, so you recharge best out of the spotlight.`,
    },
    any: [
      (c) =>
        `Your ruling planet, ${c.planet}, is in ${c.sign} and your ${c.house} house of ${c.houseName}, so matters of ${c.houseName} are where your best energy goes.`,
      (c) =>
        `With your ruler ${c.planet} in ${c.sign}, your ${c.house} house, ${c.sign} colours ${c.role} today.`,
    ],
  },
  closings: {
    low: [
      "Keep your plans modest and your temper long; tomorrow is kinder.",
      "Do the essentials well and let the rest wait.",
      "Go gently with yourself and others, since not every day needs to be a triumph.",
      "Say less, listen more and save big decisions for a clearer sky.",
      "Protect your energy and let small irritations pass you by.",
      "A slower pace is not a lost day; it is a wiser one.",
      "Lower the bar for today and you will still clear it.",
    ],
    mid: [
      "Steady effort wins today, so keep to the middle of the road.",
      "Balance duty with a small pleasure and the day will hold together.",
      "Take things as they come and trust your timing.",
      "Stay flexible: the plan matters less than your response to it.",
      "Nothing needs forcing, and a calm, even pace is your best friend.",
      "Pay attention to the small signals and the bigger picture will follow.",
      "Give each task its turn and you will finish with energy to spare.",
    ],
    high: [
      "Make the most of it: ask, start, reach out.",
      "Your instincts are sharp, so trust them and move.",
      "This is a day to be seen and to say yes.",
      "Momentum is on your side, so use it for something that matters to you.",
      "Luck favours the bold today, so take the first step.",
      "Aim a little higher than usual; the sky is backing you.",
      "Share your good mood, because it is more contagious than you think.",
    ],
  },
};
