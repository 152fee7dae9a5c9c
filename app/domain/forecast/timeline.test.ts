// The timeline against a computation of its own: the separation sampled straight from
// astronomy-engine every two hours (twelve for the slow planets), and each sign change halved
// down to the second on the full VSOP87 series (the Sun, Mercury to Neptune; Pluto stays on
// astronomy-engine), with no track, interpolation or Newton step. Every exact moment so found is in
// the timeline within 1 minute (Sun to Mars) or 5 (Jupiter to Pluto), and every exact moment
// the timeline gives is a sign change of the separation within that tolerance.
import { AstroTime } from "astronomy-engine";
import { describe, expect, it } from "vitest";
import { hasPreciseLongitude, preciseLongitude } from "~/domain/calendar/precise";
import { longitudeAt, normalizeDegrees, signedArc } from "~/domain/sky/ephemeris";
import { BODIES } from "~/domain/sky/types";
import { ASPECT_ANGLES } from "~/domain/transits/find";
import type { Planet } from "~/domain/zodiac";
import { natalSky } from "./natal";
import { TIMELINE_ORB, timeline } from "./timeline";
import type { ForecastPoint } from "./types";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const FAST = new Set<Planet>(["Sun", "Mercury", "Venus", "Mars"]);
const tolerance = (body: Planet) => (FAST.has(body) ? MINUTE : 5 * MINUTE);
const lon = (body: Planet, time: number) => longitudeAt(body, new AstroTime(new Date(time)));
const exactLon = (body: Planet) =>
  hasPreciseLongitude(body) ? preciseLongitude(body) : (time: number) => lon(body, time);

const natal = natalSky({
  utc: "1990-07-04T19:30:00Z",
  timeKnown: true,
  latitude: 40.7128,
  longitude: -74.006,
  system: "placidus",
});
const from = Date.UTC(2026, 0, 1);
const to = Date.UTC(2027, 0, 1);
const found = timeline(natal, from, to);

interface Target {
  natal: ForecastPoint;
  aspect: string;
  longitude: number;
}
const targets: Target[] = (Object.entries(natal.points) as [ForecastPoint, number][]).flatMap(
  ([point, at]) =>
    ASPECT_ANGLES.flatMap(([aspect, angle]) =>
      [...new Set([angle, -angle])].map((side) => ({
        natal: point,
        aspect,
        longitude: normalizeDegrees(at + (side === -180 ? 180 : side)),
      })),
    ),
);

const checked = (body: Planet) => (FAST.has(body) ? (from + to) / 2 : to);

/** Every exact moment of `body` to every target, by brute force. */
function bruteForce(body: Planet): { target: Target; time: number }[] {
  // Half the year for the fast bodies, whose moments are many; the whole of it for the slow.
  const [step, end] = [FAST.has(body) ? 2 * HOUR : 12 * HOUR, checked(body)];
  const times: number[] = [];
  for (let t = from; t <= end; t += step) times.push(t);
  const values = times.map((t) => lon(body, t));
  const roots: { target: Target; time: number }[] = [];
  const precise = exactLon(body);
  for (const target of targets) {
    for (let i = 0; i + 1 < times.length; i++) {
      const [a, b] = [
        signedArc(target.longitude, values[i]!),
        signedArc(target.longitude, values[i + 1]!),
      ];
      if (a < 0 === b < 0 || Math.abs(b - a) > 90) continue;
      // The sign change on the precise series lies near the sampled one (within 6 hours for
      // Neptune): stepped out from the middle until bracketed, then halved.
      const f = (t: number) => signedArc(target.longitude, precise(t));
      let [low, high] = [times[i]!, times[i + 1]!];
      while (high - low > MINUTE) {
        const mid = (low + high) / 2;
        if (signedArc(target.longitude, lon(body, mid)) < 0 === a < 0) low = mid;
        else high = mid;
      }
      const middle = (low + high) / 2;
      for (let reach = MINUTE; f(low) < 0 === f(high) < 0; reach *= 2) {
        [low, high] = [middle - reach, middle + reach];
      }
      while (high - low > 1000) {
        const mid = (low + high) / 2;
        if (f(mid) < 0 === f(low) < 0) low = mid;
        else high = mid;
      }
      roots.push({ target, time: (low + high) / 2 });
    }
  }
  return roots;
}

