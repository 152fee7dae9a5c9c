// A birth chart's transits over a period: for each planet moving now and each natal point and
// aspect, when it comes within the orb, each exact moment, and when it leaves; the stations that
// fall on natal points; the planets' ingresses into the natal houses. One track a body, sampled
// once: every contact is read off it (docs/astrology.md#the-year-ahead).
import { houseOf } from "~/domain/chart/chart";
import { normalizeDegrees, signedArc } from "~/domain/sky/ephemeris";
import { positions } from "~/domain/sky/positions";
import { BODIES } from "~/domain/sky/types";
import { ASPECT_ANGLES } from "~/domain/transits/find";
import type { TransitAspect } from "~/domain/transits/types";
import type { Planet } from "~/domain/zodiac";
import { DAY, HOUR } from "~/domain/time";
import { Track } from "./track";
import type { ForecastPoint, NatalSky, Timeline, TimelineStation, TimelineTransit } from "./types";

/** Every contact's orb, degrees, either side of exact: /today's too. */
export const TIMELINE_ORB = 1;

/**
 * The sampling step, and how far before and after the period each body is followed, longer
 * than it can stay within 1° of one longitude (a station on it): Pluto's, about two years.
 */
export const SAMPLING: Record<Planet, { step: number; reach: number }> = {
  Moon: { step: 3 * HOUR, reach: 2 * DAY },
  Sun: { step: DAY, reach: 4 * DAY },
  Mercury: { step: DAY, reach: 60 * DAY },
  Venus: { step: DAY, reach: 100 * DAY },
  Mars: { step: DAY, reach: 160 * DAY },
  Jupiter: { step: 2 * DAY, reach: 300 * DAY },
  Saturn: { step: 2 * DAY, reach: 420 * DAY },
  Uranus: { step: 4 * DAY, reach: 800 * DAY },
  Neptune: { step: 4 * DAY, reach: 800 * DAY },
  Pluto: { step: 4 * DAY, reach: 800 * DAY },
};

interface Target {
  natal: ForecastPoint;
  aspect: TransitAspect;
  longitude: number;
}

function targets(natal: NatalSky): Target[] {
  const found: Target[] = [];
  for (const [point, at] of Object.entries(natal.points) as [ForecastPoint, number][]) {
    for (const [aspect, angle] of ASPECT_ANGLES) {
      for (const side of angle === 0 || angle === 180 ? [angle] : [angle, -angle]) {
        found.push({ natal: point, aspect, longitude: normalizeDegrees(at + side) });
      }
    }
  }
  return found;
}

// Exact moments finish on the full VSOP87 series where there is one (the Sun, Mercury to
// Neptune), as /today's do: astronomy-engine's shorter series stray from it by up to 21″ for
// Venus and 11″ for Saturn and Neptune in 2026, which is 21 minutes, an hour and six hours.
export function trackFor(body: Planet, from: number, to: number): Track {
  const { step, reach } = SAMPLING[body];
  const precise = positions.exact.covers(body) ? positions.exact.longitude(body) : undefined;
  return new Track(body, from - reach, to + reach, step, precise);
}

/** The timeline for [from, to] (milliseconds, UTC); the Moon's transits only with `moon`. */
export function timeline(natal: NatalSky, from: number, to: number, moon = false): Timeline {
  const all = targets(natal);
  const result: Timeline = { transits: [], stations: [], ingresses: [] };
  for (const body of BODIES) {
    if (body === "Moon" && !moon) continue;
    const track = trackFor(body, from, to);
    result.transits.push(...transitsOf(track, all, natal.cusps, from, to));
    if (body !== "Sun" && body !== "Moon")
      result.stations.push(...stationsOf(track, all, from, to));
    if (natal.cusps) {
      for (const pass of track.passes(natal.cusps, from, to)) {
        const house = pass.rising ? pass.index + 1 : ((pass.index + 11) % 12) + 1;
        result.ingresses.push({ body, time: pass.time, house, retrograde: !pass.rising });
      }
    }
  }
  const first = (t: TimelineTransit) => t.begins ?? t.exact[0] ?? from;
  result.transits.sort((a, b) => first(a) - first(b));
  result.stations.sort((a, b) => a.time - b.time);
  result.ingresses.sort((a, b) => a.time - b.time);
  return result;
}

