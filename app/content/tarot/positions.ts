// How each position of each spread reads its card, in the position's own tense: what shaped
// the matter looks back, what is coming says "will", advice gives the card's counsel.
import type { Frame } from "~/content/tarot/types";
import type { SpreadSlug } from "~/domain/tarot/spreads";

/** The counsel sentence after a colon: its first letter lowered. */
const after = (advice: string) => advice[0]!.toLowerCase() + advice.slice(1);

export const POSITION_FRAMES: Record<SpreadSlug, readonly Frame[]> = {
  "card-of-the-day": [(p) => `${p.Card} sets the tone for today: ${p.theme}. ${p.advice}`],
  "one-card": [
    (p) => `The answer ${p.card} gives goes to the heart of the matter: ${p.theme}. ${p.advice}`,
  ],
  "three-cards": [
    (p) =>
      `${p.Card} looks back to what shaped the matter, and its echo has not faded: ${p.theme}.`,
    (p) => `Now ${p.card} puts this at the centre of things: ${p.theme}.`,
    (p) => `If the road keeps its present course, ${p.card} will bring ${p.theme}.`,
  ],
  "situation-action-outcome": [
    (p) => `As things stand, ${p.card} shows ${p.theme}.`,
    (p) => `The step to take, in the words of ${p.card}: ${after(p.advice)}`,
    (p) => `Taken, that step will lead where ${p.card} points: ${p.theme}.`,
  ],
  "mind-body-spirit": [
    (p) => `In your thoughts, ${p.card} stirs ${p.theme}.`,
    (p) => `As ${p.card} shows, your body and daily ground carry ${p.theme}.`,
    (p) => `Your spirit asks to be tended, and ${p.card} shows what it meets: ${p.theme}.`,
  ],
  relationship: [
    (p) => `What you bring, as ${p.card} shows, is ${p.theme}.`,
    (p) => `${p.Card} names the ground you share: ${p.theme}.`,
    (p) => `If ${p.card} reads them right, the other person brings ${p.theme}.`,
    (p) => `What holds you up is the gift of ${p.card}: ${p.theme}. ${p.advice}`,
    (p) =>
      `${p.Card} shows where the two of you will be heading if nothing changes: toward ${p.theme}.`,
    (p) => `${p.Card} names the snag between you: ${p.hindrance}.`,
  ],
  horseshoe: [
    (p) => `${p.Card} names the choices and events that led here: ${p.theme}.`,
    (p) => `Today ${p.card} stands for ${p.theme}.`,
    (p) => `Out of sight, ${p.card} shows what goes unsaid: ${p.theme}.`,
    (p) => `In your way stands the hard edge of ${p.card}: ${p.hindrance}.`,
    (p) => `As ${p.card} has it, the people around you bring ${p.theme}.`,
    (p) => `${p.Card} counsels this: ${after(p.advice)}`,
    (p) => `${p.Card} is where this path will arrive: ${p.theme}.`,
  ],
  "celtic-cross": [
    (p) => `${p.Card} is where you stand right now, at the heart of the matter: ${p.theme}.`,
    (p) => `Crossing it, ${p.card} is the tension to work with: ${p.hindrance}.`,
    (p) => `Underneath it all, ${p.card} is the root this grew from: ${p.theme}.`,
    (p) => `${p.Card} was the chapter now closing, and its colour lingers: ${p.theme}.`,
    (p) => `At best, ${p.card} is the goal you are reaching for: ${p.theme}.`,
    (p) => `Over the coming weeks, ${p.card} will bring this into play: ${p.theme}.`,
    (p) => `${p.Card} is the stance you meet all this with: ${p.theme}.`,
    (p) => `As ${p.card} shows, the people and places around you carry ${p.theme}.`,
    (p) =>
      `${p.Card} sits where wishes and worries meet, hoped for and dreaded at once: ${p.theme}.`,
    (p) => `If the present course holds, ${p.card} is where everything will point: ${p.theme}.`,
  ],
};
