// The overview that opens the chart's reading: the big three together, the balance of elements
// and modes, the chart ruler and the strongest planet, the shape and the strongest pattern, and
// the tightest aspect, joined from short texts (app/content/chart/overview.ts) with the chart's
// own names and figures (docs/writing/chart-texts.md#the-overview).
import {
  ASPECT_MEETINGS,
  ELEMENT_LEADS,
  ELEMENT_MISSING,
  ELEMENT_THIN,
  ELEMENT_TRAITS,
  HEMISPHERES,
  HOUSE_AREAS,
  LIGHTS_APART,
  MODALITY_LEADS,
  MODALITY_TIES,
  MOON_NEEDS,
  PATTERNS,
  PLANET_CORES,
  PLANET_THEMES,
  RISING_MANNER,
  RISING_WITH,
  RULER_DIGNITY,
  SHAPES,
  SUN_WANTS,
} from "~/content/chart/overview";
import type { HouseNumber, MajorAspect, SignName } from "~/content/chart/types";
import type { Chart, ChartAspect } from "~/domain/chart/chart";
import {
  chartBalance,
  chartDignities,
  chartRuler,
  type ChartBalance,
} from "~/domain/chart/dignities";
import { chartShape, findPatterns, type ChartPattern } from "~/domain/chart/patterns";
import type { ReadingSection } from "~/domain/chart/reading-types";
import { ordinal } from "~/domain/horoscope/text";
import { BODIES } from "~/domain/sky/types";
import { findSign, type Planet } from "~/domain/zodiac";

/** Larger figures first; within one kind, the tighter. */
const PATTERN_RANK = [
  "grand cross",
  "mystic rectangle",
  "kite",
  "grand trine",
  "T-square",
  "yod",
  "stellium",
] as const;

const MAJOR = new Set(["conjunction", "sextile", "square", "trine", "opposition"]);
const BODY_NAMES = new Set<string>(BODIES);

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "the Sun", "Mars": the lights take the article, as in the rest of the reading. */
const named = (name: string) => (name === "Sun" || name === "Moon" ? `the ${name}` : name);
const list = (names: readonly string[]) => {
  const all = names.map(named);
  return all.length < 2 ? all.join("") : `${all.slice(0, -1).join(", ")} and ${all.at(-1)}`;
};
const degrees = (orb: number) => `${orb.toFixed(1)}°`;

export interface Tightest {
  aspect: ChartAspect;
  outOfSign: boolean;
}

function bigThree(chart: Chart, seed: number): ReadingSection {
  const at = (name: string) => chart.points.find((p) => p.name === name);
  const sun = at("Sun")!.sign as SignName;
  const moon = at("Moon")!.sign as SignName;
  const rising = chart.timeKnown ? (at("Ascendant")?.sign as SignName | undefined) : undefined;
  const first =
    seed % 2 === 0
      ? `Your Sun in ${sun} wants ${SUN_WANTS[sun]}, your Moon in ${moon} needs ${MOON_NEEDS[moon]}` +
        (rising ? `, and with ${rising} rising you meet the world ${RISING_MANNER[rising]}.` : ".")
      : `Put plainly, the ${sun} Sun wants ${SUN_WANTS[sun]} and the ${moon} Moon needs ${MOON_NEEDS[moon]}` +
        (rising
          ? `, while the ${rising} Ascendant meets the world ${RISING_MANNER[rising]}.`
          : ".");
  const [sunSign, moonSign] = [findSign(sun)!, findSign(moon)!];
  const steps = (((moonSign.index - sunSign.index) % 12) + 12) % 12;
  const apart = Math.min(steps, 12 - steps);
  const sentences = [first, LIGHTS_APART[apart]!(sun, moon, sunSign.element)];
  if (rising) {
    const risingSign = findSign(rising)!;
    sentences.push(
      rising === sun
        ? RISING_WITH.sunSign(rising)
        : rising === moon
          ? RISING_WITH.moonSign(rising)
          : risingSign.element === sunSign.element
            ? RISING_WITH.sunElement(rising, sunSign.element)
            : RISING_WITH.other(rising, sun),
    );
  }
  return {
    heading: rising ? "Sun, Moon and rising together" : "Sun and Moon together",
    text: sentences.join(" "),
  };
}

