// Money: the Moon's house for your finances, and Venus or Jupiter.
import type { PartBank } from "~/content/horoscope/types";

export const FINANCE: PartBank = {
  leads: [
    (c) => `With the Moon in your ${c.house} house, money matters turn toward ${c.theme}.`,
    (c) =>
      `Financially, the Moon in ${c.moonSign} lights your ${c.house} house and brings ${c.theme} into view.`,
    (c) =>
      `The Moon's passage through ${c.moonSign}, your ${c.house} house, ties your finances to ${c.theme}.`,
    (c) =>
      `Where money is concerned, the Moon in your ${c.house} house, in ${c.moonSign}, points to ${c.theme}.`,
    (c) =>
      `Your wallet feels the Moon in ${c.moonSign} today as it moves through your ${c.house} house and stirs up ${c.theme}.`,
    (c) =>
      `In money terms, today belongs to ${c.theme}, with the Moon in ${c.moonSign}, your ${c.house} house.`,
  ],
  themes: {
    1: ["your personal spending and the image you invest in", "what you spend on yourself"],
    2: ["income, savings and what you really value", "your earnings and your sense of security"],
    3: ["small transactions, paperwork and quick decisions", "bills, forms and everyday purchases"],
    4: ["household costs, property and family money", "the budget that keeps your home running"],
    5: [
      "leisure spending and the temptation to treat yourself",
      "speculation, entertainment and the cost of fun",
    ],
    6: ["daily expenses and the value of your work", "budgets, routines and getting paid on time"],
    7: [
      "joint ventures and money shared with a partner",
      "contracts, agreements and fair exchange",
    ],
    8: ["debts, loans, taxes and shared resources", "joint accounts and other people's money"],
    9: ["travel costs, education and long-term investment", "spending that broadens your horizons"],
    10: [
      "career earnings and your professional worth",
      "promotion, pay rises and the cost of ambition",
    ],
    11: [
      "long-term goals, group funds and gains through friends",
      "savings plans and the money behind your hopes for the future",
    ],
    12: [
      "hidden costs, forgotten subscriptions and quiet generosity",
      "money behind the scenes and the leaks you have not noticed",
    ],
  },
  details: {
    1: [
      "Spend on something that helps you present yourself well, but only what you can afford.",
      "Your own initiative is worth money today, so back yourself.",
    ],
    2: [
      "Review your income and outgoings, because a clear picture calms money worries.",
      "Put a little aside today, even if it is only a token amount.",
    ],
    3: [
      "Read the small print on any form or contract before you sign.",
      "Compare prices before you buy; a quick search saves real money.",
    ],
    4: [
      "Check household bills and see whether a better deal is available.",
      "A family money conversation goes better if you stick to facts.",
    ],
    5: [
      "Enjoy yourself, but decide your spending limit before you go out.",
      "Avoid gambles today unless you can truly afford to lose.",
    ],
    6: [
      "Track small daily expenses, which add up faster than you think.",
      "Chase an unpaid invoice or a late payment.",
    ],
    7: [
      "Talk openly with a partner about shared costs.",
      "A fair deal is within reach if both sides are honest about their numbers.",
    ],
    8: [
      "Tackle a debt or a tax task you have been avoiding.",
      "Check the terms of any loan, insurance policy or joint account.",
    ],
    9: [
      "Compare prices before booking travel or a course.",
      "Think about investing in your own learning, which pays off in the long run.",
    ],
    10: [
      "Your professional value is visible, so consider asking for a raise.",
      "A career move could improve your income, so keep an eye out for openings.",
    ],
    11: [
      "Set a savings target tied to something you truly want.",
      "A friend may have useful money advice, or a lead worth following.",
    ],
    12: [
      "Cancel a subscription you no longer use.",
      "Give generously if you wish, but not beyond your means.",
    ],
  },
  aspectNotes: {
    soft: [
      "For money, that is a friendly signal for negotiations and sensible purchases.",
      "Financial decisions come more easily, and the numbers add up.",
      "It favours a fair deal and a well-timed purchase.",
    ],
    hard: [
      "Money decisions made in haste may cost you, so slow down.",
      "Expect a surprise expense or a disagreement over who pays.",
      "Impulse buys are tempting and rarely wise today.",
    ],
    blend: [
      "Money matters feel urgent, so check the facts before acting.",
      "Spending and saving are both on your mind, so pick one goal.",
      "A strong pull toward one purchase or plan calls for a second look.",
    ],
  },
  // Venus or Jupiter, whichever the composer picks for the day.
  placements: {
    byHouse: {
      1: (c) =>
        `${c.planet} in ${c.sign}, your 1st house, makes your personal appeal an asset, so present yourself well when money is discussed.`,
      2: (c) =>
        `${c.planet} in ${c.sign}, your 2nd house of money, is a helpful sign for income, though it also tempts you to spend.`,
      3: (c) =>
        `${c.planet} in your 3rd house, in ${c.sign}, favours deals struck through conversation, emails and local contacts.`,
      4: (c) =>
        `${c.planet} in ${c.sign}, your 4th house, turns money matters toward home, property and family budgets.`,
      5: (c) =>
        `${c.planet} in your 5th house, in ${c.sign}, makes leisure spending tempting, so enjoy yourself but set a limit first.`,
      6: (c) =>
        `${c.planet} in ${c.sign}, your 6th house, rewards sensible daily budgeting and getting paid fairly for your work.`,
      7: (c) =>
        `${c.planet} in your 7th house, in ${c.sign}, links ${c.role} to a partner, whether in marriage or in business.`,
      8: (c) =>
        `${c.planet} in ${c.sign}, your 8th house of shared resources, brings loans, taxes, insurance and joint accounts into focus.`,
      9: (c) =>
        `${c.planet} in your 9th house, in ${c.sign}, ties ${c.role} to travel, study or dealings abroad.`,
      10: (c) =>
        `${c.planet} in ${c.sign}, your 10th house, connects ${c.role} to your professional standing, so a raise or a new role is worth asking about.`,
      11: (c) =>
        `${c.planet} in your 11th house, in ${c.sign}, favours gains through friends, networks and long-range plans.`,
      12: (c) =>
        `${c.planet} in ${c.sign}, your 12th house, hides small leaks in your budget, so check your statements for quiet subscriptions.`,
    },
    any: [
      (c) =>
        `${c.planet} is in ${c.sign}, your ${c.house} house of ${c.houseName}, so look there for ${c.role} this week.`,
      (c) =>
        `${c.planet} travels through ${c.sign}, your ${c.house} house, and brings its influence over ${c.role} into matters of ${c.houseName}.`,
    ],
  },
  closings: {
    low: [
      "Hold off on big purchases and stick to the essentials.",
      "Keep your wallet closed unless the need is real.",
      "Today is for saving, not spending.",
      "Postpone money decisions until the picture is clearer.",
      "Check your balance before you tap your card.",
      "Avoid lending or borrowing today.",
      "Caution pays better than confidence today.",
    ],
    mid: [
      "Stick to your budget and you will come out fine.",
      "Small, sensible money moves are favoured.",
      "Review before you spend and you will not regret it.",
      "Balance a small treat with a small saving.",
      "Steady habits keep your finances on track.",
      "Keep your records tidy and your plans modest.",
      "Think long-term, and spend short-term with care.",
    ],
    high: [
      "Financial luck is with you, so make a sensible move.",
      "It is a good day to negotiate or to invest in yourself.",
      "Money flows more easily, so put some of it to work.",
      "Ask for what you are worth, and you are likely to get it.",
      "Trust your judgement on a purchase you have researched.",
      "A well-planned financial step pays off.",
      "Your sense of value is sharp today, so use it.",
    ],
  },
};
