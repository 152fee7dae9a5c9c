import type { CardRoles } from "~/content/tarot/types";

export const PENTACLES_ROLES: Record<string, CardRoles> = {
  "ace-of-pentacles": {
    theme: [
      "a new opportunity in money, work or health",
      "an opportunity missed, or poor planning at the outset",
    ],
    advice: [
      "Plant the seed: take the offer and invest in it.",
      "Check the numbers before committing to anything new.",
    ],
    shadow: "security sought above every other good",
  },
  "two-of-pentacles": {
    theme: ["juggling priorities and staying adaptable", "overcommitment and balls dropped"],
    advice: [
      "Keep the balance light and flexible.",
      "Drop one commitment so the others can be kept.",
    ],
    shadow: "a juggling act with no time to rest",
  },
  "three-of-pentacles": {
    theme: [
      "teamwork, craft and skill recognised",
      "a team out of step, or work done half-heartedly",
    ],
    advice: [
      "Work with others and value each person's skill.",
      "Agree roles and standards before you go on.",
    ],
    shadow: "perfectionism holding up the group",
  },
  "four-of-pentacles": {
    theme: [
      "security, saving and a tight hold on possessions",
      "greed, or the grip on security loosening",
    ],
    advice: [
      "Protect what you have built, but keep an open hand.",
      "Let some of it go; security is not the same as control.",
    ],
    shadow: "a grip on money or control too tight for change",
  },
  "five-of-pentacles": {
    theme: [
      "hardship, insecurity and a night out in the cold",
      "recovery from hardship and help arriving",
    ],
    advice: [
      "Ask for help; the lit window is closer than it seems.",
      "Accept the help on offer and rebuild one step at a time.",
    ],
    shadow: "a scarcity mindset turning help away",
  },
  "six-of-pentacles": {
    theme: [
      "generosity, and giving and receiving fairly",
      "strings attached to gifts, or debt and imbalance",
    ],
    advice: [
      "Give what you can and accept what is given.",
      "Check the balance of giving and taking, and settle it.",
    ],
    shadow: "generosity used as leverage",
  },
  "seven-of-pentacles": {
    theme: [
      "patience, long-term investment and taking stock",
      "impatience, or effort with little return",
    ],
    advice: [
      "Step back, assess the crop, and keep tending it.",
      "Stop pouring effort into what has not grown; redirect it.",
    ],
    shadow: "waiting for results instead of working for them",
  },
  "eight-of-pentacles": {
    theme: [
      "diligence, apprenticeship and skill built by repetition",
      "perfectionism, or work done without heart",
    ],
    advice: [
      "Practise, repeat and take pride in the detail.",
      "Find the meaning in the work again, or change the work.",
    ],
    shadow: "busywork mistaking effort for progress",
  },
  "nine-of-pentacles": {
    theme: [
      "independence, self-sufficiency and well-earned comfort",
      "financial setbacks, or comfort bought at too high a cost",
    ],
    advice: [
      "Enjoy what you have earned and trust your independence.",
      "Check whether your comfort depends on something shaky.",
    ],
    shadow: "self-reliance shutting others out",
  },
  "ten-of-pentacles": {
    theme: [
      "lasting wealth, family and a legacy built to last",
      "family quarrels over money, or a legacy in doubt",
    ],
    advice: [
      "Build for the long term and think of who comes after you.",
      "Sort out the family or money matter before it hardens.",
    ],
    shadow: "tradition stifling the next generation",
  },
  "page-of-pentacles": {
    theme: [
      "a study begun, a practical plan and steady ambition",
      "procrastination, or a lesson skipped",
    ],
    advice: [
      "Learn the basics properly and make a plan you can follow.",
      "Start the study you keep putting off, even for ten minutes.",
    ],
    shadow: "so much preparing that nothing gets done",
  },
  "knight-of-pentacles": {
    theme: [
      "hard work, routine and steady progress",
      "boredom, stagnation or a plod without purpose",
    ],
    advice: [
      "Keep at it steadily; slow and sure is the pace now.",
      "Shake up the routine before it turns into a rut.",
    ],
    shadow: "routine kept up long after it stopped serving",
  },
  "queen-of-pentacles": {
    theme: [
      "practical care, nurture and a comfortable home",
      "self-care neglected, or the balance of work and home tipped",
    ],
    advice: [
      "Look after the practical comforts of yourself and others.",
      "Put your own wellbeing back on the list.",
    ],
    shadow: "caretaking with no time left for yourself",
  },
  "king-of-pentacles": {
    theme: [
      "abundance, discipline and security well managed",
      "materialism, or stubbornness about money",
    ],
    advice: [
      "Manage your resources with a steady, generous hand.",
      "Ask whether the pursuit of more has cost you something worth more.",
    ],
    shadow: "status and possessions made the measure of worth",
  },
};
