// A member's transits: every contact (conjunction, sextile, square, trine, quincunx,
// opposition, within 1°) between a planet as it moves now and a point of their birth chart,
// with when it begins, is exact and ends; the day's three that matter most; and the exact
// contacts coming in the next weeks. Positions come from a SkyTable, shared by every member.
import { houseOf } from "~/domain/chart/chart";
import { normalizeDegrees, signedArc } from "~/domain/sky/ephemeris";
import { BODIES } from "~/domain/sky/types";
import type { Planet } from "~/domain/zodiac";
import type { SkyTable } from "./table";
import type { ExactTransit, NatalPoint, Transit, TransitAspect } from "./types";
import { DAY, HOUR, MINUTE } from "~/domain/time";

export const ORB = 1;
export const ASPECT_ANGLES: readonly [TransitAspect, number][] = [
  ["conjunction", 0],
  ["sextile", 60],
  ["square", 90],
  ["trine", 120],
  ["quincunx", 150],
  ["opposition", 180],
];
/** Scan steps short enough that no body crosses the 2° of an orb between two looks. */
const SCAN: Record<Planet, number> = {
  Moon: HOUR,
  Sun: 6 * HOUR,
  Mercury: 6 * HOUR,
  Venus: 6 * HOUR,
  Mars: 6 * HOUR,
  Jupiter: DAY,
  Saturn: DAY,
  Uranus: DAY,
  Neptune: DAY,
  Pluto: DAY,
};

export type NatalLongitudes = Partial<Record<NatalPoint, number>>;

interface Contact {
  transiting: Planet;
  natal: NatalPoint;
  aspect: TransitAspect;
  /** Signed distance from exact, degrees. */
  offset: (time: number) => number;
}

function contacts(table: SkyTable, natal: NatalLongitudes, bodies: readonly Planet[]): Contact[] {
  const found: Contact[] = [];
  for (const transiting of bodies) {
    for (const [point, at] of Object.entries(natal) as [NatalPoint, number][]) {
      for (const [aspect, angle] of ASPECT_ANGLES) {
        const sides = angle === 0 || angle === 180 ? [angle] : [angle, -angle];
        for (const side of sides) {
          const target = normalizeDegrees(at + side);
          const offset = (time: number) => signedArc(target, table.longitude(transiting, time));
          found.push({ transiting, natal: point, aspect, offset });
        }
      }
    }
  }
  return found;
}

/** The instant, to the minute, in [low, high] where `inside` turns, given it differs at the ends. */
function edge(inside: (time: number) => boolean, low: number, high: number): number {
  const atLow = inside(low);
  while (high - low > MINUTE) {
    const mid = low + (high - low) / 2;
    if (inside(mid) === atLow) low = mid;
    else high = mid;
  }
  return Math.round(high / MINUTE) * MINUTE;
}

const iso = (time: number) => `${new Date(time).toISOString().slice(0, 16)}Z`;

/** Zero crossings of the offset in [from, to], each to the minute. */
function exactTimes(contact: Contact, from: number, to: number, step: number): number[] {
  const times: number[] = [];
  let [t0, v0] = [from, contact.offset(from)];
  while (t0 < to) {
    const t1 = Math.min(t0 + step, to);
    const v1 = contact.offset(t1);
    if (v0 < 0 !== v1 < 0 && Math.abs(v1 - v0) < 90) {
      times.push(edge((t) => contact.offset(t) < 0, t0, t1));
    }
    [t0, v0] = [t1, v1];
  }
  return times;
}

