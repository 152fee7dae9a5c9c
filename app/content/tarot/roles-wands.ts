import type { CardRoles } from "~/content/tarot/types";

export const WANDS_ROLES: Record<string, CardRoles> = {
  "ace-of-wands": {
    theme: [
      "a spark of inspiration and the urge to start",
      "a spark delayed, or enthusiasm with nowhere to go",
    ],
    advice: [
      "Start the thing while the spark is hot.",
      "Find out what is damping the fire before forcing a start.",
    ],
    shadow: "a rush of excitement outrunning the plan",
  },
  "two-of-wands": {
    theme: [
      "a plan for the wider world and a choice of direction",
      "fear of leaving the known, or a plan left on paper",
    ],
    advice: [
      "Map the route and commit to the first leg.",
      "Stop planning in circles and test the idea on a small scale.",
    ],
    shadow: "endless planning without ever leaving the tower",
  },
  "three-of-wands": {
    theme: [
      "expansion, foresight and ships coming in",
      "delays abroad, or a plan bigger than its preparation",
    ],
    advice: [
      "Look further ahead and get ready for growth.",
      "Check the logistics before you ship anything else out.",
    ],
    shadow: "impatience for returns still at sea",
  },
  "four-of-wands": {
    theme: [
      "celebration, homecoming and a milestone reached",
      "tension at home, or a celebration ringing hollow",
    ],
    advice: [
      "Mark the milestone with the people who helped you reach it.",
      "Clear the air at home before you decorate it.",
    ],
    shadow: "a rest on one milestone long after the party",
  },
  "five-of-wands": {
    theme: [
      "rivalry, friction and competing voices",
      "a clash avoided, or a quarrel finally settling",
    ],
    advice: [
      "Treat the contest as practice and keep it fair.",
      "Say the thing that has been simmering, then let it settle.",
    ],
    shadow: "squabbling that wastes everyone's strength",
  },
  "six-of-wands": {
    theme: ["victory, recognition and public praise", "doubt after a win, or praise withheld"],
    advice: [
      "Accept the recognition without apologising for it.",
      "Measure success by your own yardstick rather than applause.",
    ],
    shadow: "pride hungry for the crowd's cheering",
  },
  "seven-of-wands": {
    theme: [
      "a stand held against pressure from below",
      "exhaustion from defending, or a position given up too soon",
    ],
    advice: [
      "Hold your position; it is worth defending.",
      "Choose which battles still matter and drop the rest.",
    ],
    shadow: "defensiveness treating every question as an attack",
  },
  "eight-of-wands": {
    theme: ["swift movement, news and things in flight", "delays, crossed wires and momentum lost"],
    advice: [
      "Move fast while things are moving and answer quickly.",
      "Wait for the dust to settle before sending anything else.",
    ],
    shadow: "haste with no room left to aim",
  },
  "nine-of-wands": {
    theme: ["resilience and a last stand near the finish", "weariness, and a guard worn thin"],
    advice: [
      "Hold on a little longer: the end is close.",
      "Ask for reinforcements before you drop.",
    ],
    shadow: "suspicion born of old wounds",
  },
  "ten-of-wands": {
    theme: [
      "burden, duty and too much carried alone",
      "a load put down at last, or one carried past breaking",
    ],
    advice: [
      "Hand off what is not yours to carry.",
      "Drop the weight you keep picking up out of habit.",
    ],
    shadow: "overwork taken on out of pride",
  },
  "page-of-wands": {
    theme: [
      "a curious beginning and good news about a venture",
      "a false start, or eagerness with no follow-through",
    ],
    advice: [
      "Explore the new idea with a beginner's appetite.",
      "Pick one idea and see it through before chasing another.",
    ],
    shadow: "enthusiasm flitting off before anything gets finished",
  },
  "knight-of-wands": {
    theme: [
      "bold action, adventure and hot momentum",
      "impulsiveness, scattered drive or a temper flaring",
    ],
    advice: ["Go after it hard while the wind is behind you.", "Count to ten before you charge."],
    shadow: "a charge ahead with no look back at who follows",
  },
  "queen-of-wands": {
    theme: [
      "confidence, warmth and magnetic determination",
      "self-doubt, jealousy, or warmth turned demanding",
    ],
    advice: [
      "Walk in as though you belong there; you do.",
      "Tend your own fire instead of measuring it against anyone else's.",
    ],
    shadow: "a need to be the brightest in the room",
  },
  "king-of-wands": {
    theme: [
      "visionary leadership and the courage to set direction",
      "domineering haste, or a vision ignoring the people carrying it out",
    ],
    advice: [
      "Lead with the big picture and let others fill in the detail.",
      "Listen before you command.",
    ],
    shadow: "leadership running so far ahead the team falls behind",
  },
};
