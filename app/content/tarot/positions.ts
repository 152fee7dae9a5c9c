// How each position of each spread reads its card, in the position's own tense: what shaped
// the matter looks back, what is coming says "will", advice gives the card's counsel.
import type { Frame } from "~/content/tarot/types";
import type { SpreadSlug } from "~/domain/tarot/spreads";

/** The counsel sentence after a colon: its first letter lowered. */
const after = (advice: string) => advice[0]!.toLowerCase() + advice.slice(1);

export const POSITION_FRAMES: Record<SpreadSlug, readonly Frame[]> = {
  "card-of-the-day": [(p) => `Today turns on ${p.theme}, and ${p.card} sets the tone. ${p.advice}`],
  "one-card": [
    (p) => `The heart of the matter is ${p.theme}: that is the answer ${p.card} gives. ${p.advice}`,
  ],
  "three-cards": [
    (p) =>
      `${p.Card} looks back to ${p.theme}: that is what shaped the matter, and its echo has not faded.`,
    (p) => `Now ${p.card} puts ${p.theme} at the centre of things.`,
    (p) => `Ahead, ${p.card} will bring ${p.theme}, if the road keeps its present course.`,
  ],
  "situation-action-outcome": [
    (p) => `As things stand, ${p.card} shows ${p.theme}.`,
    (p) => `The step to take, in the words of ${p.card}: ${after(p.advice)}`,
    (p) => `Taken, that step will lead to ${p.theme}; ${p.card} is where it will end up.`,
  ],
  "mind-body-spirit": [
    (p) => `In your thoughts, ${p.card} stirs ${p.theme}.`,
    (p) => `Your body and daily ground carry ${p.theme}, as ${p.card} shows.`,
    (p) => `Your spirit meets ${p.theme} through ${p.card}, and asks you to tend it.`,
  ],
  relationship: [
    (p) => `You bring ${p.theme} to this, as ${p.card} shows.`,
    (p) => `Between you runs ${p.theme}: ${p.card} names the ground you share.`,
    (p) => `The other person brings ${p.theme}, if ${p.card} reads them right.`,
    (p) => `What holds you up is ${p.theme}, the gift of ${p.card}. ${p.advice}`,
    (p) =>
      `${p.Card} shows where the two of you are heading: toward ${p.theme}, which will come if nothing changes.`,
    (p) => `What gets in the way is ${p.hindrance}: ${p.card} names the snag between you.`,
  ],
  horseshoe: [
    (p) =>
      `What led here was ${p.theme}; ${p.card} names the choices and events that set this in motion.`,
    (p) => `Today ${p.card} stands for ${p.theme}.`,
    (p) => `Working out of sight is ${p.theme}: ${p.card} shows what goes unsaid.`,
    (p) => `In your way stands ${p.hindrance}, the hard edge of ${p.card}.`,
    (p) => `The people around you bring ${p.theme}, as ${p.card} has it.`,
    (p) => `${p.Card} counsels this: ${after(p.advice)}`,
    (p) => `The likely result is ${p.theme}: ${p.card} is where this path will arrive.`,
  ],
  "celtic-cross": [
    (p) => `At the heart of the matter lies ${p.theme}: ${p.card} is where you stand right now.`,
    (p) => `Crossing it is ${p.hindrance}; ${p.card} is the tension to work with.`,
    (p) => `Underneath it all was ${p.theme}: ${p.card} is the root this grew from.`,
    (p) =>
      `The recent past brought ${p.theme}; ${p.card} was the chapter now closing, and its colour lingers.`,
    (p) => `At best, this could become ${p.theme}: ${p.card} is the goal you are reaching for.`,
    (p) => `Over the coming weeks, ${p.card} will bring ${p.theme} into play.`,
    (p) => `You meet all this with ${p.theme}, the stance of ${p.card}.`,
    (p) => `Around you, people and places carry ${p.theme}, as ${p.card} shows.`,
    (p) =>
      `Hoped for and dreaded at once: ${p.theme}. ${p.Card} sits where wishes and worries meet.`,
    (p) =>
      `If the present course holds, it will end in ${p.theme}: ${p.card} is where everything points.`,
  ],
};
