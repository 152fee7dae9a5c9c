// Text for the angle between two signs, read as an aspect.
import type { AspectKey } from "~/domain/compatibility-model";

export interface AspectText {
  name: string;
  /** For the second paragraph, after the elements. */
  meet: string;
  detail: string;
  /** The first advice line; it speaks to the couple directly. */
  advice: string;
}

export const ASPECT_TEXTS: Record<AspectKey, AspectText> = {
  conjunction: {
    name: "Conjunction",
    meet: "Sharing a sign is a conjunction: the same element, quality and ruler, doubled. It brings instant familiarity, and the same blind spots twice over.",
    detail: "The same sign: instant recognition, and the same blind spots twice over.",
    advice:
      "Cultivate a little difference: separate friends, separate hobbies, and the odd decision handed to whoever cares less.",
  },
  "semi-sextile": {
    name: "Semi-sextile",
    meet: "As neighbours on the wheel they form a semi-sextile. Each sign grew out of the one before it, so they share more than it seems, yet they often want slightly different things.",
    detail:
      "Neighbouring signs, a semi-sextile: close enough to rub, different enough to puzzle each other.",
    advice:
      "Treat your differences as a division of labour rather than a contest; the neighbour's way is often the step missing from your own.",
  },
  sextile: {
    name: "Sextile",
    meet: "Two signs apart, they form a sextile, the aspect of opportunity. The bond is friendly and lively rather than fated, and it repays every effort put into it.",
    detail: "Two signs apart, a sextile: friendly and cooperative, an opening that rewards effort.",
    advice:
      "Say yes to each other's invitations: this bond pays off when you act on the openings it gives you.",
  },
  square: {
    name: "Square",
    meet: "Three signs apart, they form a square, the aspect of friction. They push each other constantly, and that tension can sharpen them both or wear them down.",
    detail: "Three signs apart, a square: built-in friction that asks for effort from both.",
    advice:
      "Pick your battles and fight them fairly: this friction is worth having when it builds something instead of just burning time.",
  },
  trine: {
    name: "Trine",
    meet: "Four signs apart, they form a trine, the smoothest aspect in astrology. Things flow between them with little effort, and they feel at ease almost from the first meeting.",
    detail: "Four signs apart, a trine: the easiest flow in the zodiac.",
    advice:
      "Don't coast: easy bonds can grow comfortable enough to turn lazy, so keep choosing new things to do together.",
  },
  quincunx: {
    name: "Quincunx",
    meet: "Five signs apart, they form a quincunx, an awkward angle with nothing in common by element or quality. They keep adjusting to each other, and the adjustment never quite becomes automatic.",
    detail: "Five signs apart, a quincunx: an awkward angle that asks for constant adjustment.",
    advice: "Spell things out: what seems obvious to one of you is rarely obvious to the other.",
  },
  opposition: {
    name: "Opposition",
    meet: "Across the wheel from each other, they form an opposition. Each has what the other lacks, which makes the attraction strong and the arguments familiar; at best they complete each other.",
    detail:
      "Six signs apart, an opposition: strong attraction between opposites, with a tug-of-war built in.",
    advice:
      "Meet in the middle on purpose: agree who decides what, and let your opposite instincts balance you rather than beat you.",
  },
};
