// Checks the calendar's lunations, ingresses and seasons against astronomia: Meeus's algorithms
// with the chapter 47 Moon, chapter 49 phases, chapter 27 seasons and its own ΔT table, a theory
// and code independent of astronomy-engine, which finds the Moon's events. Meeus 49's phases
// are themselves only good to about 20 s, so the 10 s checks are precise.test.ts's and
// published.test.ts's. The planets'
// events are finished with astronomia's own full VSOP87 (precise.ts, ADR 014), so for them this
// checks the search; precise.test.ts checks those positions against the Swiss Ephemeris.
import { describe, expect, it } from "vitest";
import { lunations, moonIngresses } from "~/domain/calendar/moon";
import { ingresses } from "~/domain/calendar/planets";
import { seasons } from "~/domain/calendar/seasons";
import type { IngressEvent, LunationPhase } from "~/domain/calendar/types";
import { SIGN_SLUGS } from "~/domain/zodiac";

import {
  arc,
  bodyLongitude,
  crossingNear,
  DAY,
  fromJde,
  HOUR,
  JD_1970,
  julianYear,
  MINUTE,
  moonLongitude,
  moonphase,
  solstice,
  speedAt,
  TOLERANCE,
  vsop,
} from "../../../tests/support/astronomia";

const utc = (year: number, month: number) => Date.UTC(year, month - 1, 1);
const minutes = (ms: number) => `${(ms / MINUTE).toFixed(1)} min`;

// Seventeen years 1900-2100, 12.5 years apart; for the Moon one month in each, a different month.
const SAMPLE_YEARS = Array.from({ length: 17 }, (_, i) => 1900 + Math.floor(i * 12.5));
const SAMPLE_MONTHS = SAMPLE_YEARS.map((y, i) => {
  const m = ((i * 5) % 12) + 1;
  return { label: `${y}-${String(m).padStart(2, "0")}`, from: utc(y, m), to: utc(y, m + 1) };
});

const PHASE_TIME: Record<LunationPhase, (year: number) => number> = {
  new: moonphase.newMoon,
  "first quarter": moonphase.first,
  full: moonphase.full,
  "last quarter": moonphase.last,
};

// Largest difference measured: 0.8 minutes (1975-07-01).
describe("lunations against astronomia's Meeus 49 phases", () => {
  it.each(SAMPLE_MONTHS)("$label: the same phases, each within 2 minutes", ({ from, to }) => {
    // Astronomia's phases in the month: each phase nearest every week from before it, deduplicated.
    const theirs = new Map<string, { phase: LunationPhase; time: number }>();
    for (let t = from - 20 * DAY; t < to + 20 * DAY; t += 7 * DAY) {
      for (const [phase, find] of Object.entries(PHASE_TIME) as [
        LunationPhase,
        (year: number) => number,
      ][]) {
        const time = fromJde(find(julianYear(t / DAY + JD_1970)));
        if (time >= from && time < to)
          theirs.set(`${phase} ${Math.round(time / HOUR)}`, { phase, time });
      }
    }
    const ours = lunations(from, to);
    expect(ours.length).toBe(theirs.size);
    for (const event of ours) {
      const ms = Date.parse(event.time);
      const match = [...theirs.values()].find(
        (t) => t.phase === event.phase && Math.abs(t.time - ms) < DAY,
      );
      const difference = match ? ms - match.time : Number.NaN;
      expect(Math.abs(difference), `${event.phase} ${event.time}`).toBeLessThanOrEqual(TOLERANCE);
    }
  });
});

// Largest difference measured: 0.3 minutes (2025-03-28).
describe("Moon ingresses against astronomia's Meeus 47 Moon", () => {
  it.each(SAMPLE_MONTHS)("$label: the same ingresses, each within 2 minutes", ({ from, to }) => {
    const ours = moonIngresses(from, to);
    // As many sign changes in astronomia's Moon, sampled every three hours (under 2° apart).
    let count = 0;
    for (let t = from; t < to; t += 3 * HOUR) {
      const next = Math.min(t + 3 * HOUR, to);
      if (Math.floor(moonLongitude(t) / 30) !== Math.floor(moonLongitude(next) / 30)) count++;
    }
    expect(ours.length).toBe(count);
    for (const event of ours) {
      const ms = Date.parse(event.time);
      const line = SIGN_SLUGS.indexOf(event.sign) * 30;
      const difference = ms - crossingNear(moonLongitude, line, ms, 2 * HOUR);
      expect(Math.abs(difference), `${event.sign} ${event.time}`).toBeLessThanOrEqual(TOLERANCE);
    }
  });
});

// Below this speed (degrees a day) 2 minutes is under 0.25″, finer than the two theories can
// agree, and the time of a crossing near a station is ill-conditioned: there compare longitudes.
// 2″ is a few times astronomia's own error over 1900-2100 (full VSOP87: a few tenths of an
// arcsecond; against JPL DE200 at Meeus's example 33.a, 0.09″).
const SLOW = 0.05;
const ARCSECONDS = 2;

