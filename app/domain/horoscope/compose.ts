// The five paragraphs. The general one tells the day's story: the headline event where it falls
// for the reader, what that means there, the ruler if it takes part, the Moon's house (once a
// day), and a closing that matches the overall rating. Each focus part follows the same event
// into its own area, adds its planet's aspect, retrograde or house, and ends with guidance and
// a closing chosen for its own rating.
import { FOCUS } from "~/content/daily/focus";
import { GENERAL } from "~/content/daily/general";
import { STILL_LINES } from "~/content/daily/still";
import { STORY } from "~/content/daily/story";
import { OPENER_MOODS, type Band, type Mood } from "~/content/daily/types";
import type { Headline } from "~/domain/events/types";
import { contentWords, rotateDistinct } from "~/domain/horoscope/content-words";
import { eventLine } from "~/domain/horoscope/event-line";
import { PART_PLANETS, focusFirst, harmonyOf, isOutOfSign } from "~/domain/horoscope/facts";
import { aspectPhrase, bodyVars, fill, signName } from "~/domain/horoscope/render";
import { bodyName, capFirst, hash, ordinal } from "~/domain/horoscope/text";
import type { Facts, FocusPart, Paragraph, Ratings, Telling } from "~/domain/horoscope/types";
import type { Aspect } from "~/domain/sky/types";
import type { Planet } from "~/domain/zodiac";

const PULLS_AGAINST: Readonly<Record<Band, string | undefined>> = {
  low: "soft",
  mid: undefined,
  high: "hard",
};

const SLOW: ReadonlySet<Planet> = new Set(["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"]);

export function bandOf(stars: number): Band {
  return stars <= 2 ? "low" : stars === 3 ? "mid" : "high";
}

/**
 * A paragraph's sentences, each picked for the day so it shares no content word with those
 * already chosen (rotateDistinct): one voice, no idea said twice.
 */
function sentencePicker(facts: Facts, prefix: string, sharedSaid: Set<string>[] = []) {
  const chosen: Set<string>[] = [];
  const sentences: string[] = [];
  const add = (text: string) => {
    chosen.push(contentWords(text));
    sentences.push(text);
    return text;
  };
  // `shared`: the slot's rotation is the sign's, not the part's (STILL_LINES serve every part),
  // and it steers clear of the lines other parts of the reading took from it (`sharedSaid`), so
  // two parts with a running aspect the same day do not read one template.
  const pick = (
    items: readonly string[],
    slot: string,
    render?: (line: string) => string,
    shared = false,
  ) => {
    const text = rotateDistinct(
      items,
      facts.day,
      shared ? slot : `${prefix}${slot}`,
      facts.sign.index,
      shared ? [...chosen, ...sharedSaid] : chosen,
      render,
    );
    if (shared) sharedSaid.push(contentWords(text));
    return add(text);
  };
  return { sentences, add, pick };
}

export function composeGeneral(facts: Facts, ratings: Ratings): Paragraph {
  const { sentences, add, pick } = sentencePicker(facts, "");
  const event = eventLine(facts.headline, facts);
  add(event.text);
  pick(STORY[facts.tone][event.house], "story");
  const basis = [event.basis];
  const ruler = facts.ruler.name;
  if (bodiesOf(facts.headline).includes(ruler)) {
    pick(GENERAL.ruler, "ruler", (line) =>
      fill(line, { ...bodyVars(ruler), sign: facts.sign.name }),
    );
  }
  // The Moon's house is said once: not again after a Moon headline, nor when the Moon stands in
  // the house the story has just described. A lunation names the Moon's sign at its own moment,
  // which may not be the sign the Moon is in at noon, so its day leaves the Moon's house out.
  if (
    !isMoonEvent(facts.headline) &&
    facts.headline.kind !== "lunation" &&
    facts.moonHouse !== event.house
  ) {
    pick(GENERAL.moon[facts.moonHouse], "moon", (line) =>
      fill(line, { moonSign: signName(facts.moon.sign), house: ordinal(facts.moonHouse) }),
    );
  }
  pick(closingsFor(bandOf(ratings.overall), facts.tone), "closing");
  return { text: sentences.join(" "), basis };
}

// The closing agrees with the rating and with the lead: a good day led by a square closes on a
// good line that meets friction, a hard day led by a trine on one that takes the help at hand.
function closingsFor(band: Band, tone: Facts["tone"]): readonly string[] {
  if (band === "high" && tone === "tension") return GENERAL.crossedClosings.high;
  if (band === "low" && tone === "harmony") return GENERAL.crossedClosings.low;
  return GENERAL.closings[band];
}

/** `telling`: how the part's aspect is told, as news, as still going on, or not (aspect-runs.ts). */
export function composeFocus(
  part: FocusPart,
  facts: Facts,
  stars: number,
  telling: Telling = "news",
  sharedSaid: Set<string>[] = [],
): Paragraph {
  const bank = FOCUS[part];
  const band = bandOf(stars);
  const { sentences, pick } = sentencePicker(facts, `${part}|`, sharedSaid);
  pickOpener(bank.follow[facts.tone], band, facts, part, pick);
  const sky = skyLine(part, facts, band, telling, pick);
  pick(bank.advice[band], "advice");
  pick(bank.closings[band], "closing");
  // The headline's own aspect is in the basis already, from the general paragraph.
  const told = sky?.aspect && isHeadlineAspect(facts.headline, sky.aspect);
  return { text: sentences.join(" "), basis: sky && !told ? [sky.basis] : [] };
}

