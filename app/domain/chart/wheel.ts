// The chart wheel's geometry, apart from its drawing: where each sign, cusp, point and aspect
// line goes. The Ascendant sits at nine o'clock and the zodiac runs counter-clockwise, as on
// every astrologer's wheel; without a birth time 0° Aries takes the Ascendant's place.
// Points closer than a label's width are spread apart, each keeping a pointer to its degree.
import type { AspectName, Chart } from "~/domain/chart/chart";
import { normalizeDegrees } from "~/domain/sky/ephemeris";
import { pointsThat } from "~/domain/chart/point-registry";
import { SIGNS } from "~/domain/zodiac";

export const WHEEL_SIZE = 640;
const CENTER = WHEEL_SIZE / 2;
export const RADII = {
  outer: 312,
  signs: 270,
  houses: 240,
  point: 210,
  label: 176,
  aspects: 132,
  houseNumber: 146,
} as const;
/** The least gap between two point labels on the wheel, in degrees of the circle. */
export const LABEL_GAP = 12;

/** The points the registry marks drawn, in its order (of importance). */
export const WHEEL_POINTS: readonly string[] = pointsThat("drawn");

export interface Spot {
  x: number;
  y: number;
}

export interface WheelPoint {
  name: string;
  longitude: number;
  /** Where the label is drawn: the longitude itself, or moved aside when crowded. */
  shown: number;
  tick: [Spot, Spot];
  glyphAt: Spot;
  labelAt: Spot;
  /** A line from the true degree to the moved label; absent when the label was not moved. */
  pointer?: [Spot, Spot];
  /** The degree and minute in the sign, "13°" over "12'": stacked, so the label is narrow. */
  label: [degree: string, minute: string];
  retrograde: boolean;
}

export interface WheelLayout {
  /** The longitude drawn at nine o'clock. */
  start: number;
  signs: { name: string; glyph: string; from: number; glyphAt: Spot; edge: [Spot, Spot] }[];
  cusps: { house: number; line: [Spot, Spot]; numberAt: Spot; angle: boolean }[];
  angles: { name: "Ascendant" | "Midheaven"; longitude: number; line: [Spot, Spot] }[];
  points: WheelPoint[];
  aspects: { between: [string, string]; type: AspectName; line: [Spot, Spot] }[];
}

/** The spot at a radius for a longitude, with the wheel's start at nine o'clock. */
export function spotAt(start: number, longitude: number, radius: number): Spot {
  const angle = ((180 + normalizeDegrees(longitude - start)) * Math.PI) / 180;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    x: round(CENTER + radius * Math.cos(angle)),
    y: round(CENTER - radius * Math.sin(angle)),
  };
}

/** Signed shortest arc from a to b, in degrees (-180 to 180). */
function arc(a: number, b: number): number {
  return ((b - a + 540) % 360) - 180;
}

/**
 * Label positions at least `gap` degrees apart, each as near its own longitude as the crowd
 * allows. The circle is cut at its widest empty stretch, so the points lie in a line; then
 * neighbours too close form a cluster, spaced `gap` apart around the cluster's mean, and
 * clusters that now touch merge, until none do (a dozen points need at most 144°).
 */
export function spreadLabels(longitudes: readonly number[], gap = LABEL_GAP): number[] {
  const n = longitudes.length;
  if (n < 2) return [...longitudes];
  const order = longitudes.map((_, i) => i).sort((a, b) => longitudes[a]! - longitudes[b]!);
  const sorted = order.map((i) => longitudes[i]!);
  let widest = 0;
  let cut = 0;
  for (let k = 0; k < n; k++) {
    const empty = normalizeDegrees(sorted[(k + 1) % n]! - sorted[k]!) || (n === 1 ? 360 : 0);
    if (empty > widest) [widest, cut] = [empty, (k + 1) % n];
  }
  // In a line from just after the widest stretch, each value above the one before.
  const line = Array.from({ length: n }, (_, k) => {
    const value = sorted[(cut + k) % n]!;
    return value < sorted[cut]! ? value + 360 : value;
  });
  let clusters = line.map((value) => [value]);
  const placed = (members: number[]) => {
    const mean = members.reduce((sum, v) => sum + v, 0) / members.length;
    return members.map((_, i) => mean + (i - (members.length - 1) / 2) * gap);
  };
  for (let merged = true; merged;) {
    merged = false;
    for (let c = 0; c + 1 < clusters.length; c++) {
      const end = placed(clusters[c]!).at(-1)!;
      const start = placed(clusters[c + 1]!)[0]!;
      if (start - end < gap - 1e-9) {
        clusters = [
          ...clusters.slice(0, c),
          [...clusters[c]!, ...clusters[c + 1]!],
          ...clusters.slice(c + 2),
        ];
        merged = true;
        break;
      }
    }
  }
  const spread = clusters.flatMap(placed);
  const result = new Array<number>(n);
  spread.forEach((value, k) => (result[order[(cut + k) % n]!] = normalizeDegrees(value)));
  return result;
}

