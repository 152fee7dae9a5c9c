// The planets' calendar: each entry into a sign (forwards, or backing into the one it left),
// each station, and each retrograde period with its shadow: the stretch before it where the
// planet first crosses the ground it will retrace, and the stretch after until it is past it.
import { signedArc } from "~/domain/sky/ephemeris";
import { positions } from "~/domain/sky/positions";
import { BODIES } from "~/domain/sky/types";
import { SIGN_SLUGS } from "~/domain/zodiac";
import { signDegree } from "./points";
import { DAY, HOUR } from "~/domain/time";
import { crossings, isoSecond, longitude, refined } from "./search";
import type { IngressEvent, RetrogradeBody, RetrogradePeriod, StationEvent } from "./types";

export const MOVING = BODIES.filter((b): b is IngressEvent["body"] => b !== "Moon");
export const RETROGRADING = MOVING.filter((b): b is RetrogradeBody => b !== "Sun");
const SIGN_LINES = Array.from({ length: 12 }, (_, i) => i * 30);
// The longest a shadow lasts before or after a retrograde: Pluto's, about 190 days.
const SHADOW_REACH = 260 * DAY;

/** The full VSOP87 longitude where there is one (Mercury to Neptune), else astronomy-engine's. */
export function bestLongitude(body: IngressEvent["body"]): (time: number) => number {
  return positions.exact.covers(body) ? positions.exact.longitude(body) : longitude(body);
}

export function ingresses(from: number, to: number): IngressEvent[] {
  // Mercury, the fastest, moves at most 2.2° a day.
  return MOVING.flatMap((body) =>
    crossings(longitude(body), SIGN_LINES, from, to, DAY, bestLongitude(body)).map(
      (c): IngressEvent => ({
        kind: "ingress",
        time: isoSecond(c.time),
        body,
        // Backing over a sign line takes the planet into the sign before it.
        sign: SIGN_SLUGS[((c.target / 30 + (c.rising ? 0 : 11)) % 12) as 0]!,
        retrograde: !c.rising,
      }),
    ),
  ).sort((a, b) => (a.time < b.time ? -1 : 1));
}

/** Degrees a day, from the longitude an hour either side. */
function speed(lon: (time: number) => number): (time: number) => number {
  return (time) => signedArc(lon(time - HOUR), lon(time + HOUR)) * 12;
}

export function stations(from: number, to: number): StationEvent[] {
  return RETROGRADING.flatMap((body) => {
    const rate = speed(longitude(body));
    const exact = speed(bestLongitude(body));
    const found: StationEvent[] = [];
    let [t0, v0] = [from, rate(from)];
    for (let t1 = from + DAY; t0 < to; t1 += DAY) {
      const v1 = rate(t1);
      if (v0 < 0 !== v1 < 0) {
        const time = refined(
          (t) => rate(t) < 0 === v0 < 0,
          t0,
          t1,
          (t) => exact(t) < 0 === v0 < 0,
        );
        if (time < to) {
          found.push({
            kind: "station",
            time: isoSecond(time),
            body,
            turns: v1 < 0 ? "retrograde" : "direct",
            ...signDegree(bestLongitude(body)(time)),
          });
        }
      }
      [t0, v0] = [t1, v1];
    }
    return found;
  }).sort((a, b) => (a.time < b.time ? -1 : 1));
}

/** Every retrograde period overlapping [from, to), with its shadows, in order of the station. */
export function retrogradePeriods(from: number, to: number): RetrogradePeriod[] {
  // Pluto's retrograde lasts about 160 days: start that far back to catch one under way.
  const all = stations(from - 170 * DAY, to + 170 * DAY);
  const periods: RetrogradePeriod[] = [];
  for (const retrograde of all.filter((s) => s.turns === "retrograde")) {
    const direct = all.find((s) => s.body === retrograde.body && s.time > retrograde.time);
    if (!direct || direct.turns !== "direct") continue;
    if (Date.parse(retrograde.time) >= to || Date.parse(direct.time) < from) continue;
    const [lon, exact] = [longitude(retrograde.body), bestLongitude(retrograde.body)];
    const [rx, dx] = [Date.parse(retrograde.time), Date.parse(direct.time)];
    const step = retrograde.body === "Mercury" || retrograde.body === "Venus" ? DAY : 2 * DAY;
    const shadow = (target: number, from: number, to: number) =>
      crossings(lon, [target], from, to, step, exact).filter((c) => c.rising);
    // Before the station the planet crosses the direct station's degree going forwards.
    const pre = shadow(exact(dx), rx - SHADOW_REACH, rx);
    const post = shadow(exact(rx), dx, dx + SHADOW_REACH);
    if (!pre.length || !post.length) continue;
    periods.push({
      body: retrograde.body,
      preShadow: isoSecond(pre.at(-1)!.time),
      retrograde,
      direct,
      postShadow: isoSecond(post[0]!.time),
    });
  }
  return periods.sort((a, b) => (a.retrograde.time < b.retrograde.time ? -1 : 1));
}
