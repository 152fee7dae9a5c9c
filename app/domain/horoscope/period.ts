// Weekly and monthly readings: an opening sentence on the period's headline event for the
// sign (period-headline.ts), the period's real events with their dates, each glossed for the
// reader's house, a word on each area of life that follows its own planets' events there, and
// a closing. Bank lines rotate in blocks so a sign's consecutive periods do not repeat them.
import { PERIOD_AREA_MOON } from "~/content/daily/period-area-moon";
import { PERIOD_AREA_SKY } from "~/content/daily/period-area-sky";
import { PERIOD_FRAME } from "~/content/daily/period-frame";
import { PERIOD_GLOSS } from "~/content/daily/period-gloss";
import { PERIOD_OPENERS } from "~/content/daily/period-openers";
import type { PeriodArea } from "~/content/daily/types";
import { addDays, dayNumber, formatLong, toIso, type CalendarDate } from "~/domain/calendar-date";
import { toneOf, weightOf } from "~/domain/events/headline";
import type { SkyEvent } from "~/domain/events/types";
import { bandOf, openers } from "~/domain/horoscope/compose";
import { PART_PLANETS, houseOf } from "~/domain/horoscope/facts";
import { periodDays, type PeriodKind } from "~/domain/horoscope/period-dates";
import { periodHeadline } from "~/domain/horoscope/period-headline";
import {
  areaLine,
  bodiesOf,
  factOf,
  headlineKind,
  openerVars,
  placementLine,
} from "~/domain/horoscope/period-lines";
import { fill } from "~/domain/horoscope/render";
import { hash, ordinal } from "~/domain/horoscope/text";
import type { PeriodEvent, PeriodReading, Ratings } from "~/domain/horoscope/types";
import { getSign, type Sign, type SignSlug } from "~/domain/zodiac";

/** How many events each period tells at most; the heaviest are kept. */
const EVENT_LIMIT: Readonly<Record<PeriodKind, number>> = { weekly: 8, monthly: 14 };

export interface PeriodInput {
  kind: PeriodKind;
  start: CalendarDate;
  sign: Sign;
  /** Every event of the period in time order (readingEvents). */
  events: readonly SkyEvent[];
  /** The sign's daily ratings for each day of the period. */
  daily: readonly Ratings[];
  /** The Moon's sign at noon on each day of the period. */
  moonSigns: readonly SignSlug[];
}