// The opener follows the day's event, in a mood its rating allows (OPENER_MOODS).
export function openers(byMood: Readonly<Record<Mood, readonly string[]>>, band: Band): string[] {
  return OPENER_MOODS[band].flatMap((mood) => byMood[mood]);
}

// The day's opener: a mood the rating allows, drawn by lot weighted by its lines, then that
// mood's own list stepping one place a day. A line keeps its place in its own list whatever the
// band, so a day whose band changes does not land on a line read a few days before (in one
// list of all the allowed moods, a mixed line sat at a different place under each band).
function pickOpener(
  byMood: Readonly<Record<Mood, readonly string[]>>,
  band: Band,
  facts: Facts,
  part: FocusPart,
  pick: (items: readonly string[], slot: string) => string,
): void {
  const moods = OPENER_MOODS[band].filter((mood) => byMood[mood].length > 0);
  let lot = hash(`${facts.sign.slug}|${part}|mood|${facts.day}`) % openers(byMood, band).length;
  for (const mood of moods) {
    if (lot < byMood[mood].length) {
      pick(byMood[mood], `follow|${mood}`);
      return;
    }
    lot -= byMood[mood].length;
  }
}

// The part's own planet: its aspect today if it has one, else now and then its retrograde or
// its house, so a placement that lasts weeks is not read every day. An aspect whose harmony
// pulls against the part's stars (a square on a 4-5 star day, a trine on a 1-2 star one) is left
// to the rating that weighed it. An aspect the part had on the days before is told as still
// going on, or left out (aspect-runs.ts). Adds the line through `pick` and returns its basis,
// and the aspect when that is what it says.
function skyLine(
  part: FocusPart,
  facts: Facts,
  band: Band,
  telling: Telling,
  pick: (
    items: readonly string[],
    slot: string,
    render: (line: string) => string,
    shared?: boolean,
  ) => string,
): { basis: string; aspect?: Aspect } | undefined {
  const bank = FOCUS[part];
  const planets = PART_PLANETS[part];
  const beat = (facts.day + hash(`${facts.sign.slug}|${part}`)) >>> 0;
  const aspect = facts.aspects[part];
  // "Still" would sit badly beside the general paragraph's "exact today": that day it rests.
  const rests =
    telling === "rest" ||
    (telling === "still" && aspect !== undefined && isHeadlineAspect(facts.headline, aspect));
  if (aspect && speaksOf(aspect, band) && !rests) {
    const [mine, other] = focusFirst(aspect, planets);
    const phrase = aspectPhrase(aspect.type, { outOfSign: isOutOfSign(aspect, facts.body) });
    const render = (line: string) =>
      fill(line, {
        ...bodyVars(mine),
        ...bodyVars(other, "other"),
        aspect: phrase,
        Aspect: capFirst(phrase),
      });
    if (telling === "news") pick(bank.aspect[harmonyOf(aspect.type)], "aspect", render);
    // The still lines step a day at a time for the sign whichever part speaks, so two parts
    // a few days apart do not read the same line (each part stepping its own list met often).
    else pick(STILL_LINES[harmonyOf(aspect.type)], "still", render, true);
    const basis = `${capFirst(bodyName(mine))} makes ${phrase} with ${bodyName(other)} (orb ${aspect.orb.toFixed(1)}°).`;
    return { basis, aspect };
  }
  // A day the aspect rests gives its place to the other lines, not to a placement said often.
  if (aspect && rests) return undefined;
  const retrograde = planets.find((p) => facts.body(p).retrograde);
  if (retrograde && beat % (SLOW.has(retrograde) ? 4 : 2) === 0) {
    const body = facts.body(retrograde);
    pick(bank.retrograde, "retrograde", (line) => fill(line, placeVars(retrograde, facts)));
    return {
      basis: `${retrograde} is retrograde in ${signName(body.sign)}, your ${ordinal(facts.house(retrograde))} house.`,
    };
  }
  const planet = planets[0]!;
  const arrived = facts.sky.ingresses.some((i) => i.body === planet);
  if (!retrograde && (arrived || beat % 3 === 0)) {
    pick(bank.placement[facts.house(planet)], "placement", (line) =>
      fill(line, placeVars(planet, facts)),
    );
    return {
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

/** Whether a part's line says its aspect: not when its harmony pulls against the stars. */
export function speaksOf(aspect: Aspect, band: Band): boolean {
  return PULLS_AGAINST[band] !== harmonyOf(aspect.type);
}

/** The headline is this aspect (the same two bodies, the same type), whichever body leads. */
function isHeadlineAspect(event: Headline, aspect: Aspect): boolean {
  if (event.kind !== "aspect" && event.kind !== "moon-aspect") return false;
  const pair = event.kind === "aspect" ? event.bodies : ["Moon", event.other];
  return event.type === aspect.type && [...pair].sort().join() === [...aspect.bodies].sort().join();
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
