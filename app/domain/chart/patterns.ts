// The chart's aspect patterns (grand trine, T-square, grand cross, yod, kite, mystic rectangle,
// stellium) among the ten bodies, from the chart's own aspects and orbs, and its shape by Marc
// Edmund Jones's types, decided by the gaps between the bodies (docs/astrology.md#patterns).
import type { AspectName, Chart } from "~/domain/chart/chart";
import { normalizeDegrees } from "~/domain/sky/ephemeris";
import { BODIES } from "~/domain/sky/types";

export type PatternName =
  "grand trine" | "T-square" | "grand cross" | "yod" | "kite" | "mystic rectangle" | "stellium";

export interface ChartPattern {
  type: PatternName;
  /** The bodies in it, in the order Sun ... Pluto. */
  members: string[];
  /** The widest orb among the pattern's aspects; for a stellium, the arc it spans. */
  orb: number;
  /** The focal body: a T-square's or a yod's apex, the kite's tail. */
  apex?: string;
  /** A stellium's sign, or its house (1-12) when the birth time is known. */
  sign?: string;
  house?: number;
}

export type ShapeName = "bundle" | "bowl" | "bucket" | "locomotive" | "seesaw" | "splash" | "splay";

export interface ChartShape {
  type: ShapeName;
  /** The widest empty arc between neighbouring bodies, in degrees. */
  largestGap: number;
  /** A bucket's handle, the body alone across the empty half. */
  handle?: string;
}

type ChartLike = Pick<Chart, "points" | "aspects">;

const ORDER: readonly string[] = BODIES;
const byOrder = (a: string, b: string) => ORDER.indexOf(a) - ORDER.indexOf(b);
const STELLIUM_SIZE = 4;

/** The patterns the ten bodies make, larger ones swallowing those they contain. */
export function findPatterns(chart: ChartLike): ChartPattern[] {
  const bodies = ORDER.filter((name) => chart.points.some((p) => p.name === name));
  // The aspect between each pair of bodies, by index: looked up thousands of times per chart.
  const index = new Map(bodies.map((name, i) => [name, i]));
  const between: ({ type: AspectName; orb: number } | undefined)[][] = bodies.map(() => []);
  for (const a of chart.aspects) {
    const [i, j] = a.between.map((name) => index.get(name));
    if (i === undefined || j === undefined) continue;
    between[i]![j] = between[j]![i] = a;
  }
  const aspect = (x: string, y: string, type: AspectName): number | undefined => {
    const found = between[index.get(x)!]![index.get(y)!];
    return found?.type === type ? found.orb : undefined;
  };
  // The widest orb of a list of [x, y, aspect], or undefined when one is missing.
  const all = (list: [string, string, AspectName][]): number | undefined => {
    let widest = 0;
    for (const [x, y, type] of list) {
      const orb = aspect(x, y, type);
      if (orb === undefined) return undefined;
      widest = Math.max(widest, orb);
    }
    return widest;
  };
  const found: ChartPattern[] = [];
  const add = (type: PatternName, members: string[], orb: number, apex?: string) => {
    const sorted = [...members].sort(byOrder);
    const key = `${type}:${sorted.join(",")}:${apex ?? ""}`;
    if (found.some((p) => `${p.type}:${p.members.join(",")}:${p.apex ?? ""}` === key)) return;
    found.push({ type, members: sorted, orb, ...(apex ? { apex } : {}) });
  };
  const n = bodies.length;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      for (let k = 0; k < n; k++) {
        if (k === i || k === j) continue;
        const [a, b, c] = [bodies[i]!, bodies[j]!, bodies[k]!];
        const trine = all([
          [a, b, "trine"],
          [b, c, "trine"],
          [a, c, "trine"],
        ]);
        if (trine !== undefined) add("grand trine", [a, b, c], trine);
        const tSquare = all([
          [a, b, "opposition"],
          [a, c, "square"],
          [b, c, "square"],
        ]);
        if (tSquare !== undefined) add("T-square", [a, b, c], tSquare, c);
        const yod = all([
          [a, b, "sextile"],
          [a, c, "quincunx"],
          [b, c, "quincunx"],
        ]);
        if (yod !== undefined) add("yod", [a, b, c], yod, c);
        // Every four-body pattern holds an opposition a-c or a grand trine a, b, c.
        if (aspect(a, c, "opposition") === undefined && trine === undefined) continue;
        for (let l = 0; l < n; l++) {
          if (l === i || l === j || l === k) continue;
          const d = bodies[l]!;
          // a and c opposed, b and d opposed, the four round the circle a, b, c, d.
          const cross = all([
            [a, c, "opposition"],
            [b, d, "opposition"],
            [a, b, "square"],
            [b, c, "square"],
            [c, d, "square"],
            [d, a, "square"],
          ]);
          if (cross !== undefined) add("grand cross", [a, b, c, d], cross);
          const rectangle = all([
            [a, c, "opposition"],
            [b, d, "opposition"],
            [a, b, "sextile"],
            [b, c, "trine"],
            [c, d, "sextile"],
            [d, a, "trine"],
          ]);
          if (rectangle !== undefined) add("mystic rectangle", [a, b, c, d], rectangle);
          // A grand trine a, b, c with d opposite a and sextile to b and c.
          const kite = all([
            [a, b, "trine"],
            [b, c, "trine"],
            [a, c, "trine"],
            [a, d, "opposition"],
            [b, d, "sextile"],
            [c, d, "sextile"],
          ]);
          if (kite !== undefined) add("kite", [a, b, c, d], kite, d);
        }
      }
    }
  }
  const within = (small: ChartPattern, type: PatternName) =>
    found.some((big) => big.type === type && small.members.every((m) => big.members.includes(m)));
  const kept = found.filter(
    (p) =>
      !(p.type === "T-square" && within(p, "grand cross")) &&
      !(p.type === "grand trine" && within(p, "kite")),
  );
  return [...kept, ...stelliums(chart, bodies)];
}