export function composePeriod(input: PeriodInput): PeriodReading {
  const { kind, start, sign, events, daily } = input;
  const index =
    kind === "weekly" ? Math.floor(dayNumber(start) / 7) : start.year * 12 + start.month;
  const rotateFor = <T>(items: readonly T[], slot: string, step = 0) =>
    items[(index + step + hash(`${sign.slug}|${kind}|${slot}`)) % items.length]!;
  // Consecutive periods take consecutive blocks of BLOCK lines from a bank, so in a bank of 12
  // a line comes back no sooner than six periods later.
  const blockOf = <T>(items: readonly T[], slot: string, count: number) =>
    Array.from({ length: count }, (_, k) => rotateFor(items, slot, index * (BLOCK - 1) + k));
  const kept = [...events]
    .map((event, i) => ({ event, i }))
    .sort((a, b) => weightOf(b.event) - weightOf(a.event) || a.i - b.i)
    .slice(0, EVENT_LIMIT[kind]);
  const told = kept.sort((a, b) => a.i - b.i).map(({ event }) => event);
  const glossed = new Set<string>();
  // Each event's meaning comes from its house (an aspect's: either body's); an event whose
  // meanings are all taken already in this reading is left out rather than said twice.
  const tell = (event: SkyEvent): PeriodEvent | undefined => {
    const houses = signsOf(event).map((slug) => houseOf(getSign(slug).index, sign.index));
    // Every house's first choice before any second one, so a reading rarely reaches the lines
    // the next periods start on.
    for (let step = 0; step < 5; step++) {
      for (const house of houses) {
        const bank = PERIOD_GLOSS[toneOf(event)][house];
        if (step >= bank.length) continue;
        const meaning = rotateFor(bank, `gloss|${toneOf(event)}|${house}`, step);
        if (glossed.has(meaning)) continue;
        glossed.add(meaning);
        return { date: dateOf(event), fact: factOf(event, houses[0]!, sign), meaning };
      }
    }
    return undefined;
  };
  const ratings = meanRatings(daily);
  const headline = periodHeadline(events, sign);
  const day = (event: SkyEvent) => dayName(isoDate(dateOf(event)), kind);
  // The opener names the headline event, in words for its kind and a mood the stars allow.
  const opener = headline
    ? fill(
        rotateFor(
          openers(PERIOD_OPENERS[headlineKind(headline)], bandOf(ratings.overall)),
          "opener",
        ),
        { ...openerVars(headline, sign), day: day(headline) },
      )
    : fill(rotateFor(openers(PERIOD_OPENERS.quiet, bandOf(ratings.overall)), "opener"), {
        span: kind === "weekly" ? "this week" : "this month",
      });
  // Each area tells its own planets' events, heaviest first, but none the opener has told nor
  // another area before it (Venus to love and not again to money): one sky fact, one telling.
  // An area whose events are all told says where its planet stands instead (the next planet
  // when the event told was the first one's entry or station, which says so already).
  const quiet = kind === "weekly" && told.length < 5;
  const claimed = new Set<SkyEvent>(headline ? [headline] : []);
  const areaText = (field: Exclude<keyof Ratings, "overall">, area: PeriodArea) => {
    const planets = PART_PLANETS[field];
    const mine = events.filter((e) => bodiesOf(e).some((b) => planets.includes(b)));
    const own = mine
      .filter((e) => !claimed.has(e))
      .map((event, i) => ({ event, i }))
      .sort((a, b) => weightOf(b.event) - weightOf(a.event) || a.i - b.i)
      .slice(0, kind === "weekly" ? 1 : 2)
      .map(({ event }) => event);
    own.forEach((event) => claimed.add(event));
    const sky = own.map((event, k) =>
      areaLine(event, planets, sign, day(event), (tone) =>
        rotateFor(PERIOD_AREA_SKY[area][tone], `${area}|sky`, k),
      ),
    );
    const placed = planets.find(
      (planet) =>
        !mine.some((e) => (e.kind === "ingress" || e.kind === "station") && e.body === planet),
    );
    if (own.length === 0 && mine.length > 0 && placed) {
      sky.push(placementLine(field, placed, start, sign, rotateFor));
    }
    // A quiet week with no event of the area's own says where its planet stands.
    // A week with no event at all gives a part with two planets both.
    if (quiet && mine.length === 0) {
      const planets = PART_PLANETS[field].slice(0, told.length === 0 ? 2 : 1);
      sky.push(...planets.map((planet) => placementLine(field, planet, start, sign, rotateFor)));
    }
    // Still nothing of its own (no event of its planets, or only ones told elsewhere, such as
    // Venus entering the reader's sign as the headline): the Moon's days in its houses.
    const moon = sky.length === 0 && moonDays(area, kind, start, sign, input.moonSigns);
    if (moon) sky.push(fill(rotateFor(PERIOD_AREA_MOON[area], `${area}|moon`), moon));
    // And when the Moon misses them too, where the area's planet stands, in the area's words (after
    // a headline station of that planet, a brief echo of it: 8 weeks of 2027 over all signs).
    if (sky.length === 0) {
      // After its entry into a sign, the sign it has entered: the period's last day.
      const entered = mine.some((e) => e.kind === "ingress" && e.body === planets[0]);
      const last = periodDays(kind, start) - 1;
      sky.push(placementLine(field, planets[0]!, start, sign, rotateFor, entered ? last : 3));
    }
    const bank = PERIOD_FRAME.areas[area][bandOf(ratings[field])];
    const lines = blockOf(bank, area, kind === "weekly" && own.length > 0 ? 1 : BLOCK);

    return [...sky, ...lines].join(" ");
  };
  return {
    period: kind,
    start: toIso(start),
    end: toIso(addDays(start, periodDays(kind, start) - 1)),
    zodiacSign: sign.name,
    overview: [
      opener,
      moonVisit(kind, start, sign, input.moonSigns, (lines) => rotateFor(lines, "away")),
      daysOf(kind, start, daily, (lines) => rotateFor(lines, "even")),
    ].join(" "),
    events: told.map(tell).filter((e) => e !== undefined),
    love: areaText("love", "love"),
    career: areaText("career", "work"),
    health: areaText("health", "wellbeing"),
    finance: areaText("finance", "money"),
    closing: blockOf(
      PERIOD_FRAME.closings[bandOf(ratings.overall)],
      "closing",
      told.length === 0 ? 3 : quiet ? 2 : 1,
    ).join(" "),
    ratings,
  };
}

