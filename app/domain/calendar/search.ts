// Finding the instants when an angle passes a value: sample at a step short enough that the angle
// moves well under 90° between samples, then halve each bracketing interval down to a second.
import { AstroTime } from "astronomy-engine";
import { signedArc } from "~/domain/sky/ephemeris";
import { positions } from "~/domain/sky/positions";
import type { Planet } from "~/domain/zodiac";

export interface Crossing {
  /** Milliseconds since 1970 (UTC), to the second. */
  time: number;
  target: number;
  /** The angle was increasing through the target (direct motion, for a longitude). */
  rising: boolean;
}

export const at = (time: number) => new AstroTime(new Date(time));

export function longitude(body: Planet): (time: number) => number {
  return (time) => positions.fast.longitude(body, at(time));
}

/**
 * Every time in [from, to) that `angle` passes one of `targets` (degrees, either way round).
 * With `precise`, the samples come from `angle` and the second from `precise`.
 */
export function crossings(
  angle: (time: number) => number,
  targets: readonly number[],
  from: number,
  to: number,
  step: number,
  precise?: (time: number) => number,
): Crossing[] {
  const found: Crossing[] = [];
  let [t0, a0] = [from, angle(from)];
  while (t0 < to) {
    const t1 = Math.min(t0 + step, to);
    const a1 = angle(t1);
    for (const target of targets) {
      const [d0, d1] = [signedArc(target, a0), signedArc(target, a1)];
      // A pass through the target, not round the far side of the circle from it.
      if (d0 < 0 === d1 < 0 || Math.abs(d1 - d0) > 90) continue;
      const rising = d1 >= 0;
      const before = (f: (time: number) => number) => (t: number) =>
        signedArc(target, f(t)) < 0 === rising;
      found.push({
        time: refined(before(angle), t0, t1, precise && before(precise)),
        target,
        rising,
      });
    }
    [t0, a0] = [t1, a1];
  }
  return found.sort((a, b) => a.time - b.time);
}

/**
 * The crossing bracketed by the sampling function, found again with the precise one: within
 * the bracket, or just outside it when the two disagree by the few arcseconds between them.
 */
export function refined(
  before: (time: number) => boolean,
  low: number,
  high: number,
  precise?: (time: number) => boolean,
): number {
  if (precise) {
    const width = high - low;
    for (const [a, b] of [
      [low, high],
      [low - width, low],
      [high, high + width],
    ] as const) {
      if (precise(a) && !precise(b)) return bisect(precise, a, b);
    }
  }
  return bisect(before, low, high);
}

/** The first second in (low, high] where `before` turns false, given it holds at `low`. */
export function bisect(before: (time: number) => boolean, low: number, high: number): number {
  while (high - low > 1000) {
    const mid = low + (high - low) / 2;
    if (before(mid)) low = mid;
    else high = mid;
  }
  return Math.round(high / 1000) * 1000;
}

export const isoSecond = (time: number) => `${new Date(time).toISOString().slice(0, 19)}Z`;