/**
 * Four or more of the ten bodies in one sign, or (with a birth time) in one house; the orb is
 * the arc from the first to the last, across 0° Aries if a house straddles it.
 */
function stelliums(chart: ChartLike, bodies: readonly string[]): ChartPattern[] {
  const placed = bodies.map((name) => chart.points.find((point) => point.name === name)!);
  const groups = new Map<string, { sign?: string; house?: number; members: typeof placed }>();
  for (const p of placed) {
    for (const key of [`sign ${p.sign}`, ...(p.house ? [`house ${p.house}`] : [])]) {
      const group = groups.get(key) ?? {
        ...(key.startsWith("sign") ? { sign: p.sign } : { house: p.house! }),
        members: [],
      };
      group.members.push(p);
      groups.set(key, group);
    }
  }
  return [...groups.values()]
    .filter((group) => group.members.length >= STELLIUM_SIZE)
    .map(({ members, ...where }) => {
      const sorted = members.map((m) => m.longitude).sort((a, b) => a - b);
      const gaps = sorted.map((l, i) => normalizeDegrees(sorted[(i + 1) % sorted.length]! - l));
      const span = 360 - Math.max(...gaps);
      return {
        type: "stellium" as const,
        members: members.map((m) => m.name),
        orb: Math.round(span * 100) / 100,
        ...where,
      };
    });
}

/**
 * Jones's shape of the ten bodies, tried in this order: bundle (all within 120°), bowl (within
 * 180°), bucket (nine within 180° and one handle at least 60° from both ends), locomotive
 * (within 240°), seesaw (two empty arcs of 60° or more, each side holding two bodies or more),
 * splash (no empty arc over 60°), and otherwise splay.
 */
export function chartShape(chart: Pick<Chart, "points">): ChartShape {
  const bodies = chart.points
    .filter((p) => ORDER.includes(p.name))
    .map((p) => ({ name: p.name, longitude: p.longitude }))
    .sort((a, b) => a.longitude - b.longitude);
  const gapsOf = (list: typeof bodies) =>
    list.map((b, i) => normalizeDegrees(list[(i + 1) % list.length]!.longitude - b.longitude));
  const gaps = gapsOf(bodies);
  const largestGap = Math.max(...gaps);
  const result = (type: ShapeName, handle?: string): ChartShape => ({
    type,
    largestGap: Math.round(largestGap * 100) / 100,
    ...(handle ? { handle } : {}),
  });
  if (largestGap >= 240) return result("bundle");
  if (largestGap >= 180) return result("bowl");
  for (let i = 0; i < bodies.length; i++) {
    const before = gaps[(i - 1 + bodies.length) % bodies.length]!;
    const after = gaps[i]!;
    const rest = bodies.filter((_, j) => j !== i);
    const restGap = Math.max(...gapsOf(rest));
    if (before >= 60 && after >= 60 && restGap >= 180) return result("bucket", bodies[i]!.name);
  }
  if (largestGap >= 120) return result("locomotive");
  const wide = gaps.map((g, i) => [g, i] as const).filter(([g]) => g >= 60);
  if (wide.length === 2) {
    const [[, first], [, second]] = wide as [readonly [number, number], readonly [number, number]];
    const oneSide = second - first;
    if (oneSide >= 2 && bodies.length - oneSide >= 2) return result("seesaw");
  }
  if (largestGap <= 60) return result("splash");
  return result("splay");
}