/** The bodies not on a side of the wheel, by house: above is 7-12, east is 10-3. */
function outside(chart: Chart, side: "above" | "below" | "east" | "west"): string[] {
  const on = {
    above: (h: number) => h >= 7,
    below: (h: number) => h <= 6,
    east: (h: number) => h >= 10 || h <= 3,
    west: (h: number) => h >= 4 && h <= 9,
  }[side];
  return BODIES.filter((name) => !on(chart.points.find((p) => p.name === name)!.house!));
}

function balanceSection(balance: ChartBalance, chart: Chart, seed: number): ReadingSection {
  const { elements, modalities } = balance;
  const total = Object.values(elements).reduce((a, b) => a + b, 0);
  const [lead, ...tied] = balance.dominantElement;
  const points = elements[lead!];
  const sentences = [
    tied.length
      ? `${capital(list([lead!, ...tied]))} tie for the lead at ${points} of ${total} points each, so ${list(
          [lead!, ...tied].map((e) => ELEMENT_TRAITS[e]),
        )} share the chart.`
      : seed % 3 === 0
        ? `By weight, ${points} of the chart's ${total} points fall in ${lead} signs, more than in any other element: ${ELEMENT_LEADS[lead!]}.`
        : `${capital(lead!)} leads the balance with ${points} of ${total} points: ${ELEMENT_LEADS[lead!]}.`,
  ];
  const order = (Object.keys(elements) as (keyof typeof elements)[]).filter(
    (e) => !balance.dominantElement.includes(e),
  );
  const missing = order.filter((e) => elements[e] === 0);
  if (missing.length) sentences.push(...missing.map((e) => ELEMENT_MISSING[e]));
  else {
    const least = order.reduce((a, b) => (elements[b] < elements[a] ? b : a), order[0]!);
    if (least && elements[least] <= 3) {
      const rest = order.filter((e) => e !== least).map((e) => `${e} ${elements[e]}`);
      sentences.push(
        `${capital(least)} is thin at ${elements[least]}${rest.length ? `, beside ${list(rest)}` : ""}, so ${ELEMENT_THIN[least]}.`,
      );
    }
  }
  const modes = balance.dominantModality;
  const others = (Object.keys(modalities) as (keyof typeof modalities)[])
    .filter((m) => !modes.includes(m))
    .map((m) => `${modalities[m]} ${m}`);
  const trailing = others.length ? ` to ${list(others)}` : "";
  sentences.push(
    modes.length > 1
      ? `${capital(list(modes))} signs tie at ${modalities[modes[0]!]} points each${trailing}: ${MODALITY_TIES[modes.join(" ")]}.`
      : `${capital(modes[0]!)} signs carry the most weight, ${modalities[modes[0]!]} points${trailing}: ${MODALITY_LEADS[modes[0]!]}.`,
  );
  const sides = balance.hemispheres;
  if (sides && chart.timeKnown) {
    const [side, n] = (Object.entries(sides) as [keyof typeof HEMISPHERES, number][]).reduce(
      (a, b) => (b[1] > a[1] ? b : a),
    );
    if (n >= 7) sentences.push(HEMISPHERES[side](n, list(outside(chart, side))));
  }
  return { heading: "The balance of elements and modes", text: sentences.join(" ") };
}

