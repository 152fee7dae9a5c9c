// The year-ahead answers of /api/forecast, /api/progressions and /api/returns, from a birth
// chart already cast: plain data in, JSON out, so the pool's threads make them
// (server/pool/tasks.ts) and the server keeps them by a canonical key.
import type { HouseSystem } from "~/domain/chart/houses";
import { placement } from "~/domain/chart/chart";
import { bodiesAt } from "~/domain/chart/points";
import type { CalendarDate } from "~/domain/calendar-date";
import { toIso } from "~/domain/calendar-date";
import { moment } from "~/domain/forecast/moment";
import { natalSky, type Birth } from "~/domain/forecast/natal";
import { progressions, type ProgressionMethod } from "~/domain/forecast/progressions";
import { lunarReturns, solarReturn } from "~/domain/forecast/returns";
import { TIMELINE_ORB, timeline } from "~/domain/forecast/timeline";
import { chartAt, type BirthChart, type ChartPlace } from "~/read/birth-chart.server";
import { DAY } from "~/domain/time";

/** What the three answers need of a cast birth chart. */
export interface Natal {
  birth: Birth;
  /** The birthplace and its zone, where returns are cast unless another place is named. */
  place: ChartPlace;
}

export function natalOf(chart: BirthChart): Natal {
  const place: ChartPlace = {
    latitude: chart.input.latitude,
    longitude: chart.input.longitude,
    zone: chart.input.timeZone,
    system: chart.input.houses as HouseSystem,
    ...(chart.input.place ? { place: chart.input.place } : {}),
  };
  return {
    birth: {
      utc: chart.chart.utc,
      timeKnown: chart.chart.timeKnown,
      latitude: place.latitude,
      longitude: place.longitude,
      system: place.system,
    },
    place,
  };
}

const ms = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day);

/** Every transit in orb between 00:00 UTC on `from` and 24:00 UTC on `to`. */
export function forecastAnswer(arg: {
  natal: Natal;
  from: CalendarDate;
  to: CalendarDate;
  moon: boolean;
}) {
  const { natal, moon } = arg;
  const zone = natal.place.zone;
  const at = (time: number) => moment(time, zone);
  const maybe = (time: number | null) => (time === null ? null : at(time));
  const found = timeline(natalSky(natal.birth), ms(arg.from), ms(arg.to) + DAY, moon);
  return JSON.stringify({
    from: toIso(arg.from),
    to: toIso(arg.to),
    timeZone: zone,
    orb: TIMELINE_ORB,
    moon,
    timeKnown: natal.birth.timeKnown,
    transits: found.transits.map((t) => ({
      ...t,
      begins: maybe(t.begins),
      exact: t.exact.map(at),
      ends: maybe(t.ends),
      ...(t.windows
        ? { windows: t.windows.map((w) => ({ begins: maybe(w.begins), ends: maybe(w.ends) })) }
        : {}),
    })),
    stations: found.stations.map((s) => {
      const { longitude, sign, degree, minute } = placement(s.body, s.longitude);
      return { ...s, time: at(s.time), longitude, sign, degree, minute };
    }),
    ingresses: found.ingresses.map((i) => ({ ...i, time: at(i.time) })),
  });
}

export function progressionsAnswer(arg: {
  natal: Natal;
  date: CalendarDate;
  method: ProgressionMethod;
}) {
  const { birth } = arg.natal;
  return JSON.stringify({
    date: toIso(arg.date),
    method: arg.method,
    timeKnown: birth.timeKnown,
    ...progressions(birth, ms(arg.date), arg.method),
  });
}

const UNKNOWN_TIME = {
  solar:
    "The birth time is unknown, so the natal Sun is taken at local noon: the return may be up to half a day earlier or later.",
  lunar:
    "The birth time is unknown, so the natal Moon is taken at local noon: each return may be up to about a day earlier or later.",
};

export type ReturnsAsk = { kind: "solar"; year: number } | { kind: "lunar"; from: CalendarDate };

export function returnsAnswer(arg: { natal: Natal; ask: ReturnsAsk; where?: ChartPlace }) {
  const { natal, ask } = arg;
  const where = arg.where ?? natal.place;
  const natalBodies = bodiesAt(new Date(natal.birth.utc));
  const natalOf = (name: string) => natalBodies.find((b) => b.name === name)!.longitude;
  const times =
    ask.kind === "solar"
      ? [solarReturn(natal.birth.utc, natalOf("Sun"), ask.year)]
      : lunarReturns(natalOf("Moon"), ms(ask.from));
  return JSON.stringify({
    kind: ask.kind,
    ...(ask.kind === "solar" ? { year: ask.year } : { from: toIso(ask.from) }),
    timeKnown: natal.birth.timeKnown,
    ...(natal.birth.timeKnown ? {} : { note: UNKNOWN_TIME[ask.kind] }),
    returns: times.map((time) => {
      const second = Math.round(time / 1000) * 1000;
      return { moment: moment(second, where.zone, true), chart: chartAt(new Date(second), where) };
    }),
  });
}
