// Text for the angle between two signs, read as an aspect.
import type { AspectKey } from "~/domain/compatibility/model";

export interface AspectText {
  name: string;
  detail: string;
}

export const ASPECT_TEXTS: Record<AspectKey, AspectText> = {
  conjunction: {
    name: "Conjunction",
    detail: "The same sign: instant recognition, and the same blind spots twice over.",
  },
  "semi-sextile": {
    name: "Semi-sextile",
    detail:
      "Neighbouring signs, a semi-sextile: close enough to rub, different enough to puzzle each other.",
  },
  sextile: {
    name: "Sextile",
    detail: "Two signs apart, a sextile: friendly and cooperative, an opening that rewards effort.",
  },
  square: {
    name: "Square",
    detail: "Three signs apart, a square: built-in friction that asks for effort from both.",
  },
  trine: {
    name: "Trine",
    detail: "Four signs apart, a trine: the easiest flow in the zodiac.",
  },
  quincunx: {
    name: "Quincunx",
    detail: "Five signs apart, a quincunx: an awkward angle that asks for constant adjustment.",
  },
  opposition: {
    name: "Opposition",
    detail:
      "Six signs apart, an opposition: strong attraction between opposites, with a tug-of-war built in.",
  },
};
