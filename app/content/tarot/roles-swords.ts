import type { CardRoles } from "~/content/tarot/types";

export const SWORDS_ROLES: Record<string, CardRoles> = {
  "ace-of-swords": {
    theme: [
      "a breakthrough of clarity and a truth cut clean",
      "confusion, or a sharp mind turned against itself",
    ],
    advice: ["Say the true thing clearly and decide.", "Gather the facts before you cut anything."],
    shadow: "a truth wielded like a weapon",
  },
  "two-of-swords": {
    theme: [
      "a stalemate and a decision avoided",
      "new information breaking a deadlock, or overwhelm",
    ],
    advice: [
      "Take off the blindfold and look at both options squarely.",
      "Choose the lesser difficulty and move.",
    ],
    shadow: "neutrality held so long it becomes avoidance",
  },
  "three-of-swords": {
    theme: ["heartbreak, grief and a painful truth", "recovery, and sorrow beginning to mend"],
    advice: [
      "Let the hurt be felt; it passes faster than hurt held in.",
      "Allow the wound to close; stop reopening it to check.",
    ],
    shadow: "a sorrow colouring everything else",
  },
  "four-of-swords": {
    theme: [
      "rest, recovery and a needed retreat",
      "restlessness, or burnout from refusing to stop",
    ],
    advice: [
      "Rest before you do anything else.",
      "Ease back into the world slowly after the pause.",
    ],
    shadow: "a retreat running on after the healing",
  },
  "five-of-swords": {
    theme: [
      "a conflict won at a cost, and a hollow victory",
      "reconciliation, or the wish to make amends",
    ],
    advice: [
      "Ask whether winning this is worth what it costs.",
      "Make the first move toward repair.",
    ],
    shadow: "the need to be right at any price",
  },
  "six-of-swords": {
    theme: [
      "transition, a passage to calmer water and moving on",
      "unfinished business, or a move resisted",
    ],
    advice: [
      "Move toward calmer water and take only what you need.",
      "Settle the old matter before you try to leave it behind.",
    ],
    shadow: "a move carrying the old baggage along",
  },
  "seven-of-swords": {
    theme: [
      "strategy, stealth and something got away with",
      "a confession, or a scheme coming undone",
    ],
    advice: [
      "Plan carefully and keep your own counsel.",
      "Come clean before the truth comes out on its own.",
    ],
    shadow: "a shortcut cutting corners with trust",
  },
  "eight-of-swords": {
    theme: [
      "a trap of the mind and limits self-imposed",
      "release, and a new way of seeing the bind",
    ],
    advice: [
      "Notice that the bindings are looser than they feel and step out.",
      "Keep walking out of the old story you told about yourself.",
    ],
    shadow: "helplessness more believed than real",
  },
  "nine-of-swords": {
    theme: [
      "anxiety, sleepless worry and the mind at its darkest",
      "the worst of the worry passing, or despair kept secret",
    ],
    advice: [
      "Write the fears down and check each one against the facts.",
      "Tell someone how heavy the nights have been.",
    ],
    shadow: "worry magnifying every risk",
  },
  "ten-of-swords": {
    theme: [
      "a painful ending and rock bottom reached",
      "recovery from the lowest point and a slow rising",
    ],
    advice: [
      "Accept that this is over; the only way now is up.",
      "Stop reliving the fall and get up slowly.",
    ],
    shadow: "a sense of defeat that feels final",
  },
  "page-of-swords": {
    theme: ["curiosity, new ideas and a watchful mind", "gossip, or talk with nothing behind it"],
    advice: [
      "Ask questions and keep your eyes open.",
      "Think before you speak, and check the rumour.",
    ],
    shadow: "sharp words thrown before thinking",
  },
  "knight-of-swords": {
    theme: [
      "ambition, quick thinking and a charge toward a goal",
      "recklessness, or ideas with no direction",
    ],
    advice: [
      "Move decisively on the idea while it is clear.",
      "Slow down and let others catch up with your thinking.",
    ],
    shadow: "speed bulldozing other people's views",
  },
  "queen-of-swords": {
    theme: [
      "clear perception, independence and honest boundaries",
      "bitterness, or honesty with the kindness removed",
    ],
    advice: [
      "Speak clearly and set the boundary without apology.",
      "Soften the edge of your judgement without blunting the truth.",
    ],
    shadow: "a cool judgement keeping everyone at arm's length",
  },
  "king-of-swords": {
    theme: [
      "intellectual authority, truth and fair judgement",
      "authority abused, or cold logic with no mercy",
    ],
    advice: [
      "Decide with your head and explain your reasons plainly.",
      "Ask whether your reasoning has forgotten the people it affects.",
    ],
    shadow: "a mind so sure of itself it stops listening",
  },
};