function transitsOf(
  track: Track,
  all: readonly Target[],
  cusps: readonly number[] | undefined,
  from: number,
  to: number,
): TimelineTransit[] {
  // Three levels a target: the orb's two edges and exact.
  const levels = all.flatMap((t) => [-TIMELINE_ORB, 0, TIMELINE_ORB].map((o) => t.longitude + o));
  const byTarget = all.map((): { time: number; kind: number }[] => []);
  for (const pass of track.passes(levels)) {
    byTarget[Math.floor(pass.index / 3)]!.push({ time: pass.time, kind: pass.index % 3 });
  }
  const found: [TimelineTransit, Target][] = [];
  const turns = track.stations.map((s) => s.time);
  all.forEach((target, i) => {
    const windows: Window[] = [];
    let open: Window | undefined;
    if (Math.abs(signedArc(target.longitude, track.longitude(track.start))) <= TIMELINE_ORB) {
      open = { begins: null, ends: null, exact: [] };
    }
    for (const pass of byTarget[i]!) {
      if (pass.kind === 1) {
        open?.exact.push(pass.time);
      } else if (open) {
        open.ends = pass.time;
        windows.push(open);
        open = undefined;
      } else {
        open = { begins: pass.time, ends: null, exact: [] };
      }
    }
    if (open) windows.push(open);
    for (const group of grouped(windows, turns, LOOP_GAP[track.body])) {
      const [first, last] = [group[0]!, group.at(-1)!];
      if ((first.begins ?? -Infinity) > to || (last.ends ?? Infinity) < from) continue;
      const transit: TimelineTransit = {
        transiting: track.body,
        natal: target.natal,
        aspect: target.aspect,
        begins: first.begins,
        exact: group.flatMap((w) => w.exact),
        ends: last.ends,
      };
      if (group.length > 1) transit.windows = group.map(({ begins, ends }) => ({ begins, ends }));
      found.push([transit, target]);
    }
  });
  // Only the exact moments of the transits kept are finished on the ephemeris: the track runs
  // far beyond the period, and the finish is most of a year's cost.
  for (const [transit, target] of found) {
    transit.exact = transit.exact.map((time) => track.exact(target.longitude, time));
    finish(transit, target, track, cusps);
  }
  return found.map(([transit]) => transit);
}

interface Window {
  begins: number | null;
  ends: number | null;
  exact: number[];
}

// A retrograde loop over a point is one transit: the times in orb before and after a station
// (which may leave the orb between them) join, so it shows its three exact moments together.
// A loop's gap is shorter than the body's retrograde period; the next pass is a cycle later.
const LOOP_GAP: Partial<Record<Planet, number>> = {
  Mercury: 40 * DAY,
  Venus: 60 * DAY,
  Mars: 100 * DAY,
  Jupiter: 180 * DAY,
  Saturn: 200 * DAY,
  Uranus: 220 * DAY,
  Neptune: 220 * DAY,
  Pluto: 220 * DAY,
};

function grouped(windows: readonly Window[], stations: readonly number[], gap = 0): Window[][] {
  const groups: Window[][] = [];
  for (const window of windows) {
    const last = groups.at(-1)?.at(-1);
    const turned =
      last?.ends != null &&
      window.begins !== null &&
      window.begins - last.ends < gap &&
      stations.some((t) => t > last.ends! && t < window.begins!);
    if (turned) groups.at(-1)!.push(window);
    else groups.push([window]);
  }
  return groups;
}

// The house it works through: the transiting planet's natal house when exact, or nearest.
function finish(
  transit: TimelineTransit,
  target: Target,
  track: Track,
  cusps: readonly number[] | undefined,
) {
  let when = transit.exact[0];
  if (when === undefined) {
    // Never exact: it turned within the orb, so the nearest lies at a station; sampled for it.
    const [a, b] = [transit.begins ?? track.start, transit.ends ?? track.end];
    let best = Infinity;
    for (let k = 0; k <= 96; k++) {
      const t = a + ((b - a) * k) / 96;
      const off = Math.abs(signedArc(target.longitude, track.longitude(t)));
      if (off < best) [best, when] = [off, t];
    }
    transit.closest = Math.round(best * 100) / 100;
  }
  if (cusps) transit.house = houseOf(normalizeDegrees(track.longitude(when!)), cusps);
}

function stationsOf(
  track: Track,
  all: readonly Target[],
  from: number,
  to: number,
): TimelineStation[] {
  return track.stations
    .filter((s) => s.time >= from && s.time <= to)
    .map((s) => ({
      body: track.body,
      time: s.time,
      turns: s.turns,
      longitude: s.longitude,
      contacts: all
        .map((t) => ({
          natal: t.natal,
          aspect: t.aspect,
          orb: Math.abs(signedArc(t.longitude, s.longitude)),
        }))
        .filter((c) => c.orb <= TIMELINE_ORB)
        .map((c) => ({ ...c, orb: Math.round(c.orb * 100) / 100 })),
    }))
    .filter((s) => s.contacts.length > 0);
}
