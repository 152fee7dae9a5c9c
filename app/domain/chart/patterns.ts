// The chart's aspect patterns (grand trine, T-square, grand cross, yod, kite, mystic rectangle,
// stellium) among the ten bodies, from the chart's own aspects and orbs, and its shape by Marc
// Edmund Jones's types, decided by the gaps between the bodies (docs/astrology.md#patterns).
import type { AspectName, Chart } from "~/domain/chart/chart";
import { pointsThat } from "~/domain/chart/point-registry";
import { normalizeDegrees } from "~/domain/sky/ephemeris";

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

const ORDER: readonly string[] = pointsThat("patterns");
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
  // Each pair's orb under each aspect, or -1, by index: the loops below ask 720 triples and
  // their fourth bodies, so they look numbers up and allocate nothing until a pattern is found.
  const n = bodies.length;
  const orbs = new Map<AspectName, Float64Array>();
  const orbsOf = (type: AspectName) => {
    let table = orbs.get(type);
    if (!table) orbs.set(type, (table = new Float64Array(n * n).fill(-1)));
    return table;
  };
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const found = between[i]![j];
      if (found) orbsOf(found.type)[i * n + j] = found.orb;
    }
  }
  const [trines, squares, sextiles, quincunxes, oppositions] = (
    ["trine", "square", "sextile", "quincunx", "opposition"] as const
  ).map(orbsOf) as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array];
  // The widest of a pattern's orbs, or -1 when one of its aspects is missing (each orb >= 0).
  const widest = (p: number, q: number, r: number): number =>
    p < 0 || q < 0 || r < 0 ? -1 : Math.max(p, q, r);
  const found: ChartPattern[] = [];
  const add = (type: PatternName, members: string[], orb: number, apex?: string) => {
    const sorted = [...members].sort(byOrder);
    const key = `${type}:${sorted.join(",")}:${apex ?? ""}`;
    if (found.some((p) => `${p.type}:${p.members.join(",")}:${p.apex ?? ""}` === key)) return;
    found.push({ type, members: sorted, orb, ...(apex ? { apex } : {}) });
  };
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      if (b === a) continue;
      const ab = a * n + b;
      for (let c = 0; c < n; c++) {
        if (c === a || c === b) continue;
        const ac = a * n + c;
        const bc = b * n + c;
        const trine = widest(trines[ab]!, trines[bc]!, trines[ac]!);
        if (trine >= 0) add("grand trine", [bodies[a]!, bodies[b]!, bodies[c]!], trine);
        const tSquare = widest(oppositions[ab]!, squares[ac]!, squares[bc]!);
        if (tSquare >= 0) add("T-square", [bodies[a]!, bodies[b]!, bodies[c]!], tSquare, bodies[c]);
        const yod = widest(sextiles[ab]!, quincunxes[ac]!, quincunxes[bc]!);
        if (yod >= 0) add("yod", [bodies[a]!, bodies[b]!, bodies[c]!], yod, bodies[c]);
        // Every four-body pattern holds an opposition a-c or a grand trine a, b, c.
        if (oppositions[ac]! < 0 && trine < 0) continue;
        for (let d = 0; d < n; d++) {
          if (d === a || d === b || d === c) continue;
          const bd = b * n + d;
          const cd = c * n + d;
          const da = d * n + a;
          // a and c opposed, b and d opposed, the four round the circle a, b, c, d.
          const cross = widest(
            widest(oppositions[ac]!, oppositions[bd]!, squares[ab]!),
            squares[bc]!,
            widest(squares[cd]!, squares[da]!, 0),
          );
          if (cross >= 0)
            add("grand cross", [bodies[a]!, bodies[b]!, bodies[c]!, bodies[d]!], cross);
          const rectangle = widest(
            widest(oppositions[ac]!, oppositions[bd]!, sextiles[ab]!),
            trines[bc]!,
            widest(sextiles[cd]!, trines[da]!, 0),
          );
          if (rectangle >= 0)
            add("mystic rectangle", [bodies[a]!, bodies[b]!, bodies[c]!, bodies[d]!], rectangle);
          // A grand trine a, b, c with d opposite a and sextile to b and c.
          if (trine < 0) continue;
          const kite = widest(trine, oppositions[da]!, widest(sextiles[bd]!, sextiles[cd]!, 0));
          if (kite >= 0)
            add("kite", [bodies[a]!, bodies[b]!, bodies[c]!, bodies[d]!], kite, bodies[d]);
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
