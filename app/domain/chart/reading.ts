// The chart's reading: our texts for what the chart holds, the big three first (Sun, Moon,
// rising), then each body in its sign, in its house when the time is known, the Midheaven,
// and the major aspects between the ten bodies, tightest first. An aspect whose signs do not
// make it (29° Aries square 1° Leo) is read and marked "out of sign", in the heading and in the
// text, never passed off. An overview of the whole chart comes first (overview.ts), and the
// frame words are varied across the whole reading last (frames.ts).
import { ASPECT_TEXTS, BODY_IN_HOUSES, BODY_IN_SIGNS, ANGLE_IN_SIGNS } from "~/content/chart/banks";
import { OUT_OF_SIGN, OUT_OF_SIGN_TOO } from "~/content/chart/out-of-sign";
import type { ChartBody, HouseNumber, MajorAspect, SignName } from "~/content/chart/types";
import type { Chart, ChartAspect, Placement } from "~/domain/chart/chart";
import { varySections } from "~/domain/chart/frames";
import { chartOverview, type Tightest } from "~/domain/chart/overview";
import { READ_POINTS } from "~/domain/chart/point-registry";
import type { ReadingSection } from "~/domain/chart/reading-types";
import { ordinal } from "~/domain/horoscope/text";
import { BODIES } from "~/domain/sky/types";
import type { Planet } from "~/domain/zodiac";

export type { ReadingSection };

export interface ChartReading {
  /** The whole chart at once: the big three together, balance, ruler, pattern, tightest aspect. */
  overview: ReadingSection[];
  bigThree: ReadingSection[];
  signs: ReadingSection[];
  houses: ReadingSection[];
  aspects: ReadingSection[];
}

const MAJOR: readonly MajorAspect[] = ["conjunction", "sextile", "square", "trine", "opposition"];
/** How many signs apart each major aspect's two bodies stand when the signs make it. */
const SIGN_STEPS: Record<MajorAspect, readonly number[]> = {
  conjunction: [0],
  sextile: [2, 10],
  square: [3, 9],
  trine: [4, 8],
  opposition: [6],
};

function signIndex(point: Placement): number {
  return Math.floor(point.longitude / 30);
}

/** The points the registry marks read, as the texts name them, with their placements. */
function readingBodies(chart: Chart): [ChartBody, Placement][] {
  return READ_POINTS.flatMap(({ name, as }): [ChartBody, Placement][] => {
    const point = chart.points.find((p) => p.name === name);
    return point ? [[as, point]] : [];
  });
}

function inSign(body: ChartBody, point: Placement): ReadingSection {
  return { heading: `${body} in ${point.sign}`, text: BODY_IN_SIGNS[body][point.sign as SignName] };
}

function inHouse(body: ChartBody, point: Placement): ReadingSection {
  const house = point.house as HouseNumber;
  return {
    heading: `${body} in the ${ordinal(house)} house`,
    text: BODY_IN_HOUSES[body][house],
  };
}

export function isOutOfSign(aspect: ChartAspect, a: Placement, b: Placement): boolean {
  const steps = (((signIndex(b) - signIndex(a)) % 12) + 12) % 12;
  return !SIGN_STEPS[aspect.type as MajorAspect].includes(steps);
}

function aspectSection(
  chart: Chart,
  aspect: ChartAspect,
  outOfSignSoFar: number,
): ReadingSection | undefined {
  if (!MAJOR.includes(aspect.type as MajorAspect)) return undefined;
  const order = (name: string) => BODIES.indexOf(name as Planet);
  const [first, second] = [...aspect.between].sort((x, y) => order(x) - order(y)) as [
    Planet,
    Planet,
  ];
  if (order(first) < 0 || order(second) < 0) return undefined;
  const texts = (ASPECT_TEXTS as Readonly<Record<string, unknown>>)[first] as
    Readonly<Record<string, Readonly<Record<MajorAspect, string>>>> | undefined;
  const text = texts?.[second]?.[aspect.type as MajorAspect];
  if (!text) return undefined;
  const find = (name: string) => chart.points.find((p) => p.name === name)!;
  const [a, b] = [find(first), find(second)];
  const outOfSign = isOutOfSign(aspect, a, b);
  if (!outOfSign) return { heading: `${first} ${aspect.type} ${second}`, text };
  const say = OUT_OF_SIGN[outOfSignSoFar] ?? OUT_OF_SIGN_TOO;
  return {
    heading: `${first} ${aspect.type} ${second} (out of sign)`,
    text: `${text} ${say({ first: inProse(first), firstSign: a.sign, second: inProse(second), secondSign: b.sign, aspect: aspect.type })}`,
  };
}

/** A body's name inside a sentence: "the Moon", "the North Node", "Mars". */
function inProse(name: string): string {
  return /^(Sun|Moon|North Node|South Node)$/.test(name) ? `the ${name}` : name;
}

export function chartReading(chart: Chart): ChartReading {
  const bodies = readingBodies(chart);
  const byName = new Map(bodies);
  const ascendant = chart.points.find((p) => p.name === "Ascendant");
  const midheaven = chart.points.find((p) => p.name === "Midheaven");
  const bigThree = [inSign("Sun", byName.get("Sun")!), inSign("Moon", byName.get("Moon")!)];
  if (ascendant) {
    bigThree.push({
      heading: `${ascendant.sign} rising`,
      text: ANGLE_IN_SIGNS.Ascendant[ascendant.sign as SignName],
    });
  }
  const signs = bodies
    .filter(([body]) => body !== "Sun" && body !== "Moon")
    .map(([b, p]) => inSign(b, p));
  if (midheaven) {
    signs.push({
      heading: `Midheaven in ${midheaven.sign}`,
      text: ANGLE_IN_SIGNS.Midheaven[midheaven.sign as SignName],
    });
  }
  const houses = chart.timeKnown ? bodies.map(([b, p]) => inHouse(b, p)) : [];
  const aspects: ReadingSection[] = [];
  let tightest: Tightest | undefined;
  for (const aspect of [...chart.aspects].sort((a, b) => a.orb - b.orb)) {
    const outOfSign = aspects.filter((s) => s.heading.endsWith("(out of sign)")).length;
    const section = aspectSection(chart, aspect, outOfSign);
    if (!section) continue;
    aspects.push(section);
    tightest ??= { aspect, outOfSign: section.heading.endsWith("(out of sign)") };
  }
  // The Sun's degree picks this chart's wording of the overview and its turn through the frames.
  const seed = Math.round(byName.get("Sun")!.longitude * 100);
  const overview = chartOverview(chart, seed, tightest);
  return varySections({ overview, bigThree, signs, houses, aspects }, seed);
}
