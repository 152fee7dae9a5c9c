// Career: the Moon's house at work, and the Sun, Mercury or Saturn.
import type { PartBank } from "~/content/horoscope/types";

export const CAREER: PartBank = {
  leads: [
    (c) => `With the Moon in your ${c.house} house, work turns toward ${c.theme}.`,
    (c) =>
      `At work, the Moon in ${c.moonSign} lights your ${c.house} house and puts ${c.theme} on the agenda.`,
    (c) =>
      `The Moon's trip through ${c.moonSign}, your ${c.house} house, shapes your working day around ${c.theme}.`,
    (c) =>
      `Career matters follow the Moon into your ${c.house} house today, in ${c.moonSign}, where the focus is on ${c.theme}.`,
    (c) =>
      `Professionally, the Moon in ${c.moonSign} and your ${c.house} house points you toward ${c.theme}.`,
    (c) =>
      `On the job, the Moon in ${c.moonSign}, your ${c.house} house, gives ${c.theme} more weight than usual.`,
  ],
  themes: {
    1: [
      "your own initiative and how you come across to colleagues",
      "the chance to lead on your own terms",
    ],
    2: [
      "pay, resources and the value of your skills",
      "your earning power and the tools of your trade",
    ],
    3: [
      "emails, calls, meetings and quick decisions",
      "communication and the daily flow of information",
    ],
    4: [
      "work from home and the foundations of a long project",
      "the private groundwork behind your public efforts",
    ],
    5: [
      "creative projects and work you are proud to sign",
      "pitching ideas and showing your talent",
    ],
    6: [
      "routines, workloads and the way you get on with colleagues",
      "your daily tasks and the systems that keep them running",
    ],
    7: ["contracts, clients and working partnerships", "negotiations and one-to-one collaboration"],
    8: [
      "budgets, investors and the resources you share with others",
      "the deeper politics of your workplace",
    ],
    9: [
      "training, travel, publishing and the big strategy",
      "learning something new that widens your options",
    ],
    10: [
      "your reputation, your goals and the people above you",
      "status, recognition and your next step up",
    ],
    11: ["teams, networks and long-term goals", "colleagues who can become allies"],
    12: [
      "background work, planning and finishing loose ends",
      "tasks that are best done quietly and out of view",
    ],
  },
  details: {
    1: [
      "Propose the idea yourself rather than waiting for someone to ask.",
      "First impressions count today, so arrive prepared and on time.",
    ],
    2: [
      "If you have been thinking about asking for more money, gather your evidence now.",
      "Check that your tools and software are up to the job before a deadline tests them.",
    ],
    3: [
      "Keep messages short and clear, and read them twice before you hit send.",
      "A quick conversation in the corridor solves what a long email chain could not.",
    ],
    4: [
      "A quiet morning of groundwork sets up a stronger week.",
      "If you can work from home, you may get more done there than at your desk.",
    ],
    5: [
      "Put your name to something you are proud of, because visibility is on your side.",
      "A creative approach to a dull brief wins you admirers.",
    ],
    6: [
      "Clear the backlog first, since a lighter inbox makes room for better ideas.",
      "Help a colleague with a small task and the favour will come back to you.",
    ],
    7: [
      "A client or partner is open to a fair deal, so come ready to compromise.",
      "Put agreements in writing, however friendly the handshake.",
    ],
    8: [
      "Look closely at shared budgets and at who controls them.",
      "Research pays off, because someone else's numbers may hide the answer you need.",
    ],
    9: [
      "Sign up for the course or conference you have been postponing.",
      "Step back from daily tasks and check that they still serve the bigger plan.",
    ],
    10: [
      "A manager or client is watching how you handle pressure, so stay calm and deliver.",
      "Set one clear goal for the month and share it with someone who can help.",
    ],
    11: [
      "Reach out to a contact you have not spoken to in a while; networks open doors today.",
      "Teamwork gets further than solo heroics.",
    ],
    12: [
      "Finish the task everyone has forgotten, since tidying loose ends earns quiet credit.",
      "Keep new plans to yourself until they are ready to be seen.",
    ],
  },
  aspectNotes: {
    soft: [
      "At work, that helps proposals go through without a fight.",
      "Colleagues are receptive, so pitch the idea you have been sitting on.",
      "Cooperation comes easily, and shared tasks move faster.",
    ],
    hard: [
      "At work, it can show up as crossed wires or a clash over priorities.",
      "Expect a tense exchange with someone in charge, and keep it professional.",
      "Plans may need rearranging, so build in a margin for delays.",
    ],
    blend: [
      "Your focus is intense, so point it at the task that matters most.",
      "One project absorbs your attention, and that is fine if it is the right one.",
      "Expect a concentrated burst of working energy.",
    ],
  },
  // The Sun, Mercury or Saturn, whichever the composer picks for the day.
  placements: {
    byHouse: {
      1: (c) =>
        `${c.planet} in ${c.sign}, your 1st house, puts ${c.role} squarely in your own hands, so take the initiative.`,
      2: (c) =>
        `${c.planet} in your 2nd house ties ${c.role} to your earnings, so think about what your work is really worth.`,
      3: (c) =>
        `${c.planet} in your 3rd house, in ${c.sign}, favours calls, emails and short trips that keep ${c.role} moving.`,
      4: (c) =>
        `${c.planet} in ${c.sign}, your 4th house, means ${c.role} may spill into home life, so guard your evenings.`,
      5: (c) =>
        `${c.planet} in your 5th house, in ${c.sign}, rewards creative pitches and work you can take pride in.`,
      6: (c) =>
        `${c.planet} in ${c.sign}, your 6th house of daily work, brings ${c.role} down to the practical level of tasks and schedules.`,
      7: (c) =>
        `${c.planet} in your 7th house, in ${c.sign}, makes collaboration the key to ${c.role}, so a colleague, a client or a business partner can help.`,
      8: (c) =>
        `${c.planet} in ${c.sign}, your 8th house, draws ${c.role} toward shared budgets, contracts and other people's resources.`,
      9: (c) =>
        `${c.planet} in your 9th house, in ${c.sign}, connects ${c.role} with study, publishing, travel or work abroad.`,
      10: (c) =>
        `${c.planet} in ${c.sign}, your 10th house of career, places ${c.role} in full view of the people who decide your next step.`,
      11: (c) =>
        `${c.planet} in your 11th house, in ${c.sign}, links ${c.role} to networks, teams and long-term goals.`,
      12: (c) =>
        `${c.planet} in ${c.sign}, your 12th house, favours work on ${c.role} done quietly, behind the scenes, before you go public.`,
    },
    any: [
      (c) =>
        `${c.planet} is in ${c.sign}, your ${c.house} house of ${c.houseName}, and that is where to look for progress on ${c.role}.`,
      (c) =>
        `With ${c.planet} in your ${c.house} house, ${c.sign} sets the tone for ${c.role} at work.`,
    ],
  },
  closings: {
    low: [
      "Keep your head down, do good work and save big moves for later.",
      "Protect your time and say no to one more request.",
      "Aim for damage control rather than glory today.",
      "Stay patient with slow replies, which are not about you.",
      "Double-check before you commit, and do not sign in haste.",
      "Focus on routine tasks and let the office politics pass you by.",
      "Quiet competence is your best strategy today.",
    ],
    mid: [
      "Work steadily through the list and you will end the day ahead.",
      "It is a solid day for planning, if not for leaps.",
      "Keep your promises small and keep them all.",
      "Balance meetings with time to think.",
      "Steady progress beats brilliant bursts today.",
      "Pick the task with the nearest deadline and clear it first.",
      "Keep one eye on the details and one on the bigger picture.",
    ],
    high: [
      "Ask for what you want, because the timing is on your side.",
      "Pitch boldly and follow up quickly.",
      "Take the lead on something visible; you are ready.",
      "Doors open easily today, so walk through the best one.",
      "Your ideas land well, so share them.",
      "Start the project you have been planning.",
      "Good work gets noticed today, so make sure yours is seen.",
    ],
  },
};
