// A birth chart: the points at the moment of birth, in signs, degrees and minutes, with their
// houses and aspects. With an unknown birth time it is a noon chart without houses or angles,
// and says how far the Moon moves that day.
import { AstroTime } from "astronomy-engine";
import { anglesAt, housesFor, type Angles, type HouseSystem } from "~/domain/chart/houses";
import { POINT_NAMES, POINTS, type PointSky } from "~/domain/chart/point-registry";
import { bodiesAt, extraPointsAt } from "~/domain/chart/points";
import { ayanamsaAt, type Ayanamsa, type AyanamsaName } from "~/domain/chart/sidereal";
import { normalizeDegrees } from "~/domain/sky/ephemeris";
import { positions } from "~/domain/sky/positions";
import { SIGNS } from "~/domain/zodiac";
import { DAY, MINUTE, MINUTES_PER_DAY } from "~/domain/time";

export interface Placement {
  name: string;
  longitude: number;
  sign: string;
  /** Whole degrees and minutes into the sign: 11°38'. */
  degree: number;
  minute: number;
  speed?: number;
  retrograde?: boolean;
  /** The house the point falls in, when the birth time is known. */
  house?: number;
}

export interface ChartAspect {
  between: [string, string];
  type: AspectName;
  /** Degrees from exact. */
  orb: number;
  /** Whether the orb is shrinking (applying) or growing (separating). */
  applying: boolean;
}

export interface Chart {
  /** The UTC instant the chart is cast for. */
  utc: string;
  timeKnown: boolean;
  points: Placement[];
  houses?: { system: HouseSystem; fallback?: string; cusps: Placement[] };
  aspects: ChartAspect[];
  /** For an unknown time: the Moon's longitude at the start and end of the birthplace's day. */
  moonRange?: { from: Placement; to: Placement };
  /** In the sidereal zodiac: the ayanamsa every longitude is shifted by. */
  ayanamsa?: Ayanamsa;
}

export type AspectName =
  "conjunction" | "semisextile" | "sextile" | "square" | "trine" | "quincunx" | "opposition";

// Orbs: the major aspects 8° with a luminary and 6° otherwise; the minor ones 2°.
const ASPECTS: readonly [AspectName, number, number][] = [
  ["conjunction", 0, 6],
  ["semisextile", 30, 2],
  ["sextile", 60, 4],
  ["square", 90, 6],
  ["trine", 120, 6],
  ["quincunx", 150, 2],
  ["opposition", 180, 6],
];
const LUMINARY_EXTRA = 2;

export function placement(name: string, longitude: number): Placement {
  const lon = normalizeDegrees(longitude);
  const totalMinutes = Math.floor(lon * 60 + 1e-9);
  const inSign = totalMinutes % (30 * 60);
  return {
    name,
    longitude: Math.round(lon * 1e4) / 1e4,
    sign: SIGNS[Math.floor(totalMinutes / (30 * 60))]!.name,
    degree: Math.floor(inSign / 60),
    minute: inSign % 60,
  };
}

export interface ChartInput {
  utc: Date;
  latitude: number;
  longitude: number;
  timeKnown: boolean;
  system?: HouseSystem;
  /** For an unknown time: the UTC instants the birthplace's local day began and ended. */
  day?: { start: Date; end: Date };
  /** Cast in the sidereal zodiac with this ayanamsa; tropical without. */
  ayanamsa?: AyanamsaName;
}

/**
 * A sidereal chart is the tropical one with every longitude less the ayanamsa of date (bodies,
 * node, angles, cusps), the speeds less its rate; whole-sign cusps follow the sidereal Ascendant.
 */
export function castChart(input: ChartInput): Chart {
  const tropical = castTropical(input);
  if (!input.ayanamsa) return tropical;
  const { utc } = input;
  const ayanamsa = ayanamsaAt(input.ayanamsa, utc);
  const day = DAY / 2;
  const rate =
    ayanamsaAt(input.ayanamsa, new Date(utc.getTime() + day)).degrees -
    ayanamsaAt(input.ayanamsa, new Date(utc.getTime() - day)).degrees;
  const shift = (p: Placement, by = ayanamsa.degrees): Placement => ({
    ...p,
    ...placement(p.name, p.longitude - by),
    ...(p.speed === undefined ? {} : { speed: Math.round((p.speed - rate) * 1e4) / 1e4 }),
  });
  const { houses, moonRange } = tropical;
  const shiftedCusps = houses?.cusps.map((c) => shift(c));
  const ascendant = tropical.points.find((p) => p.name === "Ascendant");
  const cusps =
    houses?.system === "whole-sign" && ascendant
      ? shiftedCusps!.map((c, i) =>
          placement(
            c.name,
            Math.floor((ascendant.longitude - ayanamsa.degrees + 360) / 30) * 30 + 30 * i,
          ),
        )
      : shiftedCusps;
  const points = tropical.points.map((p) => shift(p));
  if (cusps) {
    const at = cusps.map((c) => c.longitude);
    for (const point of points) point.house = houseOf(point.longitude, at);
  }
  // The ayanamsa moves 0.5" in a day: the chart's own serves the Moon's range for the day.
  return {
    ...tropical,
    points,
    ...(houses ? { houses: { ...houses, cusps: cusps! } } : {}),
    ...(moonRange ? { moonRange: { from: shift(moonRange.from), to: shift(moonRange.to) } } : {}),
    ayanamsa: {
      ...ayanamsa,
      degrees: Math.round(ayanamsa.degrees * 1e6) / 1e6,
      mean: Math.round(ayanamsa.mean * 1e6) / 1e6,
    },
  };
}

