// The home page's today's sky: the Moon's phase and sign and the day's headline aspect, from
// the day's sky and ranked events the daily readings already keep (app/read/readings.server.ts),
// so the page, itself kept whole for the day by the page cache, computes no sky of its own.
import type { Sky } from "~/components/home-sky";
import type { CalendarDate } from "~/domain/calendar-date";
import { localParts } from "~/domain/time-zone";
import { getSign } from "~/domain/zodiac";
import { rankedFor, skyFor } from "~/read/readings.server";

export type HomeSky = Sky;

export function homeSky(date: CalendarDate, zone: string): HomeSky {
  const sky = skyFor(date);
  const moon = sky.bodies.find((b) => b.name === "Moon")!;
  const exact = rankedFor(date).find((h) => h.kind === "aspect");
  const tightest = sky.aspects.find((a) => !a.bodies.includes("Moon")) ?? sky.aspects[0];
  const aspect = exact
    ? {
        words: `${exact.bodies[0]} ${exact.type} ${exact.bodies[1]}`,
        exactAt: `${localParts(exact.time, zone).time} (${zone})`,
      }
    : tightest
      ? {
          words: `${tightest.bodies[0]} ${tightest.type} ${tightest.bodies[1]}`,
          orb: Math.round(tightest.orb * 10) / 10,
        }
      : null;
  return {
    phase: sky.moonPhase.name,
    phaseAngle: sky.moonPhase.elongation,
    illumination: sky.moonPhase.illumination,
    moonSign: getSign(moon.sign).name,
    moonDegree: Math.floor(moon.degree),
    aspect,
  };
}