/** Lines taken from a bank per period; see blockOf. */
const BLOCK = 2;

function isoDate(iso: string): CalendarDate {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

// The days the Moon spends in the reader's own sign, when feelings run closest to home.
function moonVisit(
  kind: PeriodKind,
  start: CalendarDate,
  sign: Sign,
  moonSigns: readonly SignSlug[],
  pickAway: (lines: readonly string[]) => string,
): string {
  const days = moonSigns.flatMap((slug, i) => (slug === sign.slug ? [i] : []));
  const span = kind === "weekly" ? "this week" : "this month";
  if (days.length === 0) {
    const houses = [...new Set(moonSigns.map((slug) => houseOf(getSign(slug).index, sign.index)))];
    return fill(pickAway(PERIOD_FRAME.moonAway), {
      span,
      from: ordinal(houses[0]!),
      to: ordinal(houses.at(-1)!),
    });
  }
  const names = days.map((i) => dayName(addDays(start, i), kind));
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0]!;
  const when = names.length > 1 ? "days" : "a day";
  return `The Moon is in ${sign.name} on ${list}, ${when} when your own needs ask to come first.`;
}

/** The houses whose Moon days an area names, most its own first; never the 1st ("your own sign"). */
const AREA_HOUSES: Readonly<Record<PeriodArea, readonly number[]>> = {
  love: [5, 7],
  work: [10, 3],
  wellbeing: [6, 12],
  money: [2, 8],
};

// The first run of days the Moon spends in one of the area's houses, as {days} and {house}.
function moonDays(
  area: PeriodArea,
  kind: PeriodKind,
  start: CalendarDate,
  sign: Sign,
  moonSigns: readonly SignSlug[],
): { days: string; house: string } | undefined {
  const houses = moonSigns.map((slug) => houseOf(getSign(slug).index, sign.index));
  const first = houses.findIndex((house) => AREA_HOUSES[area].includes(house));
  if (first === -1) return undefined;
  let last = first;
  while (houses[last + 1] === houses[first]) last++;
  const names = Array.from({ length: last - first + 1 }, (_, i) =>
    dayName(addDays(start, first + i), kind),
  );
  const days =
    names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0]!;
  return { days, house: ordinal(houses[first]!) };
}

// The days to use and the days to go gently, from the daily overall ratings.
function daysOf(
  kind: PeriodKind,
  start: CalendarDate,
  daily: readonly Ratings[],
  pickEven: (lines: readonly string[]) => string,
): string {
  const scores = daily.map((r) => r.overall);
  const high = Math.max(...scores);
  const low = Math.min(...scores);
  if (high === low) return pickEven(PERIOD_FRAME.evenDays);
  const count = kind === "weekly" ? 1 : 3;
  const pick = (value: number) =>
    scores
      .map((score, i) => ({ score, i }))
      .filter((d) => d.score === value)
      .slice(0, count)
      .map((d) => dayName(addDays(start, d.i), kind));
  const list = (days: string[]) =>
    days.length > 1 ? `${days.slice(0, -1).join(", ")} and ${days.at(-1)}` : days[0]!;
  const best = pick(high);
  const hardest = pick(low);
  return `Your strongest ${best.length > 1 ? "days look like" : "day looks like"} ${list(best)}; go gently on ${list(hardest)}.`;
}

function dayName(date: CalendarDate, kind: PeriodKind): string {
  const long = formatLong(date).replace(/ \d{4}$/, "");
  return kind === "weekly" ? long : long.replace(/^\w+, /, "");
}

function signsOf(event: SkyEvent): SignSlug[] {
  switch (event.kind) {
    case "lunation":
    case "station":
      return [event.sign];
    case "ingress":
      return [event.to];
    case "aspect":
      return [...event.signs];
  }
}

function dateOf(event: SkyEvent): string {
  return event.kind === "station" ? event.date : event.time.slice(0, 10);
}

function meanRatings(daily: readonly Ratings[]): Ratings {
  const mean = (key: keyof Ratings) =>
    Math.min(5, Math.max(1, Math.round(daily.reduce((sum, r) => sum + r[key], 0) / daily.length)));
  return {
    overall: mean("overall"),
    love: mean("love"),
    career: mean("career"),
    health: mean("health"),
    finance: mean("finance"),
  };
}
