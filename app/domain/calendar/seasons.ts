// The equinoxes and solstices: the Sun at 0° of Aries, Cancer, Libra and Capricorn.
import { Seasons } from "astronomy-engine";
import { isoSecond } from "./search";
import type { SeasonEvent } from "./types";

export function seasons(from: number, to: number): SeasonEvent[] {
  const found: SeasonEvent[] = [];
  for (let year = new Date(from).getUTCFullYear(); year <= new Date(to).getUTCFullYear(); year++) {
    const s = Seasons(year);
    for (const [name, time] of [
      ["March equinox", s.mar_equinox],
      ["June solstice", s.jun_solstice],
      ["September equinox", s.sep_equinox],
      ["December solstice", s.dec_solstice],
    ] as const) {
      const ms = time.date.getTime();
      if (ms >= from && ms < to) found.push({ kind: "season", time: isoSecond(ms), name });
    }
  }
  return found;
}
