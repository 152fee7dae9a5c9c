// Lucky number, colour, mood and match: fixed for a (date, sign), varied by the Moon.
import { COLOURS, MOODS } from "~/content/horoscope/lucky";
import { hash, pick } from "~/domain/horoscope/text";
import type { Facts, Lucky } from "~/domain/horoscope/types";
import { SIGNS, getSign } from "~/domain/zodiac";

export function luckyFor(facts: Facts): Lucky {
  const moonSign = getSign(facts.moon.sign);
  return {
    number: 1 + (hash(facts.seed("lucky:number")) % 99),
    color: pick(COLOURS[moonSign.element], facts.seed("lucky:color")),
    mood: pick(MOODS[facts.moonHouse], facts.seed("lucky:mood")),
    match: matchFor(facts.sign.index, moonSign.index),
  };
}

/**
 * The sign you get on best with today, found from the Moon's sign.
 * Signs of even index are fire and air, odd ones earth and water, and each pair of elements
 * gets on well, so a sign is in harmony with every sign of its own parity. If the Moon is in
 * such a sign, that sign is your match; if the Moon is in your own sign, your match is the next
 * sign of your element (a trine); otherwise it is the sign the Moon enters next, which always
 * has your parity, or the one it has just left if the next one is yours.
 */
export function matchFor(signIndex: number, moonIndex: number): string {
  const at = (i: number) => SIGNS[((i % 12) + 12) % 12]!.name;
  if (moonIndex === signIndex) return at(signIndex + 4);
  if ((moonIndex - signIndex) % 2 === 0) return at(moonIndex);
  return (moonIndex + 1) % 12 === signIndex ? at(moonIndex - 1) : at(moonIndex + 1);
}