describe("the transit timeline", () => {
  for (const body of BODIES.filter((b) => b !== "Moon")) {
    it(
      `finds every exact moment of ${body} within ${tolerance(body) / MINUTE} min`,
      { timeout: 60_000 },
      () => {
        const mine = found.transits.filter((t) => t.transiting === body);
        for (const root of bruteForce(body)) {
          const match = mine.some(
            (t) =>
              t.natal === root.target.natal &&
              t.aspect === root.target.aspect &&
              t.exact.some((time) => Math.abs(time - root.time) <= tolerance(body)),
          );
          expect(
            match,
            `${body} ${root.target.aspect} ${root.target.natal} ${new Date(root.time).toISOString()}`,
          ).toBe(true);
        }
        // And each exact moment it gives is one: the separation changes sign within the tolerance.
        for (const transit of mine) {
          for (const time of transit.exact.filter((t) => t >= from && t < checked(body))) {
            const crosses = targets.some((target) => {
              if (target.natal !== transit.natal || target.aspect !== transit.aspect) return false;
              const before = signedArc(target.longitude, exactLon(body)(time - tolerance(body)));
              const after = signedArc(target.longitude, exactLon(body)(time + tolerance(body)));
              return before < 0 !== after < 0 && Math.abs(after - before) < 90;
            });
            expect(
              crosses,
              `${body} ${transit.aspect} ${transit.natal} ${new Date(time).toISOString()}`,
            ).toBe(true);
          }
        }
      },
    );
  }

  it("enters and leaves the orb at 1°, with the exact moments in order between", () => {
    let loops = 0;
    for (const t of found.transits) {
      const target = targets.filter((x) => x.natal === t.natal && x.aspect === t.aspect);
      const off = (time: number) =>
        Math.min(...target.map((x) => Math.abs(signedArc(x.longitude, lon(t.transiting, time)))));
      const windows = t.windows ?? [{ begins: t.begins, ends: t.ends }];
      expect(windows[0]!.begins).toBe(t.begins);
      expect(windows.at(-1)!.ends).toBe(t.ends);
      const edges = windows.flatMap((w) => [w.begins, w.ends]);
      for (const edge of edges) {
        if (edge !== null) expect(off(edge)).toBeCloseTo(TIMELINE_ORB, 3);
      }
      // Each exact moment lies within one of the stretches in orb.
      for (const time of t.exact) {
        expect(
          windows.some((w) => (w.begins ?? -Infinity) < time && time < (w.ends ?? Infinity)),
        ).toBe(true);
      }
      const sorted = edges.filter((x): x is number => x !== null);
      expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
      if (t.exact.length === 3) loops++;
      expect(t.begins ?? from).toBeLessThanOrEqual(to);
      expect(t.ends ?? to).toBeGreaterThanOrEqual(from);
    }
    // 2026 has retrograde loops over this chart's points: three exact moments, one transit.
    expect(loops).toBeGreaterThan(0);
  });

  it("gives the stations on natal points and the ingresses into the natal houses", () => {
    expect(found.stations.length).toBeGreaterThan(0);
    for (const s of found.stations) {
      const speed = (time: number) => signedArc(lon(s.body, time - HOUR), lon(s.body, time + HOUR));
      expect(speed(s.time - 6 * HOUR) < 0).not.toBe(speed(s.time + 6 * HOUR) < 0);
      expect(s.contacts.every((c) => c.orb <= TIMELINE_ORB)).toBe(true);
    }
    const cusps = natal.cusps!;
    expect(found.ingresses.length).toBeGreaterThan(40);
    for (const i of found.ingresses) {
      const cusp = cusps[i.retrograde ? i.house % 12 : i.house - 1]!;
      const [a, b] = [lon(i.body, i.time - 10 * MINUTE), lon(i.body, i.time + 10 * MINUTE)];
      expect(signedArc(cusp, a) < 0, `${i.body} into ${i.house}`).not.toBe(signedArc(cusp, b) < 0);
    }
  });
});
