// For a birth date without a time: which signs rose over the birthplace that day, and which
// signs the Moon was in, each with the local clock times it began and ended, to the minute.
import type { CalendarDate } from "~/domain/calendar-date";
import { anglesAt } from "~/domain/chart/houses";
import { offsetAt, resolveLocalTime } from "~/domain/chart/local-time";
import { bodiesAt } from "~/domain/chart/points";
import { SIGNS } from "~/domain/zodiac";
import { MINUTES_PER_DAY } from "~/domain/time";

export interface SignSpan {
  sign: string;
  /** Local clock times, "HH:MM"; the day's first span starts at 00:00, its last ends at 24:00. */
  from: string;
  to: string;
}

// The Ascendant spends an hour or more in most signs (under 20 minutes in a few, far north).
const ASCENDANT_STEP = 240;
// The Moon needs two days and more for a sign, so it changes at most once a day.
const MOON_STEP = 90_000;

/** The UTC second a local day's midnight first happened (the earlier one when it happened twice). */
function instantOf(zone: string, date: CalendarDate, longitude: number): number {
  const local = resolveLocalTime(zone, { ...date, hour: 0, minute: 0 }, longitude);
  if (local.kind === "exact") return local.utc;
  if (local.kind === "ambiguous") return local.choices[0].utc;
  // Midnight skipped (clocks forward at 00:00): the day starts an offset-change later.
  return Date.UTC(date.year, date.month - 1, date.day) / 1000 - local.after.seconds;
}

/** The UTC seconds a local day at the birthplace began and ended. */
export function localDay(
  zone: string,
  date: CalendarDate,
  longitude: number,
): { start: number; end: number } {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  const following = {
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
  };
  return {
    start: instantOf(zone, date, longitude),
    end: instantOf(zone, following, longitude),
  };
}

// Local clock time to the nearest minute. Seconds before 1970 are negative, so the minute of
// the day is taken modulo a day both ways; a change in the day's last half minute reads 24:00.
function clock(zone: string, utc: number, longitude: number): string {
  const local = utc + offsetAt(zone, utc, longitude).seconds;
  const rounded = Math.round(local / 60);
  const minutes = ((rounded % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const pad = (n: number) => String(n).padStart(2, "0");
  const secondOfDay = ((local % 86_400) + 86_400) % 86_400;
  if (minutes === 0 && secondOfDay > 43_200) return "24:00";
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The spans of the local day over which `signAt` (a sign index for a UTC second) holds. */
function spansOverDay(
  zone: string,
  date: CalendarDate,
  longitude: number,
  signAt: (utc: number) => number,
  step: number,
): SignSpan[] {
  const { start, end } = localDay(zone, date, longitude);
  const spans: SignSpan[] = [];
  let sign = signAt(start);
  let from = "00:00";
  for (let t = start; t < end; t += step) {
    const later = Math.min(t + step, end);
    const after = signAt(later);
    if (after === sign) continue;
    // The change lies in (t, later]: halve it down to a second.
    let [low, high] = [t, later];
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (signAt(middle) === sign) low = middle;
      else high = middle;
    }
    const at = clock(zone, high, longitude);
    spans.push({ sign: SIGNS[sign]!.name, from, to: at });
    [sign, from] = [after, at];
  }
  spans.push({ sign: SIGNS[sign]!.name, from, to: "24:00" });
  // A change within half a minute of midnight rounds onto it: that span lasts no minute.
  return spans.filter((span) => span.from !== span.to);
}

/** The rising signs over a local day at a place, in order. */
export function risingSignsOverDay(
  zone: string,
  date: CalendarDate,
  latitude: number,
  longitude: number,
): SignSpan[] {
  return spansOverDay(
    zone,
    date,
    longitude,
    (utc) => Math.floor(anglesAt(new Date(utc * 1000), latitude, longitude).ascendant / 30),
    ASCENDANT_STEP,
  );
}

/** The Moon's signs over a local day (one, or two when it changes sign that day). */
export function moonSignsOverDay(zone: string, date: CalendarDate, longitude: number): SignSpan[] {
  const moonSign = (utc: number) => {
    const moon = bodiesAt(new Date(utc * 1000)).find((body) => body.name === "Moon")!;
    return Math.floor(moon.longitude / 30);
  };
  return spansOverDay(zone, date, longitude, moonSign, MOON_STEP);
}
