// The five paragraphs. The general one tells the day's story: the headline event where it falls
// for the reader, what that means there, the ruler if it takes part, the Moon's house (once a
// day), and a closing that matches the overall rating. Each focus part follows the same event
// into its own area, adds its planet's aspect, retrograde or house, and ends with guidance and
// a closing chosen for its own rating.
import { FOCUS } from "~/content/daily/focus";
import { GENERAL } from "~/content/daily/general";
import { STORY } from "~/content/daily/story";
import { OPENER_MOODS, type Band, type Mood } from "~/content/daily/types";
import type { Headline } from "~/domain/events/types";
import { eventLine } from "~/domain/horoscope/event-line";
import { PART_PLANETS, focusFirst, harmonyOf, isOutOfSign } from "~/domain/horoscope/facts";
import { aspectPhrase, bodyVars, fill, signName } from "~/domain/horoscope/render";
import { bodyName, capFirst, hash, ordinal, rotate } from "~/domain/horoscope/text";
import type { Facts, FocusPart, Paragraph, Ratings } from "~/domain/horoscope/types";
import type { Planet } from "~/domain/zodiac";

const SLOW: ReadonlySet<Planet> = new Set(["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"]);

export function bandOf(stars: number): Band {
  return stars <= 2 ? "low" : stars === 3 ? "mid" : "high";
}

export function composeGeneral(facts: Facts, ratings: Ratings): Paragraph {
  const pickFor = <T>(items: readonly T[], slot: string) =>
    rotate(items, facts.day, salt(facts, slot));
  const event = eventLine(facts.headline, facts);
  const sentences = [event.text, pickFor(STORY[facts.tone][event.house], "story")];
  const basis = [event.basis];
  const ruler = facts.ruler.name;
  if (bodiesOf(facts.headline).includes(ruler)) {
    const line = pickFor(GENERAL.ruler, "ruler");
    sentences.push(fill(line, { ...bodyVars(ruler), sign: facts.sign.name }));
  }
  // The Moon's house is said once: not again after a Moon headline, nor when the Moon stands in
  // the house the story has just described.
  if (!isMoonEvent(facts.headline) && facts.moonHouse !== event.house) {
    const line = pickFor(GENERAL.moon[facts.moonHouse], "moon");
    sentences.push(
      fill(line, { moonSign: signName(facts.moon.sign), house: ordinal(facts.moonHouse) }),
    );
  }
  sentences.push(pickFor(GENERAL.closings[bandOf(ratings.overall)], "closing"));
  return { text: sentences.join(" "), basis };
}

export function composeFocus(part: FocusPart, facts: Facts, stars: number): Paragraph {
  const bank = FOCUS[part];
  const pickFor = <T>(items: readonly T[], slot: string) =>
    rotate(items, facts.day, salt(facts, `${part}|${slot}`));
  const band = bandOf(stars);
  const sky = skyLine(part, facts);
  const sentences = [
    pickFor(openers(bank.follow[facts.tone], band), "follow"),
    ...(sky ? [sky.text] : []),
    pickFor(bank.advice[band], "advice"),
    pickFor(bank.closings[band], "closing"),
  ];
  return { text: sentences.join(" "), basis: sky ? [sky.basis] : [] };
}

// The opener follows the day's event, in a mood its rating allows (OPENER_MOODS).
export function openers(byMood: Readonly<Record<Mood, readonly string[]>>, band: Band): string[] {
  return OPENER_MOODS[band].flatMap((mood) => byMood[mood]);
}

// The part's own planet: its aspect today if it has one, else now and then its retrograde or
// its house, so a placement that lasts weeks is not read every day.
function skyLine(part: FocusPart, facts: Facts): { text: string; basis: string } | undefined {
  const bank = FOCUS[part];
  const planets = PART_PLANETS[part];
  const pickFor = <T>(items: readonly T[], slot: string) =>
    rotate(items, facts.day, salt(facts, `${part}|${slot}`));
  const beat = (facts.day + hash(`${facts.sign.slug}|${part}`)) >>> 0;
  const aspect = facts.aspects[part];
  if (aspect) {
    const [mine, other] = focusFirst(aspect, planets);
    const phrase = aspectPhrase(aspect.type, { outOfSign: isOutOfSign(aspect, facts.body) });
    const line = pickFor(bank.aspect[harmonyOf(aspect.type)], "aspect");
    return {
      text: fill(line, {
        ...bodyVars(mine),
        ...bodyVars(other, "other"),
        aspect: phrase,
        Aspect: capFirst(phrase),
      }),
      basis: `${capFirst(bodyName(mine))} makes ${phrase} with ${bodyName(other)} (orb ${aspect.orb.toFixed(1)}°).`,
    };
  }
  const retrograde = planets.find((p) => facts.body(p).retrograde);
  if (retrograde && beat % (SLOW.has(retrograde) ? 4 : 2) === 0) {
    const body = facts.body(retrograde);
    const line = pickFor(bank.retrograde, "retrograde");
    return {
      text: fill(line, placeVars(retrograde, facts)),
      basis: `${retrograde} is retrograde in ${signName(body.sign)}, your ${ordinal(facts.house(retrograde))} house.`,
    };
  }
  const planet = planets[0]!;
  const arrived = facts.sky.ingresses.some((i) => i.body === planet);
  if (!retrograde && (arrived || beat % 3 === 0)) {
    const line = pickFor(bank.placement[facts.house(planet)], "placement");
    return {
      text: fill(line, placeVars(planet, facts)),
      basis: `${capFirst(bodyName(planet))} is in ${signName(facts.body(planet).sign)}, your ${ordinal(facts.house(planet))} house.`,
    };
  }
  return undefined;
}

function placeVars(planet: Planet, facts: Facts) {
  return {
    ...bodyVars(planet),
    planetSign: signName(facts.body(planet).sign),
    house: ordinal(facts.house(planet)),
  };
}

function salt(facts: Facts, slot: string): string {
  return `${facts.sign.slug}|${slot}`;
}

function isMoonEvent(event: Headline): boolean {
  return event.kind === "moon-aspect" || event.kind === "moon-sign";
}

/** The planets an event is about; the Moon's own sign is about no planet but the Moon. */
function bodiesOf(event: Headline): Planet[] {
  switch (event.kind) {
    case "lunation":
      return ["Sun", "Moon"];
    case "station":
    case "aftermath":
    case "ingress":
      return [event.body];
    case "aspect":
      return [...event.bodies];
    case "moon-aspect":
      return [event.other];
    case "moon-sign":
      return [];
  }
}
