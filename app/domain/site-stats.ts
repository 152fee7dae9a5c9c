// The home page's figures, each counted from what the site really ships.
import { dayNumber, FIRST_DATE, LAST_DATE } from "~/domain/calendar-date";
import { PART_NAMES } from "~/domain/horoscope/types";
import { DECK } from "~/domain/tarot/deck";
import { SPREADS } from "~/domain/tarot/spreads";
import { SIGNS } from "~/domain/zodiac";

export interface Stat {
  value: string;
  label: string;
}

/** Every (sign, date, part) the engine can write, over the dates the API accepts. */
export function horoscopeCount(): number {
  const days = dayNumber(LAST_DATE) - dayNumber(FIRST_DATE) + 1;
  return SIGNS.length * days * PART_NAMES.length;
}

export function siteStats(): Stat[] {
  const format = (n: number) => n.toLocaleString("en-US");
  return [
    { value: format(horoscopeCount()), label: "daily horoscopes, 1900 to 2100" },
    { value: format(SIGNS.length), label: "zodiac signs with a daily page" },
    { value: format(DECK.length), label: "tarot cards with our own art" },
    { value: format(SPREADS.length), label: "tarot spreads to draw" },
  ];
}