function rulerSection(chart: Chart, balance: ChartBalance, seed: number): ReadingSection {
  const at = (name: string) => chart.points.find((p) => p.name === name)!;
  const ruler = chartRuler(chart);
  const dominant = balance.dominantPlanet;
  const theme = PLANET_THEMES[dominant];
  if (!ruler) {
    return {
      heading: "The strongest planet",
      text: `With no birth time, no chart ruler can be named; by our score the strongest planet is ${named(dominant)}, in ${at(dominant).sign}, so ${theme} come to the fore.`,
    };
  }
  const where = (p: Planet) => {
    const point = at(p);
    return `${point.sign} in the ${ordinal(point.house!)} house`;
  };
  const home = at(ruler.planet);
  const sentences = [
    seed % 5 < 2
      ? `${capital(named(ruler.planet))}, ruler of the ${ruler.ascendant} Ascendant and so of the whole chart, stands in ${where(ruler.planet)}: much of your story passes through ${HOUSE_AREAS[home.house as HouseNumber]}.`
      : `With ${ruler.ascendant} rising, ${named(ruler.planet)} rules the chart from ${where(ruler.planet)}, so the thread of your life tends to run through ${HOUSE_AREAS[home.house as HouseNumber]}.`,
  ];
  const planets = chartDignities(chart).planets;
  const dignity = planets.find((p) => p.name === ruler.planet)!.dignities[0];
  const score = planets.find((p) => p.name === dominant)!.score;
  sentences.push(capital(RULER_DIGNITY[dignity ?? "none"](named(ruler.planet), home.sign)));
  if (ruler.modern) {
    sentences.push(
      `${ruler.modern}, the modern ruler of ${ruler.ascendant}, has a say too, from ${where(ruler.modern)}.`,
    );
  }
  sentences.push(
    dominant === ruler.planet
      ? `${capital(named(dominant))} is also the strongest planet by our score, ${score} points, so the chart centres on ${theme} twice over.`
      : `By our score the strongest planet is ${named(dominant)}, in ${at(dominant).sign} with ${score} points, so ${theme} come to the fore.`,
  );
  return { heading: "The chart ruler", text: sentences.join(" ") };
}

function strongest(patterns: readonly ChartPattern[]): ChartPattern | undefined {
  const rank = (p: ChartPattern) => PATTERN_RANK.indexOf(p.type);
  return [...patterns].sort((a, b) => rank(a) - rank(b) || a.orb - b.orb)[0];
}

function shapeSection(chart: Chart): ReadingSection {
  const shape = chartShape(chart);
  const gap = Math.round(shape.largestGap);
  const first =
    shape.type === "bucket" ? SHAPES.bucket(gap, named(shape.handle!)) : SHAPES[shape.type](gap);
  const pattern = strongest(findPatterns(chart));
  const counts = new Map<string, number>();
  for (const a of chart.aspects) {
    if (!MAJOR.has(a.type) || !a.between.every((n) => BODY_NAMES.has(n))) continue;
    for (const name of a.between) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const [busiest, count] = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a), ["Sun", 0]);
  let second = PATTERNS.none(named(busiest), count);
  if (pattern) {
    const where =
      pattern.house !== undefined ? `the ${ordinal(pattern.house)} house` : (pattern.sign ?? "");
    second = PATTERNS[pattern.type](
      list(pattern.members),
      degrees(pattern.orb),
      named(pattern.apex ?? ""),
      where,
    );
  }
  return { heading: "Shape and pattern", text: `${capital(first)} ${second}` };
}

function tightestSection({ aspect, outOfSign }: Tightest): ReadingSection {
  const order = (name: string) => BODIES.indexOf(name as Planet);
  const [a, b] = [...aspect.between].sort((x, y) => order(x) - order(y)) as [Planet, Planet];
  const type = aspect.type as MajorAspect;
  return {
    heading: "The tightest aspect",
    text: `The tightest aspect is ${named(a)} ${type} ${named(b)}, ${degrees(aspect.orb)} from exact${
      outOfSign ? " though out of sign" : ""
    }: ${PLANET_CORES[a]} and ${PLANET_CORES[b]} ${ASPECT_MEETINGS[type]}.`,
  };
}

/** The overview's sections; `tightest` is the reading's first aspect, when there is one. */
export function chartOverview(chart: Chart, seed: number, tightest?: Tightest): ReadingSection[] {
  const balance = chartBalance(chart, chartDignities(chart));
  return [
    bigThree(chart, seed),
    balanceSection(balance, chart, seed),
    rulerSection(chart, balance, seed),
    shapeSection(chart),
    ...(tightest ? [tightestSection(tightest)] : []),
  ];
}
