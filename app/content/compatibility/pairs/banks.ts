// Every pair's texts, keyed by the pair's slug ("aries-and-leo", the earlier sign first).
import { AQUARIUS_PAIRS } from "./aquarius";
import { ARIES_PAIRS } from "./aries";
import { CANCER_PAIRS } from "./cancer";
import { CAPRICORN_PAIRS } from "./capricorn";
import { GEMINI_PAIRS } from "./gemini";
import { LEO_PAIRS } from "./leo";
import { LIBRA_PAIRS } from "./libra";
import { PISCES_PAIRS } from "./pisces";
import { SAGITTARIUS_PAIRS } from "./sagittarius";
import { SCORPIO_PAIRS } from "./scorpio";
import { TAURUS_PAIRS } from "./taurus";
import type { PairText, PairTexts } from "./types";
import { VIRGO_PAIRS } from "./virgo";

const BY_FIRST: Readonly<Record<string, PairTexts>> = {
  aries: ARIES_PAIRS,
  taurus: TAURUS_PAIRS,
  gemini: GEMINI_PAIRS,
  cancer: CANCER_PAIRS,
  leo: LEO_PAIRS,
  virgo: VIRGO_PAIRS,
  libra: LIBRA_PAIRS,
  scorpio: SCORPIO_PAIRS,
  sagittarius: SAGITTARIUS_PAIRS,
  capricorn: CAPRICORN_PAIRS,
  aquarius: AQUARIUS_PAIRS,
  pisces: PISCES_PAIRS,
};

export const PAIR_TEXTS: Readonly<Record<string, PairText>> = Object.fromEntries(
  Object.entries(BY_FIRST).flatMap(([first, pairs]) =>
    Object.entries(pairs).map(([second, text]) => [`${first}-and-${second}`, text]),
  ),
);
