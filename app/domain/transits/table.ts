// The sky's longitudes over a stretch of time, sampled once and interpolated: every member's
// transits read the same table, so a member's day costs arithmetic, not ephemeris calls. The
// Moon is sampled hourly near the stretch, the Sun to Mars daily, the slow planets every four
// days; Mercury to Neptune from the full VSOP87 series (ADR 014).
import { bestLongitude } from "~/domain/calendar/planets";
import { longitude } from "~/domain/calendar/search";
import { BODIES } from "~/domain/sky/types";
import type { Planet } from "~/domain/zodiac";
import { DAY, HOUR } from "~/domain/time";

/** Sampling step and how far either side of the stretch each body is kept. */
const SAMPLING: Record<Planet, { step: number; reach: number }> = {
  Moon: { step: HOUR, reach: 3 * DAY },
  Sun: { step: DAY, reach: 60 * DAY },
  Mercury: { step: DAY, reach: 200 * DAY },
  Venus: { step: DAY, reach: 200 * DAY },
  Mars: { step: DAY, reach: 240 * DAY },
  Jupiter: { step: 4 * DAY, reach: 520 * DAY },
  Saturn: { step: 4 * DAY, reach: 620 * DAY },
  Uranus: { step: 4 * DAY, reach: 800 * DAY },
  Neptune: { step: 4 * DAY, reach: 800 * DAY },
  Pluto: { step: 4 * DAY, reach: 800 * DAY },
};

interface Series {
  start: number;
  step: number;
  /** Longitudes unwrapped (no jump at 360°), so neighbours interpolate smoothly. */
  values: Float64Array;
}

export class SkyTable {
  readonly from: number;
  readonly to: number;
  private readonly series = new Map<Planet, Series>();

  constructor(from: number, to: number) {
    this.from = from;
    this.to = to;
    for (const body of BODIES) {
      const { step, reach } = SAMPLING[body];
      const start = Math.floor((from - reach) / step) * step;
      const count = Math.ceil((to + reach - start) / step) + 4;
      const lon = body === "Moon" ? longitude("Moon") : bestLongitude(body);
      const values = new Float64Array(count);
      let previous = 0;
      for (let i = 0; i < count; i++) {
        const raw = lon(start + i * step);
        values[i] = i === 0 ? raw : previous + ((((raw - previous) % 360) + 540) % 360) - 180;
        previous = values[i]!;
      }
      this.series.set(body, { start, step, values });
    }
  }

  /** The bytes of its samples, for the cache that keeps it. */
  get byteLength(): number {
    let total = 0;
    for (const { values } of this.series.values()) total += values.byteLength;
    return total;
  }

  /** How far from the stretch a body can be read. */
  reach(body: Planet): number {
    return SAMPLING[body].reach;
  }

  /** Longitude at an instant, degrees (unwrapped: compare with signed arcs), by 4-point Lagrange. */
  longitude(body: Planet, time: number): number {
    const { start, step, values } = this.series.get(body)!;
    return lagrange(values, (time - start) / step);
  }
}

/** Samples at whole steps read between them: 4-point Lagrange at `x` steps from the first. */
export function lagrange(values: Float64Array, x: number): number {
  const i = Math.min(Math.max(Math.floor(x) - 1, 0), values.length - 4);
  const u = x - i;
  const [y0, y1, y2, y3] = [values[i]!, values[i + 1]!, values[i + 2]!, values[i + 3]!];
  return (
    (-y0 * (u - 1) * (u - 2) * (u - 3)) / 6 +
    (y1 * u * (u - 2) * (u - 3)) / 2 -
    (y2 * u * (u - 1) * (u - 3)) / 2 +
    (y3 * u * (u - 1) * (u - 2)) / 6
  );
}
