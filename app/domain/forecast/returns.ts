// Solar and lunar returns: the moments the Sun, or the Moon, comes back to its natal longitude
// (apparent, geocentric, of date: as the birth chart measures it), to the second.
import { longitude } from "~/domain/calendar/search";
import { signedArc } from "~/domain/sky/ephemeris";
import { DAY, HOUR } from "~/domain/time";

const MONTH = 27.321661 * DAY;

/** The instant in [low, high] where `lon` passes `target` moving forward, to the millisecond. */
function passage(lon: (time: number) => number, target: number, low: number, high: number) {
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (signedArc(target, lon(mid)) < 0) low = mid;
    else high = mid;
  }
  return high;
}

// Steps short enough that the body moves well under 90° between two looks.
function next(lon: (time: number) => number, target: number, from: number, step: number) {
  let t = from;
  while (!(signedArc(target, lon(t)) < 0 && signedArc(target, lon(t + step)) >= 0)) t += step;
  return passage(lon, target, t, t + step);
}

/** The solar return nearest the birthday in `year` (UTC year of the birth's anniversary). */
export function solarReturn(birthUtc: string, natalSun: number, year: number): number {
  const born = new Date(birthUtc);
  const anniversary = Date.UTC(
    year,
    born.getUTCMonth(),
    born.getUTCDate(),
    born.getUTCHours(),
    born.getUTCMinutes(),
  );
  // Within two days of the anniversary: leap years and the calendar's drift move it a day.
  return next(longitude("Sun"), natalSun, anniversary - 3 * DAY, 6 * HOUR);
}

/** The next `count` lunar returns from `from` (ms). */
export function lunarReturns(natalMoon: number, from: number, count = 13): number[] {
  const lon = longitude("Moon");
  const found: number[] = [];
  let t = from;
  for (let i = 0; i < count; i++) {
    const time = next(lon, natalMoon, t, 6 * HOUR);
    found.push(time);
    t = time + MONTH - 3 * DAY;
  }
  return found;
}
