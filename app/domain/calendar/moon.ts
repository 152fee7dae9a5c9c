// The Moon's calendar: its four phases, its entries into each sign, and its void-of-course
// periods. Void of course here is the traditional definition: from the Moon's last major
// (Ptolemaic) aspect to the Sun, Mercury, Venus, Mars, Jupiter or Saturn until it leaves the sign.
import {
  Body,
  Illumination,
  MoonPhase,
  NextMoonQuarter,
  SearchMoonQuarter,
} from "astronomy-engine";
import { normalizeDegrees, signedArc } from "~/domain/sky/ephemeris";
import { positions } from "~/domain/sky/positions";
import { SIGN_SLUGS, type Planet } from "~/domain/zodiac";
import { signDegree } from "./points";
import { DAY, HOUR, MINUTE } from "~/domain/time";
import { at, bisect, crossings, isoSecond, longitude } from "./search";
import type {
  LunationEvent,
  LunationPhase,
  MajorAspect,
  MoonIngressEvent,
  VoidEvent,
} from "./types";

const PHASES: readonly LunationPhase[] = ["new", "first quarter", "full", "last quarter"];
const SIGN_LINES = Array.from({ length: 12 }, (_, i) => i * 30);
export const VOID_BODIES: readonly Planet[] = [
  "Sun",
  "Mercury",
  "Venus",
  "Mars",
  "Jupiter",
  "Saturn",
];
const ASPECTS: readonly [MajorAspect, number][] = [
  ["conjunction", 0],
  ["sextile", 60],
  ["square", 90],
  ["trine", 120],
  ["opposition", 180],
  ["trine", 240],
  ["square", 270],
  ["sextile", 300],
];
const moon = longitude("Moon");
const sun = positions.exact.longitude("Sun");

/**
 * The Moon's apparent longitude less the Sun's, both of date with light time, aberration and
 * nutation: the almanacs' definition of the phases (0° new, 90° first quarter, 180° full).
 */
export const elongation = (time: number) => normalizeDegrees(moon(time) - sun(time));

/** The second the elongation passes `target`, given a time within ten minutes of it. */
export function lunationNear(target: number, seed: number): number {
  const before = (t: number) => signedArc(target, elongation(t)) < 0;
  return bisect(before, seed - 10 * MINUTE, seed + 10 * MINUTE);
}

export function lunations(from: number, to: number): LunationEvent[] {
  const found: LunationEvent[] = [];
  // astronomy-engine's quarters (its Sun without aberration, up to 41 s late) are the seeds.
  for (
    let q = SearchMoonQuarter(at(from - HOUR));
    q.time.date.getTime() < to + HOUR;
    q = NextMoonQuarter(q)
  ) {
    const time = lunationNear(q.quarter * 90, q.time.date.getTime());
    if (time < from || time >= to) continue;
    found.push({
      kind: "lunation",
      time: isoSecond(time),
      phase: PHASES[q.quarter]!,
      ...signDegree(moon(time)),
    });
  }
  return found;
}

export function moonIngresses(from: number, to: number): MoonIngressEvent[] {
  // The Moon moves at most 15.4° a day: under 4° in six hours.
  return crossings(moon, SIGN_LINES, from, to, 6 * HOUR).map((c) => ({
    kind: "moon-ingress",
    time: isoSecond(c.time),
    sign: SIGN_SLUGS[c.target / 30]!,
  }));
}

/** The void-of-course periods that overlap [from, to). */
export function voids(from: number, to: number): VoidEvent[] {
  // A void can begin up to a sign's passage (about 2.5 days) before it ends.
  const ingresses = crossings(moon, SIGN_LINES, from - 3 * DAY, to + 3 * DAY, 6 * HOUR);
  const aspects = VOID_BODIES.flatMap((body) => {
    const other = longitude(body);
    const gap = (t: number) => normalizeDegrees(moon(t) - other(t));
    // The Moon gains on every planet by 11° to 15° a day: about 1.2° in two hours.
    return crossings(
      gap,
      ASPECTS.map(([, angle]) => angle),
      from - 6 * DAY,
      to + 3 * DAY,
      2 * HOUR,
    ).map((c) => ({
      time: c.time,
      body,
      type: ASPECTS.find(([, angle]) => angle === c.target)![0],
    }));
  });
  const found: VoidEvent[] = [];
  for (let i = 1; i < ingresses.length; i++) {
    const [enteredSign, leaves] = [ingresses[i - 1]!.time, ingresses[i]!.time];
    const inSign = aspects.filter((a) => a.time >= enteredSign && a.time < leaves);
    const last = inSign.reduce((latest, a) => (a.time > latest.time ? a : latest), inSign[0]!);
    // Rarely the Moon crosses a whole sign without one aspect: void from the moment it entered.
    const start = last ? last.time : enteredSign;
    if (leaves <= from || start >= to) continue;
    found.push({
      kind: "void",
      time: isoSecond(start),
      end: isoSecond(leaves),
      ...(last ? { lastAspect: { body: last.body, type: last.type } } : {}),
    });
  }
  return found;
}

export interface MoonDay {
  /** 0 to 360: 0 new, 90 first quarter, 180 full, 270 last quarter. */
  phaseAngle: number;
  /** The lit share of the disc, 0 to 1. */
  illuminated: number;
  sign: (typeof SIGN_SLUGS)[number];
}

export function moonOn(time: number): MoonDay {
  const t = at(time);
  return {
    phaseAngle: MoonPhase(t),
    illuminated: Illumination(Body.Moon, t).phase_fraction,
    sign: signDegree(moon(time)).sign,
  };
}