function castTropical(input: ChartInput): Chart {
  const { utc, latitude, longitude, timeKnown, system } = input;
  const bodies = bodiesAt(utc);
  const angles = anglesAt(utc, latitude, longitude);
  // The angles move as the Earth turns, at a pace that varies along the ecliptic: their speed
  // is measured over the next minute, so an aspect to them applies or separates as it will.
  let next: Angles | undefined;
  const sky: PointSky = {
    utc,
    bodies,
    extra: extraPointsAt(utc, latitude, angles, bodies),
    angles,
    nextAngles: () => (next ??= anglesAt(new Date(utc.getTime() + MINUTE), latitude, longitude)),
  };
  const present = POINT_NAMES.filter((name) => timeKnown || !POINTS[name].needsTime);
  const located = new Map(present.map((name) => [name, POINTS[name].ephemeris(sky)]));
  const points = present.map((name): Placement => {
    const { longitude: at, speed } = located.get(name)!;
    if (!POINTS[name].moving || speed === undefined) return placement(name, at);
    return { ...placement(name, at), speed: Math.round(speed * 1e4) / 1e4, retrograde: speed < 0 };
  });
  const aspects = aspectsBetween(
    present
      .filter((name) => POINTS[name].aspected)
      .map((name): [string, number, number] => {
        const { longitude: at, speed } = located.get(name)!;
        if (speed === undefined) throw new Error(`${name} is aspected but has no speed`);
        return [name, at, speed];
      }),
  );
  if (!timeKnown) {
    const day = input.day ?? utcDay(utc);
    const moonAt = (d: Date) => positions.fast.longitude("Moon", new AstroTime(d));
    return {
      utc: utc.toISOString(),
      timeKnown,
      points,
      aspects,
      moonRange: {
        from: placement("Moon", moonAt(day.start)),
        to: placement("Moon", moonAt(day.end)),
      },
    };
  }
  const houses = housesFor(angles, latitude, system ?? "placidus");
  // Points and cusps alike at the answer's precision, so the Midheaven is in the 10th house.
  const cusps = houses.cusps.map((c) => placement("", c).longitude);
  for (const point of points) point.house = houseOf(point.longitude, cusps);
  return {
    utc: utc.toISOString(),
    timeKnown,
    points,
    houses: {
      system: houses.system,
      ...(houses.fallback ? { fallback: houses.fallback } : {}),
      cusps: houses.cusps.map((c, i) => placement(`${i + 1}`, c)),
    },
    aspects,
  };
}

function utcDay(utc: Date): { start: Date; end: Date } {
  const start = Date.UTC(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
  return { start: new Date(start), end: new Date(start + DAY) };
}

/** The house (1-12) a longitude falls in, from the cusps in zodiac order. */
export function houseOf(longitude: number, cusps: readonly number[]): number {
  for (let i = 0; i < 12; i++) {
    const start = cusps[i]!;
    const end = cusps[(i + 1) % 12]!;
    if (normalizeDegrees(longitude - start) < normalizeDegrees(end - start)) return i + 1;
  }
  return 12;
}

/** Aspects within orb between the given points ([name, longitude, degrees a day]). */
export function aspectsBetween(points: readonly [string, number, number][]): ChartAspect[] {
  const found: ChartAspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const [a, la, sa] = points[i]!;
      const [b, lb, sb] = points[j]!;
      const separation = (l1: number, l2: number) => {
        const d = normalizeDegrees(l1 - l2);
        return Math.min(d, 360 - d);
      };
      const now = separation(la, lb);
      const luminary = [a, b].some((n) => n === "Sun" || n === "Moon");
      for (const [type, angle, orb] of ASPECTS) {
        const allowed = orb + (luminary && orb > 2 ? LUMINARY_EXTRA : 0);
        const off = Math.abs(now - angle);
        if (off > allowed) continue;
        // A minute later: is the separation nearer the aspect's angle? (An hour overshot the
        // aspects that perfect within the hour and called them separating.)
        const later = separation(la + sa / MINUTES_PER_DAY, lb + sb / MINUTES_PER_DAY);
        found.push({
          between: [a, b],
          type,
          orb: Math.round(off * 100) / 100,
          applying: Math.abs(later - angle) < off,
        });
      }
    }
  }
  return found.sort((x, y) => x.orb - y.orb);
}