const ingressCache = new Map<number, IngressEvent[]>();
function ingressesIn(year: number): IngressEvent[] {
  let found = ingressCache.get(year);
  if (!found) {
    found = ingresses(utc(year, 1), utc(year + 1, 1));
    ingressCache.set(year, found);
  }
  return found;
}

/**
 * Our ingresses of `body` in `years` that astronomia does not place within the tolerance: 2 minutes,
 * or 2″ where slow; or only `arcseconds`, given one.
 */
function misses(
  body: IngressEvent["body"],
  years: readonly number[],
  arcseconds?: number,
): { checked: number; misses: string[] } {
  const longitude = bodyLongitude(body);
  const events = years.flatMap((y) => ingressesIn(y).filter((e) => e.body === body));
  const found: string[] = [];
  for (const event of events) {
    const ms = Date.parse(event.time);
    // Backing into a sign crosses its far edge.
    const line = ((SIGN_SLUGS.indexOf(event.sign) + (event.retrograde ? 1 : 0)) * 30) % 360;
    const speed = speedAt(longitude, ms);
    const offset = arc(line, longitude(ms)) * 3600;
    const what = `${event.time} ${event.sign}${event.retrograde ? " (retrograde)" : ""}`;
    const how = `astronomia ${offset.toFixed(2)}″ past the line then, at ${speed.toFixed(3)}°/day`;
    if (arcseconds !== undefined || Math.abs(speed) < SLOW) {
      if (!(Math.abs(offset) <= (arcseconds ?? ARCSECONDS))) found.push(`${what}: ${how}`);
    } else {
      const difference = ms - crossingNear(longitude, line, ms, DAY);
      if (!(Math.abs(difference) <= TOLERANCE)) {
        found.push(`${what}: ${minutes(difference)} after astronomia's crossing, ${how}`);
      }
    }
  }
  return { checked: events.length, misses: found };
}

// The sample years hold 204 ingresses of the Sun, 250 of Mercury, 216 of Venus, 125 of Mars, 21 of
// Jupiter, 21 of Saturn, 10 of Uranus and 3 of Neptune. With astronomy-engine 2.1.19's positions
// alone the Sun was within 0.8 minutes but the planets up to 17 minutes off (Mercury), 11 (Venus),
// 5 (Mars), 18 (Jupiter), 69 (Saturn), 35 (Uranus) and 11″ (Neptune): its truncated VSOP87 series
// stray several arcseconds. That is why the planets' times are now finished with the full series.
describe("planet ingresses against astronomia's full VSOP87 (Meeus 32-33)", () => {
  it.each(["Sun", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"] as const)(
    "%s: each ingress within 2 minutes (within 2″ where slower than 0.05°/day)",
    (body) => {
      const { checked, misses: found } = misses(body, SAMPLE_YEARS);
      expect(checked).toBeGreaterThan(0);
      expect(found).toEqual([]);
    },
  );
});

describe("Pluto's ingresses against astronomia's Meeus 37 Pluto", () => {
  // Meeus 37 holds only for 1885-2099, and drifts from astronomy-engine's Pluto (integrated from
  // TOP2013) by up to 5″ in these years, 10″ by 2095, heliocentric as well: it cannot referee to
  // 2″. This is a coarse check, against a wrong line, body or frame (errors of arcminutes).
  // Largest difference measured: 5.3″ (2043-09-01).
  it("each ingress in years it changed sign within 15″", () => {
    const years = [1912, 1937, 1957, 1971, 1983, 1995, 2008, 2023, 2043];
    const { checked, misses: found } = misses("Pluto", years, 15);
    expect(checked).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
});

// The seasons are now found with the same full VSOP87 Sun, so this checks the search, to 10 s;
// astronomy-engine's Seasons were up to 0.8 minutes off (1962-09-23). The independent check of
// that Sun is precise.test.ts's, against the Swiss Ephemeris.
describe("equinoxes and solstices against astronomia's Meeus 27 with VSOP87", () => {
  it.each(SAMPLE_YEARS)("%i: each within 10 seconds", (year) => {
    const earth = vsop("earth");
    const theirs = [solstice.march2, solstice.june2, solstice.september2, solstice.december2].map(
      (find) => fromJde(find(year, earth)),
    );
    const ours = seasons(utc(year, 1), utc(year + 1, 1));
    expect(ours.map((s) => s.name)).toEqual([
      "March equinox",
      "June solstice",
      "September equinox",
      "December solstice",
    ]);
    ours.forEach((event, i) => {
      const difference = Date.parse(event.time) - theirs[i]!;
      expect(Math.abs(difference), `${event.name} ${event.time}`).toBeLessThanOrEqual(10_000);
    });
  });
});
