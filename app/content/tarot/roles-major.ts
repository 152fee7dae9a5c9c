import type { CardRoles } from "~/content/tarot/types";

export const MAJOR_ROLES: Record<string, CardRoles> = {
  "the-fool": {
    theme: [
      "a leap into the unknown with a light heart",
      "a leap taken blind, or one held back out of fear",
    ],
    advice: [
      "Say yes to the first step before you can see the whole road.",
      "Look where you are about to land, then jump or stay on purpose.",
    ],
    shadow: "recklessness calling itself freedom",
  },
  "the-magician": {
    theme: [
      "skill, intent and every tool you need within reach",
      "talent scattered, or cleverness bent toward trickery",
    ],
    advice: [
      "Put your hands to the work and name what you mean to make.",
      "Check the motives behind the pitch, yours included.",
    ],
    shadow: "a show of competence over work barely begun",
  },
  "the-high-priestess": {
    theme: [
      "quiet knowing beneath the surface",
      "an inner voice drowned out by other people's noise",
    ],
    advice: [
      "Wait, listen, and trust what you know without being told.",
      "Switch off the chatter until your own hunch is audible again.",
    ],
    shadow: "secrets kept too close for anyone to help",
  },
  "the-empress": {
    theme: [
      "abundance, care and things growing at their own pace",
      "care given away to the point of running dry",
    ],
    advice: [
      "Tend what you love and let it ripen without hurry.",
      "Feed yourself first: rest, good food, a slower week.",
    ],
    shadow: "comfort too complete to ask for anything new",
  },
  "the-emperor": {
    theme: [
      "structure, authority and a steady hand on the plan",
      "rules turned rigid, or control slipping from your grip",
    ],
    advice: [
      "Set the boundary, make the plan, and keep to it.",
      "Loosen your grip where it has turned to control.",
    ],
    shadow: "a rule kept for its own sake",
  },
  "the-hierophant": {
    theme: [
      "tradition, teachers and the tried path",
      "a rule outgrown, or conformity worn like a coat",
    ],
    advice: [
      "Learn from someone who has walked this road before you.",
      "Question the custom you follow only because it is expected.",
    ],
    shadow: "the pressure of doing it the old way for the old way's sake",
  },
  "the-lovers": {
    theme: [
      "a choice of the heart and an alignment of values",
      "a bond out of step, or a choice dodged",
    ],
    advice: [
      "Choose with your values, not only your wishes.",
      "Face the choice you keep postponing and say where you stand.",
    ],
    shadow: "a longing blurring judgement",
  },
  "the-chariot": {
    theme: [
      "willpower and momentum held to one course",
      "force without direction, or a drive stalled",
    ],
    advice: [
      "Hold the reins firmly and pick a single direction.",
      "Stop pushing for a moment and decide where you are going.",
    ],
    shadow: "a drive to win running over everything in its path",
  },
  strength: {
    theme: [
      "quiet courage and a gentle hand on wild feeling",
      "self-doubt, or temper winning over patience",
    ],
    advice: [
      "Meet the hard thing with patience rather than force.",
      "Be kind to the frightened part of you before asking it to be brave.",
    ],
    shadow: "endurance stretched past the point of wisdom",
  },
  "the-hermit": {
    theme: [
      "solitude, reflection and a lamp for the inner road",
      "withdrawal gone too far, or isolation mistaken for peace",
    ],
    advice: [
      "Step back from the crowd long enough to hear yourself think.",
      "Come back down the mountain and let someone in.",
    ],
    shadow: "a retreat leaving others guessing",
  },
  "wheel-of-fortune": {
    theme: [
      "a turn of the wheel and a change of luck",
      "a run of bad luck, or resistance to a change already under way",
    ],
    advice: [
      "Ride the change instead of bracing against it.",
      "Find the part of the cycle you can steer, and let go of the rest.",
    ],
    shadow: "luck relied on in place of effort",
  },
  justice: {
    theme: [
      "fairness, truth and consequences weighed",
      "a verdict skewed, or a responsibility dodged",
    ],
    advice: [
      "Tell the truth plainly and accept what follows from it.",
      "Own your share of the outcome, then ask for the fairness you are owed.",
    ],
    shadow: "a cold ledger in place of mercy",
  },
  "the-hanged-man": {
    theme: [
      "a pause, a surrender and a new angle on an old problem",
      "stalling in limbo, or a sacrifice with no purpose",
    ],
    advice: [
      "Stop struggling and look at it upside down.",
      "Decide what the waiting is for, or end it.",
    ],
    shadow: "patience gone stiff as paralysis",
  },
  death: {
    theme: [
      "an ending clearing ground for something new",
      "change resisted, and an old form clung to past its time",
    ],
    advice: [
      "Let the finished thing go so the next can begin.",
      "Admit what has already ended and stop arranging your life around it.",
    ],
    shadow: "grief for what must close",
  },
  temperance: {
    theme: [
      "balance, patience and the right measure blended",
      "excess, haste, or two sides refusing to mix",
    ],
    advice: [
      "Mix the extremes, go slowly, and find the middle measure.",
      "Cut back where you are overdoing it and restore your pace.",
    ],
    shadow: "a compromise too careful to satisfy anyone",
  },
  "the-devil": {
    theme: [
      "an attachment or habit with a hold on you",
      "chains loosening and a hold finally breaking",
    ],
    advice: [
      "Name what has a grip on you; naming it is the first loosening.",
      "Keep walking away from the old hook, even when it calls.",
    ],
    shadow: "a craving dressed up as need",
  },
  "the-tower": {
    theme: [
      "a sudden upheaval and a false structure falling",
      "disaster narrowly avoided, or a collapse dreaded and postponed",
    ],
    advice: [
      "Let the cracked structure fall rather than propping it up.",
      "Make the change on your own terms before it is forced on you.",
    ],
    shadow: "a shock knocking the ground from under you",
  },
  "the-star": {
    theme: [
      "hope, healing and a clear sky after the storm",
      "faith running thin and hope gone quiet",
    ],
    advice: [
      "Trust the healing and keep pouring out what you have to give.",
      "Look for one small reason for hope and start from there.",
    ],
    shadow: "a hope kept at a dreamer's distance",
  },
  "the-moon": {
    theme: [
      "illusion, intuition and a path lit only by moonlight",
      "confusion lifting and fears seen plainly at last",
    ],
    advice: [
      "Move slowly and check your fears against the facts.",
      "Bring the truth out into daylight and name what frightened you.",
    ],
    shadow: "fear and fog making shadows look like monsters",
  },
  "the-sun": {
    theme: [
      "joy, clarity and success in plain daylight",
      "joy dimmed, or optimism running ahead of the facts",
    ],
    advice: [
      "Step into the light and let yourself be seen enjoying it.",
      "Find the small warmth still there and let it grow.",
    ],
    shadow: "a brightness unwilling to look at problems",
  },
  judgement: {
    theme: [
      "an awakening, a reckoning and a call to rise",
      "self-judgement too harsh, or a call ignored",
    ],
    advice: [
      "Answer the call you keep hearing and forgive the old self.",
      "Lift the sentence you have passed on yourself.",
    ],
    shadow: "a verdict delivered ahead of the facts",
  },
  "the-world": {
    theme: [
      "completion, wholeness and a circle closed",
      "loose ends and a finish line not quite crossed",
    ],
    advice: [
      "Finish it, celebrate it, and take the lesson with you.",
      "Tie up the last loose end before you begin anything new.",
    ],
    shadow: "contentment stopping short of the next step",
  },
};