/** The contacts in orb at any time in [from, to): the day's transits, tightest first. */
export function transitsBetween(
  table: SkyTable,
  natal: NatalLongitudes,
  from: number,
  to: number,
  cusps?: readonly number[],
): Transit[] {
  const found: Transit[] = [];
  for (const contact of contacts(table, natal, BODIES)) {
    const step = SCAN[contact.transiting];
    const inOrb = (t: number) => Math.abs(contact.offset(t)) <= ORB;
    let closest = Infinity;
    let previous: number | undefined;
    // The first and last looks inside the orb: no body crosses an orb between two looks.
    let [first, last] = [NaN, NaN];
    for (let t = from; t <= to; t = t + step > to && t < to ? to : t + step) {
      const value = contact.offset(t);
      closest = Math.min(closest, Math.abs(value));
      if (previous !== undefined && previous < 0 !== value < 0 && Math.abs(value - previous) < 90) {
        closest = 0;
      }
      if (Math.abs(value) <= ORB) {
        if (Number.isNaN(first)) first = t;
        last = t;
      }
      previous = value;
    }
    if (Number.isNaN(first)) continue;
    const reach = table.reach(contact.transiting);
    let begin = first;
    while (inOrb(begin) && first - begin < reach) begin -= step;
    const begins = inOrb(begin) ? begin : edge(inOrb, begin, begin + step);
    let end = last;
    while (inOrb(end) && end - last < reach) end += step;
    const ends = inOrb(end) ? end : edge(inOrb, end - step, end);
    const middle = from + (to - from) / 2;
    found.push({
      transiting: contact.transiting,
      natal: contact.natal,
      aspect: contact.aspect,
      begins: iso(begins),
      ends: iso(ends),
      exact: exactTimes(contact, begins, ends, step).map(iso),
      closest: Math.round(closest * 100) / 100,
      ...(cusps
        ? { house: houseOf(normalizeDegrees(table.longitude(contact.transiting, middle)), cusps) }
        : {}),
    });
  }
  return found.sort((a, b) => a.closest - b.closest);
}

/** Every exact contact of the Sun to Pluto in [from, to), in time order (the Moon's are daily). */
export function exactBetween(
  table: SkyTable,
  natal: NatalLongitudes,
  from: number,
  to: number,
): ExactTransit[] {
  const bodies = BODIES.filter((b) => b !== "Moon");
  return contacts(table, natal, bodies)
    .flatMap((contact) =>
      exactTimes(contact, from, to, SCAN[contact.transiting]).map((time): ExactTransit => ({
        time: iso(time),
        transiting: contact.transiting,
        natal: contact.natal,
        aspect: contact.aspect,
      })),
    )
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

// How much a contact matters: the slower and heavier the moving planet, the more personal the
// point touched, the stronger the aspect, and the closer to exact today.
const PLANET_WEIGHT: Record<Planet, number> = {
  Moon: 3,
  Sun: 5,
  Mercury: 4,
  Venus: 4,
  Mars: 6,
  Jupiter: 7,
  Saturn: 8,
  Uranus: 8,
  Neptune: 8,
  Pluto: 9,
};
const POINT_WEIGHT: Record<NatalPoint, number> = {
  Sun: 1,
  Moon: 1,
  Ascendant: 1,
  Midheaven: 0.85,
  Mercury: 0.8,
  Venus: 0.8,
  Mars: 0.8,
  Jupiter: 0.65,
  Saturn: 0.65,
  Uranus: 0.5,
  Neptune: 0.5,
  Pluto: 0.5,
};
const ASPECT_WEIGHT: Record<TransitAspect, number> = {
  conjunction: 1,
  opposition: 0.9,
  square: 0.9,
  trine: 0.8,
  sextile: 0.65,
  quincunx: 0.5,
};

export function weight(transit: Transit): number {
  return (
    PLANET_WEIGHT[transit.transiting] *
    POINT_WEIGHT[transit.natal] *
    ASPECT_WEIGHT[transit.aspect] *
    (1.5 - transit.closest / ORB)
  );
}

/** The day's transits that matter most, heaviest first. */
export function mostImportant(transits: readonly Transit[], count = 3): Transit[] {
  return [...transits].sort((a, b) => weight(b) - weight(a)).slice(0, count);
}
