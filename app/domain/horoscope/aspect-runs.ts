// How long the reading has had an aspect. A slow pair can stay within a part's window for four
// or five days; told as news each day it reads as one transit announced day after day. So a part
// says its aspect as news on the first day of a run, leaves it out the next (its planet's house
// or retrograde instead, when due), and on the third and fifth days says it is still going on.
// Worked out from the skies of the days before, not from their texts, so each day stays pure.
import { addDays, type CalendarDate } from "~/domain/calendar-date";
import { bandOf, speaksOf } from "~/domain/horoscope/compose";
import { factsFor } from "~/domain/horoscope/facts";
import { rate } from "~/domain/horoscope/ratings";
import type { Facts, FocusPart, Ratings, Telling } from "~/domain/horoscope/types";
import type { Aspect, Sky } from "~/domain/sky/types";

/** Days a part's window lasts at most, with room: two days either side of exact. */
const LOOK_BACK = 6;
const FOCUS_PARTS: readonly FocusPart[] = ["love", "career", "health", "finance"];

export type AspectTellings = Partial<Record<FocusPart, Telling>>;

/** The aspect each part would speak of on the facts' day: its claim, if its stars allow it. */
export function spokenAspects(facts: Facts, ratings: Ratings): Partial<Record<FocusPart, Aspect>> {
  const spoken: Partial<Record<FocusPart, Aspect>> = {};
  for (const part of FOCUS_PARTS) {
    const aspect = facts.aspects[part];
    if (aspect && speaksOf(aspect, bandOf(ratings[part]))) spoken[part] = aspect;
  }
  return spoken;
}

/**
 * How each part with an aspect today tells it: "news" when no day of the last six gave any part
 * that aspect; "rest" (left out) on the second, fourth... day of a run of days that all gave it
 * to a part; "still" on the third, fifth... day, or when a day without it broke the run (a
 * tighter Moon aspect claimed the part, most often). `skyOn` gives an earlier day's sky; a server passes
 * its cache.
 */
export function aspectTellings(
  facts: Facts,
  ratings: Ratings,
  skyOn: (date: CalendarDate) => Sky,
): AspectTellings {
  const today = spokenAspects(facts, ratings);
  const parts = FOCUS_PARTS.filter((part) => today[part]);
  if (parts.length === 0) return {};
  const earlier = Array.from({ length: LOOK_BACK }, (_, i) => {
    // The day's headline plays no part in the claims or the stars, so today's ranking serves.
    const then = factsFor(skyOn(addDays(facts.sky.date, -1 - i)), facts.sign, facts.ranked);
    return spokenAspects(then, rate(then));
  });
  const tellings: AspectTellings = {};
  for (const part of parts) {
    // Any part's telling counts: an aspect Venus and Jupiter share may go to love one day and
    // to money the next.
    const same = earlier.map((day) => Object.values(day).some((a) => sameAspect(a, today[part]!)));
    const run = same.indexOf(false) === -1 ? LOOK_BACK : same.indexOf(false);
    tellings[part] = run % 2 === 1 ? "rest" : run > 0 || same.includes(true) ? "still" : "news";
  }
  return tellings;
}
function sameAspect(a: Aspect | undefined, b: Aspect): boolean {
  return (
    a !== undefined &&
    a.type === b.type &&
    [...a.bodies].sort().join() === [...b.bodies].sort().join()
  );
}