function degreeLabel(longitude: number): [string, string] {
  const minutes = Math.floor(normalizeDegrees(longitude) * 60 + 1e-9) % (30 * 60);
  return [`${Math.floor(minutes / 60)}°`, `${String(minutes % 60).padStart(2, "0")}'`];
}

type At = (longitude: number, radius: number) => Spot;

/** Where a chart's points go on a ring: the tick's two radii, the glyph's and the label's. */
export interface Ring {
  tick: [outer: number, inner: number];
  glyph: number;
  label: number;
}

/** The twelve signs round the rim, as every wheel draws them. */
export function signRing(at: At): WheelLayout["signs"] {
  return SIGNS.map((sign, i) => ({
    name: sign.name,
    glyph: sign.glyph,
    from: i * 30,
    glyphAt: at(i * 30 + 15, (RADII.outer + RADII.signs) / 2),
    edge: [at(i * 30, RADII.signs), at(i * 30, RADII.outer)] as [Spot, Spot],
  }));
}

/** House cusps from `inner` to `outer`, each house's number at `number`. */
export function cuspLines(
  chart: Pick<Chart, "houses">,
  at: At,
  inner: number,
  outer: number,
  number: number,
): WheelLayout["cusps"] {
  return (chart.houses?.cusps ?? []).map((cusp, i) => {
    const next = chart.houses!.cusps[(i + 1) % 12]!.longitude;
    const middle = cusp.longitude + normalizeDegrees(next - cusp.longitude) / 2;
    return {
      house: i + 1,
      line: [at(cusp.longitude, inner), at(cusp.longitude, outer)] as [Spot, Spot],
      numberAt: at(middle, number),
      angle: i % 3 === 0,
    };
  });
}

/** The wheel's points of a chart on one ring, their labels spread apart when crowded. */
export function ringPoints(chart: Pick<Chart, "points">, at: At, ring: Ring): WheelPoint[] {
  const drawn = WHEEL_POINTS.flatMap((name) => {
    const point = chart.points.find((p) => p.name === name);
    return point ? [point] : [];
  });
  const shown = spreadLabels(drawn.map((p) => p.longitude));
  const [outer, inner] = ring.tick;
  return drawn.map((point, i): WheelPoint => {
    const moved = Math.abs(arc(point.longitude, shown[i]!)) > 0.5;
    return {
      name: point.name,
      longitude: point.longitude,
      shown: shown[i]!,
      tick: [at(point.longitude, outer), at(point.longitude, inner)],
      glyphAt: at(shown[i]!, ring.glyph),
      labelAt: at(shown[i]!, ring.label),
      ...(moved ? { pointer: [at(point.longitude, inner), at(shown[i]!, ring.glyph + 14)] } : {}),
      label: degreeLabel(point.longitude),
      retrograde: point.retrograde === true,
    };
  });
}

/** The longitude drawn at nine o'clock: the Ascendant, or 0° Aries without a birth time. */
export function wheelStart(chart: Pick<Chart, "points">): number {
  return chart.points.find((p) => p.name === "Ascendant")?.longitude ?? 0;
}

export function wheelLayout(chart: Pick<Chart, "points" | "houses" | "aspects">): WheelLayout {
  const find = (name: string) => chart.points.find((p) => p.name === name);
  const start = wheelStart(chart);
  const at = (longitude: number, radius: number) => spotAt(start, longitude, radius);
  const signs = signRing(at);
  const cusps = cuspLines(chart, at, RADII.aspects, RADII.signs, RADII.houseNumber);
  const angles = (["Ascendant", "Midheaven"] as const).flatMap((name) => {
    const point = find(name);
    return point
      ? [
          {
            name,
            longitude: point.longitude,
            line: [at(point.longitude, RADII.signs), at(point.longitude, RADII.outer + 8)] as [
              Spot,
              Spot,
            ],
          },
        ]
      : [];
  });
  const points = ringPoints(chart, at, {
    tick: [RADII.houses, RADII.houses - 8],
    glyph: RADII.point,
    label: RADII.label,
  });
  const longitudeOf = new Map(chart.points.map((p) => [p.name, p.longitude]));
  const aspects = chart.aspects
    .filter((a) => longitudeOf.has(a.between[0]) && longitudeOf.has(a.between[1]))
    .filter((a) => !a.between.some((name) => name === "Ascendant" || name === "Midheaven"))
    .filter((a) => a.type !== "conjunction")
    .map((a) => ({
      between: a.between,
      type: a.type,
      line: [
        at(longitudeOf.get(a.between[0])!, RADII.aspects),
        at(longitudeOf.get(a.between[1])!, RADII.aspects),
      ] as [Spot, Spot],
    }));
  return { start, signs, cusps, angles, points, aspects };
}
