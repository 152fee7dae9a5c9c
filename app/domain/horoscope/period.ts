// Weekly and monthly readings: the period's real events with their dates, each glossed for the
// reader's house, framed by an opening for the heaviest event's tone (in a mood its stars
// allow), a word on each area of life matched to the period's mean ratings, and a closing.
import { PERIOD_FRAME } from "~/content/daily/period-frame";
import { PERIOD_GLOSS } from "~/content/daily/period-gloss";
import type { Tone } from "~/content/daily/types";
import type { HouseNumber } from "~/content/horoscope/types";
import { addDays, dayNumber, formatLong, toIso, type CalendarDate } from "~/domain/calendar-date";
import { toneOf, weightOf } from "~/domain/events/headline";
import type { SkyEvent } from "~/domain/events/types";
import { bandOf, openers } from "~/domain/horoscope/compose";
import { periodDays, type PeriodKind } from "~/domain/horoscope/period-dates";
import { houseOf } from "~/domain/horoscope/facts";
import { aspectPhrase, degrees, signName, where } from "~/domain/horoscope/render";
import { bodyName, capFirst, hash, ordinal } from "~/domain/horoscope/text";
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
  const kept = [...events]
    .map((event, i) => ({ event, i }))
    .sort((a, b) => weightOf(b.event) - weightOf(a.event) || a.i - b.i)
    .slice(0, EVENT_LIMIT[kind]);
  const tone: Tone = kept[0] ? toneOf(kept[0].event) : "advance";
  const told = kept.sort((a, b) => a.i - b.i).map(({ event }) => event);
  const glossed = new Set<string>();
  // Each event's meaning comes from its house (an aspect's: either body's); an event whose
  // meanings are all taken already in this reading is left out rather than said twice.
  const tell = (event: SkyEvent): PeriodEvent | undefined => {
    const houses = signsOf(event).map((slug) => houseOf(getSign(slug).index, sign.index));
    for (const house of houses) {
      const bank = PERIOD_GLOSS[toneOf(event)][house];
      for (let step = 0; step < bank.length; step++) {
        const meaning = rotateFor(bank, `gloss|${house}`, step);
        if (glossed.has(meaning)) continue;
        glossed.add(meaning);
        return { date: dateOf(event), fact: factOf(event, houses[0]!, sign), meaning };
      }
    }
    return undefined;
  };
  const ratings = meanRatings(daily);
  // The opener follows the main event's tone, in a mood the period's overall stars allow.
  const opener = rotateFor(
    openers(
      (kind === "weekly" ? PERIOD_FRAME.weekOpeners : PERIOD_FRAME.monthOpeners)[tone],
      bandOf(ratings.overall),
    ),
    "opener",
  );
  // A quiet week has few events to tell, so its areas and closing say a little more.
  const quiet = kind === "weekly" && told.length < 5;
  const perArea = kind === "monthly" || quiet ? 4 : 3;
  const areaText = (
    field: Exclude<keyof Ratings, "overall">,
    bankName: keyof typeof PERIOD_FRAME.areas,
  ) => {
    const bank = PERIOD_FRAME.areas[bankName][bandOf(ratings[field])];
    return Array.from({ length: perArea }, (_, k) => rotateFor(bank, bankName, k * 3)).join(" ");
  };
  return {
    period: kind,
    start: toIso(start),
    end: toIso(addDays(start, periodDays(kind, start) - 1)),
    zodiacSign: sign.name,
    overview: [
      opener,
      summaryOf(told, kind),
      moonVisit(kind, start, sign, input.moonSigns),
      daysOf(kind, start, daily),
    ].join(" "),
    events: told.map(tell).filter((e) => e !== undefined),
    love: areaText("love", "love"),
    career: areaText("career", "work"),
    health: areaText("health", "wellbeing"),
    finance: areaText("finance", "money"),
    closing: Array.from({ length: quiet ? 2 : 1 }, (_, k) =>
      rotateFor(PERIOD_FRAME.closings[bandOf(ratings.overall)], "closing", k * 5),
    ).join(" "),
    ratings,
  };
}

function summaryOf(events: readonly SkyEvent[], kind: PeriodKind): string {
  const span = kind === "weekly" ? "this week" : "this month";
  if (events.length === 0) {
    return `No planet changes sign, turns or makes an exact aspect ${span}, so the Moon's path through your houses sets the pace.`;
  }
  const count = events.length === 1 ? "one event" : `${events.length} events`;
  return `The sky has ${count} to follow ${span}, each dated below with what it means for you.`;
}

// The days the Moon spends in the reader's own sign, when feelings and energy run closest to home.
function moonVisit(
  kind: PeriodKind,
  start: CalendarDate,
  sign: Sign,
  moonSigns: readonly SignSlug[],
): string {
  const days = moonSigns.flatMap((slug, i) => (slug === sign.slug ? [i] : []));
  const span = kind === "weekly" ? "this week" : "this month";
  if (days.length === 0) {
    const houses = [...new Set(moonSigns.map((slug) => houseOf(getSign(slug).index, sign.index)))];
    return `The Moon stays out of your sign ${span}, moving from your ${ordinal(houses[0]!)} house to your ${ordinal(houses.at(-1)!)}.`;
  }
  const names = days.map((i) => dayName(addDays(start, i), kind));
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0]!;
  return `The Moon is in ${sign.name} on ${list}, days when your own needs ask to come first.`;
}

// The days to use and the days to go gently, from the daily overall ratings.
function daysOf(kind: PeriodKind, start: CalendarDate, daily: readonly Ratings[]): string {
  const scores = daily.map((r) => r.overall);
  const high = Math.max(...scores);
  const low = Math.min(...scores);
  if (high === low) return "The days run evenly, with none standing out from the rest.";
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

function factOf(event: SkyEvent, house: HouseNumber, reader: Sign): string {
  const place = where(house);
  switch (event.kind) {
    case "lunation": {
      const name = event.phase === "new" ? "New Moon" : "Full Moon";
      const eclipse = event.eclipse
        ? ` and ${event.eclipse === "annular" || event.eclipse === "hybrid" ? "an" : "a"} ${event.eclipse} ${event.phase === "new" ? "solar" : "lunar"} eclipse`
        : "";
      return `${name}${eclipse} at ${degrees(event.degree)} ${signName(event.sign)}, ${place}`;
    }
    case "station":
      return `${capFirst(bodyName(event.body))} turns ${event.turns} at ${degrees(event.degree)} ${signName(event.sign)}, ${place}`;
    case "ingress":
      return `${capFirst(bodyName(event.body))} enters ${signName(event.to)}, ${place}`;
    case "aspect": {
      const [a, b] = event.bodies;
      const phrase = aspectPhrase(event.type, { exact: true, outOfSign: event.outOfSign });
      const other = houseOf(getSign(event.signs[1]).index, reader.index);
      return `${capFirst(bodyName(a))} (${yours(house)}) and ${bodyName(b)} (${yours(other)}) make ${phrase}`;
    }
  }
}

function yours(house: HouseNumber): string {
  return house === 1 ? "your own sign" : `your ${ordinal(house)} house`;
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
