// Health and energy: the Moon's house for body and mind, and Mars.
import type { PartBank } from "~/content/horoscope/types";

export const HEALTH: PartBank = {
  leads: [
    (c) => `With the Moon in your ${c.house} house, your wellbeing depends on ${c.theme}.`,
    (c) =>
      `For body and mind, the Moon in ${c.moonSign} highlights your ${c.house} house, and with it ${c.theme}.`,
    (c) =>
      `The Moon moves through ${c.moonSign}, your ${c.house} house, and your energy is tied to ${c.theme}.`,
    (c) =>
      `Health-wise, today's Moon in ${c.moonSign} stirs your ${c.house} house, so pay attention to ${c.theme}.`,
    (c) =>
      `Your body takes its cue from the Moon in your ${c.house} house, in ${c.moonSign}, and from ${c.theme}.`,
    (c) =>
      `Wellbeing today runs through your ${c.house} house, where the Moon is in ${c.moonSign}, bringing ${c.theme} to the fore.`,
  ],
  themes: {
    1: [
      "your physical vitality and the way you carry yourself",
      "your body's signals and your overall vitality",
    ],
    2: [
      "comfort food, simple pleasures and steady routines",
      "your appetite and the small comforts that ground you",
    ],
    3: [
      "a busy mind, nervous energy and the need to breathe",
      "mental restlessness and the pace of your day",
    ],
    4: [
      "rest, home comforts and emotional security",
      "sleep, family and the feeling of being safe",
    ],
    5: [
      "play, joy and movement you actually enjoy",
      "fun, creativity and the health benefits of laughter",
    ],
    6: ["daily habits, diet and exercise", "the routines that keep your body running"],
    7: [
      "the people you share your time with and how they affect your mood",
      "balance between your needs and other people's",
    ],
    8: [
      "deep rest, recovery and emotional release",
      "the stress you carry and the way you let it go",
    ],
    9: [
      "fresh air, open spaces and a change of scene",
      "movement outdoors and a broader perspective",
    ],
    10: [
      "work stress and the way it settles in your shoulders",
      "the pressure of responsibility and how you carry it",
    ],
    11: ["group activity and the support of friends", "shared fitness goals and social energy"],
    12: ["sleep, solitude and mental recovery", "quiet time and the health of your inner life"],
  },
  details: {
    1: [
      "Your energy is strong, so give your body some proper exercise.",
      "Notice what your body is telling you, from a stiff neck to a sudden surge of appetite.",
    ],
    2: [
      "Eat slowly and well, because your body appreciates a proper meal today.",
      "A regular bedtime and a regular breakfast steady you more than any supplement.",
    ],
    3: [
      "Step away from the screen and take a walk; your mind will thank you.",
      "Slow, deep breaths calm a racing mind faster than you expect.",
    ],
    4: [
      "An early night and a warm bath restore you more than any workout.",
      "Cook something nourishing at home, and share it if you can.",
    ],
    5: [
      "Dance, play a game or try a sport for the pure pleasure of it.",
      "Laughter counts as medicine today, so seek out people who make you laugh.",
    ],
    6: [
      "Start one small habit you can keep, like a morning stretch or a glass of water before coffee.",
      "Pay attention to posture and breaks if you spend long hours at a desk.",
    ],
    7: [
      "Find a workout partner, or simply walk with a friend.",
      "Notice who leaves you energised and who leaves you drained.",
    ],
    8: [
      "Let go of tension with a long stretch, a massage or a good cry.",
      "Deep sleep does more for you today than another hour of effort.",
    ],
    9: [
      "Get outdoors, preferably somewhere with a wide view.",
      "A long walk on an unfamiliar route refreshes body and mind.",
    ],
    10: [
      "Schedule breaks as firmly as meetings, and keep to them.",
      "Stress sits in your jaw and shoulders, so relax them whenever you remember.",
    ],
    11: [
      "A group class or a team game gives you energy you would not find alone.",
      "Share a health goal with a friend and keep each other honest.",
    ],
    12: [
      "Take a nap or meditate, because your body is asking for quiet.",
      "Keep screens out of the bedroom tonight for a deeper sleep.",
    ],
  },
  aspectNotes: {
    soft: [
      "Physically, that is a green light for a good workout.",
      "Your stamina holds up well, so make use of it.",
      "Body and mood are in step, and recovery comes easily.",
    ],
    hard: [
      "Watch for haste and minor strains, and warm up properly.",
      "Tension can build in your body, so move it out before it settles.",
      "Irritability may run high, so do not skip meals or sleep.",
    ],
    blend: [
      "Your physical energy is concentrated, so aim it at one solid effort.",
      "You feel it in your body first, so listen.",
      "A surge of energy needs a healthy outlet.",
    ],
  },
  // Mars, seen from each house.
  placements: {
    byHouse: {
      1: (c) =>
        `${c.planet} in ${c.sign}, your 1st house, fills you with energy; channel it into movement before it turns into impatience.`,
      2: (c) =>
        `${c.planet} in ${c.sign}, your 2nd house, favours steady, grounded exercise and meals that keep your strength up.`,
      3: (c) =>
        `${c.planet} in ${c.sign}, your 3rd house, keeps your mind racing, and a brisk walk clears your head better than more screen time.`,
      4: (c) =>
        `${c.planet} in ${c.sign}, your 4th house, can stir up tension at home, so burn it off with activity rather than arguments.`,
      5: (c) =>
        `${c.planet} in ${c.sign}, your 5th house, makes exercise feel like play, so dance, swim or take up a sport for the fun of it.`,
      6: (c) =>
        `${c.planet} in ${c.sign}, your 6th house of health, is a strong push toward better habits, as long as you do not overdo it.`,
      7: (c) =>
        `${c.planet} in ${c.sign}, your 7th house, makes a workout partner or a bit of friendly competition unusually motivating.`,
      8: (c) =>
        `${c.planet} in ${c.sign}, your 8th house, asks for deep rest as much as hard effort, since recovery is part of training.`,
      9: (c) =>
        `${c.planet} in ${c.sign}, your 9th house, wants open air and new routes: hike, cycle or explore on foot.`,
      10: (c) =>
        `${c.planet} in ${c.sign}, your 10th house, drives you hard at work, so schedule breaks as seriously as meetings.`,
      11: (c) =>
        `${c.planet} in ${c.sign}, your 11th house, makes group classes and team sports the easiest way to stay active.`,
      12: (c) =>
        `${c.planet} in ${c.sign}, your 12th house, lowers your stamina for now, so put sleep and gentle movement first.`,
    },
    any: [
      (c) =>
        `${c.planet} is in ${c.sign}, your ${c.house} house of ${c.houseName}, and ${c.role} follows it there.`,
      (c) =>
        `With ${c.planet} in your ${c.house} house, your body responds best to the ${c.sign} way of doing things.`,
    ],
  },
  closings: {
    low: [
      "Rest is productive today, so treat it that way.",
      "Go gently, eat well and sleep early.",
      "Skip the personal best and do the gentle version.",
      "Listen to aches rather than push through them.",
      "Keep it simple: water, a walk and an early night.",
      "Your body is asking for patience, not pressure.",
      "Treat today as recovery and tomorrow will feel better.",
    ],
    mid: [
      "Keep moving, keep it moderate and keep it regular.",
      "A balanced day of activity and rest suits you.",
      "Consistency beats intensity today.",
      "Small healthy choices add up, so make a few.",
      "Stretch in the morning and walk in the afternoon.",
      "Steady habits carry you further than bursts of effort.",
      "Balance effort with ease and you will feel the benefit tomorrow.",
    ],
    high: [
      "Your energy is high, so enjoy a proper workout.",
      "Try something physically new while your body is ready for it.",
      "Make the most of your vitality and get outside.",
      "It is a good day to set a fitness goal and start on it.",
      "Move with joy, since you have energy to spare.",
      "Challenge yourself a little; you will bounce back fast.",
      "You are in fine form, so put it to good use.",
    ],
  },
};
