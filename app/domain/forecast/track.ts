// One body's path along the ecliptic over a stretch of time: its apparent geocentric longitude
// (astronomy-engine, as the birth chart's) sampled at a fixed step, its stations found between
// the samples, and every moment it passes a given longitude. Between two stations a longitude
// only grows or only shrinks, so each level is passed at most once there: a retrograde loop
// over a point shows as three passes, none lost between two samples.
import { longitude } from "~/domain/calendar/search";
import { normalizeDegrees, signedArc } from "~/domain/sky/ephemeris";
import { MINUTE, HOUR } from "~/domain/time";
import { lagrange } from "~/domain/transits/table";
import type { Planet } from "~/domain/zodiac";

const SECOND = 1000;

/** The first index of `sorted` whose value is above `value`. */
function firstAbove(sorted: readonly number[], value: number): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! <= value) low = mid + 1;
    else high = mid;
  }
  return low;
}

export interface Pass {
  /** Milliseconds since 1970, UTC. */
  time: number;
  /** Which of the levels asked about was passed. */
  index: number;
  /** Passed with the longitude growing (direct motion). */
  rising: boolean;
}

export interface Station {
  time: number;
  longitude: number;
  turns: "retrograde" | "direct";
}

export class Track {
  readonly body: Planet;
  readonly start: number;
  readonly end: number;
  readonly step: number;
  private readonly values: Float64Array;
  private readonly direct: (time: number) => number;
  /** Times between which the longitude is monotonic: the samples and the stations. */
  private readonly knots: number[];
  readonly stations: Station[] = [];

  /** Where a longitude more precise than the samples' finishes the polished passes. */
  private readonly precise: ((time: number) => number) | undefined;

  constructor(
    body: Planet,
    start: number,
    end: number,
    step: number,
    precise?: (time: number) => number,
  ) {
    this.body = body;
    this.precise = precise;
    this.step = step;
    this.start = Math.floor(start / step) * step - step;
    const count = Math.ceil((end - this.start) / step) + 2;
    this.end = this.start + (count - 1) * step;
    this.direct = longitude(body);
    this.values = new Float64Array(count);
    let previous = 0;
    for (let i = 0; i < count; i++) {
      const raw = this.direct(this.start + i * step);
      this.values[i] = i === 0 ? raw : previous + signedArc(previous, raw);
      previous = this.values[i]!;
    }
    this.knots = [];
    for (let i = 0; i < count; i++) {
      this.knots.push(this.start + i * step);
      if (i === 0 || i >= count - 1) continue;
      const before = this.values[i]! - this.values[i - 1]!;
      const after = this.values[i + 1]! - this.values[i]!;
      if (before < 0 === after < 0) continue;
      const station = this.stationBetween(this.knots[i - 1]!, this.start + (i + 1) * step);
      if (station > this.knots[i]!) {
        this.knots.push(station);
      } else {
        this.knots.splice(this.knots.length - 1, 0, station);
      }
      this.stations.push({
        time: station,
        longitude: this.direct(station),
        turns: after < 0 ? "retrograde" : "direct",
      });
    }
  }

  /** Longitude at an instant in the track, unwrapped, from the samples. */
  longitude(time: number): number {
    return lagrange(this.values, (time - this.start) / this.step);
  }

  /** Degrees a millisecond, from the samples. */
  speed(time: number): number {
    return (this.longitude(time + MINUTE) - this.longitude(time - MINUTE)) / (2 * MINUTE);
  }

  /** The ephemeris itself, folded to [0, 360). */
  exactLongitude(time: number): number {
    return this.direct(time);
  }

  // The speed's sign change, to the minute, from the ephemeris an hour either side.
  private stationBetween(low: number, high: number): number {
    const rate = (t: number) => signedArc(this.direct(t - HOUR), this.direct(t + HOUR));
    const atLow = rate(low) < 0;
    while (high - low > MINUTE) {
      const mid = (low + high) / 2;
      if (rate(mid) < 0 === atLow) low = mid;
      else high = mid;
    }
    return Math.round((low + high) / 2 / MINUTE) * MINUTE;
  }

  /** Every time the longitude passes one of `levels` in [from, to], in time order, on the samples. */
  passes(levels: readonly number[], from = this.start, to = this.end): Pass[] {
    // The levels in order round the circle, so each stretch looks only at those it spans.
    const order = levels.map((_, index) => index);
    const at = levels.map(normalizeDegrees);
    order.sort((x, y) => at[x]! - at[y]!);
    const sorted = order.map((index) => at[index]!);
    const found: Pass[] = [];
    for (let k = 0; k + 1 < this.knots.length; k++) {
      const [a, b] = [this.knots[k]!, this.knots[k + 1]!];
      if (b < from || a > to) continue;
      const [la, lb] = [this.longitude(a), this.longitude(b)];
      const move = lb - la;
      if (move === 0) continue;
      // Passed: the levels in (low, low + span], round the circle.
      const low = normalizeDegrees(Math.min(la, lb));
      const span = Math.abs(move);
      const passed = (first: number, last: number) => {
        for (let j = firstAbove(sorted, first); j < sorted.length && sorted[j]! <= last; j++) {
          const index = order[j]!;
          const time = this.root(levels[index]!, la, a, b, move > 0);
          if (time >= from && time <= to) found.push({ time, index, rising: move > 0 });
        }
      };
      passed(low, low + span);
      if (low + span >= 360) passed(-1, low + span - 360);
    }
    return found.sort((x, y) => x.time - y.time);
  }

  // Halving [a, b], where the longitude moves one way, on the samples: to about a second.
  private root(level: number, la: number, a: number, b: number, rising: boolean): number {
    const target = la + signedArc(la, level);
    let [low, high] = [a, b];
    while (high - low > SECOND) {
      const mid = (low + high) / 2;
      if (this.longitude(mid) < target === rising) low = mid;
      else high = mid;
    }
    return (low + high) / 2;
  }

  /**
   * A pass found on the samples, finished to the second: Newton's steps with the sampled speed
   * on the ephemeris, then one call of the precise one for its offset from the ephemeris there
   * (a few arcseconds, near-constant over the hours it moves the moment), and Newton's steps on
   * the ephemeris plus that offset. Kept within a step of where the samples put it.
   */
  exact(level: number, time: number): number {
    let t = this.newton(level, time, this.direct);
    if (!this.precise) return t;
    const offset = signedArc(this.direct(t), this.precise(t));
    t = this.newton(level, t, (u) => this.direct(u) + offset);
    return t;
  }

  private newton(level: number, time: number, lon: (time: number) => number): number {
    let t = time;
    for (let i = 0; i < 4; i++) {
      const speed = this.speed(t);
      if (Math.abs(speed) < 1e-12) break;
      const shift = signedArc(level, lon(t)) / speed;
      t = Math.min(Math.max(t - shift, time - 2 * this.step), time + 2 * this.step);
      if (Math.abs(shift) < SECOND / 2) break;
    }
    return t;
  }
}
