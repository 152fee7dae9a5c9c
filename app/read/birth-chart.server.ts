// A birth chart from query parameters, for the chart API and the chart page alike: date,
// time, place (or lat, lon and tz), houses and offset. The local time is turned into UTC with
// the birthplace zone's historical offset; a time the clocks skipped or showed twice is
// refused with the choices, never guessed (offset= settles it).
import { z } from "zod";
import { castChart, type Chart } from "~/domain/chart/chart";
import { localDay } from "~/domain/chart/day-signs";
import { chartBalance, chartDignities, chartRuler } from "~/domain/chart/dignities";
import { chartShape, findPatterns } from "~/domain/chart/patterns";
import { HOUSE_SYSTEMS, type HouseSystem } from "~/domain/chart/houses";
import { AYANAMSAS, nakshatraOf, type AyanamsaName } from "~/domain/chart/sidereal";
import {
  canonicalZone,
  formatOffset,
  isZoneWithoutOffset,
  offsetAt,
  resolveLocalTime,
  type LocalTime,
  type Offset,
} from "~/domain/chart/local-time";
import { FIRST_BIRTH_DATE, toIso } from "~/domain/calendar-date";
import { placeById, placeLabel } from "~/domain/places/table";
import { placeIndex } from "~/lib/places.server";
import {
  DateParam,
  PlaceIdParam,
  type Problem,
  type QueryValues,
  readQuery,
  refuse,
  shown,
} from "~/input/query-params";
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const OFFSET = /^([+-])(\d\d):([0-5]\d)(?::([0-5]\d))?$/;
const NUMBER = /^-?\d{1,3}(\.\d{1,8})?$/;

export interface ChartQuery {
  date: { year: number; month: number; day: number };
  time: { hour: number; minute: number } | undefined;
  latitude: number;
  longitude: number;
  zone: string;
  /** A GeoNames id from /api/places, whose coordinates and zone replace lat, lon and tz. */
  placeId: number | undefined;
  system: HouseSystem;
  offsetSeconds: number | undefined;
  /** The sidereal zodiac's ayanamsa; undefined for the tropical zodiac. */
  ayanamsa?: AyanamsaName;
}

function bad(code: string, message: string): Problem {
  return { code, message };
}

const TIME_HELP = "use HH:MM, 24-hour (14:05), or leave it out if the birth time is unknown";

/** An optional text parameter, empty as absent, checked and turned into a value by `read`. */
function optional<T>(description: string, read: (text: string, ctx: z.RefinementCtx) => T) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => (text === undefined || text === "" ? undefined : read(text, ctx)))
    .meta({ description });
}

function coordinate(name: "lat" | "lon", limit: number) {
  const noun = name === "lat" ? "latitude" : "longitude";
  return optional(
    `The birthplace's ${noun} in degrees, ${name === "lat" ? "north" : "east"} positive (required without place).`,
    (text, ctx) => {
      const value = Number(text);
      if (NUMBER.test(text) && Math.abs(value) <= limit) return value;
      return refuse(
        ctx,
        `invalid_${name}`,
        `The ${name} parameter "${shown(text)}" is not a ${noun}: use degrees from -${limit} to ${limit}.`,
      );
    },
  );
}

const ChartFields = z.object({
  date: DateParam("date", FIRST_BIRTH_DATE),
  time: optional(
    "Local clock time, HH:MM, 24-hour; left out when the birth time is unknown.",
    (text, ctx) => {
      const m = TIME.exec(text);
      if (m) return { hour: Number(m[1]), minute: Number(m[2]) };
      return refuse(
        ctx,
        "invalid_time",
        `The time parameter "${shown(text)}" is not a time: ${TIME_HELP}.`,
      );
    },
  ),
  place: PlaceIdParam(
    "A place id from /api/places: its coordinates and time zone, instead of lat, lon and tz.",
  ),
  lat: coordinate("lat", 90),
  lon: coordinate("lon", 180),
  tz: optional(
    "The birthplace's IANA time zone (Europe/Amsterdam; old names such as Asia/Calcutta work too); required without place.",
    (text, ctx) => {
      const zone = canonicalZone(text);
      if (zone) return zone;
      return refuse(
        ctx,
        "invalid_tz",
        isZoneWithoutOffset(text)
          ? `The tz parameter "${shown(text)}" names a zone with no UTC offset: use the birthplace's IANA time zone, such as Europe/Amsterdam or America/New_York.`
          : `The tz parameter "${shown(text)}" is not a time zone we know: use an IANA name such as Europe/Amsterdam or America/New_York.`,
      );
    },
  ),
  houses: optional(
    `The house system: ${HOUSE_SYSTEMS.join(", ")} (default placidus; whole-sign in the sidereal zodiac).`,
    (text, ctx) => {
      const system = text.toLowerCase() as HouseSystem;
      if (HOUSE_SYSTEMS.includes(system)) return system;
      return refuse(
        ctx,
        "invalid_houses",
        `The houses parameter "${shown(text)}" is not a house system we draw: use one of ${HOUSE_SYSTEMS.join(", ")}.`,
      );
    },
  ),
  offset: optional(
    "A UTC offset to use instead of the zone's (-05:00, +01:19:32).",
    (text, ctx) => {
      const m = OFFSET.exec(text.replace(/^ /, "+"));
      const seconds = m
        ? (Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0)) * (m[1] === "-" ? -1 : 1)
        : NaN;
      if (m && Math.abs(seconds) <= 15 * 3600) return seconds;
      return refuse(
        ctx,
        "invalid_offset",
        `The offset parameter "${shown(text)}" is not a UTC offset: use +HH:MM or -HH:MM (with :SS if needed), within 15 hours.`,
      );
    },
  ),
});

const ZodiacFields = {
  zodiac: optional(
    "The zodiac: tropical (the default) or sidereal, which shifts every longitude by the ayanamsa.",
    (text, ctx) => {
      if (text === "tropical" || text === "sidereal") return text;
      return refuse(
        ctx,
        "invalid_zodiac",
        `The zodiac parameter "${shown(text)}" is not a zodiac: use tropical or sidereal.`,
      );
    },
  ),
  ayanamsa: optional(
    `With zodiac=sidereal, the ayanamsa: ${AYANAMSAS.join(", ")} (default lahiri); ignored in the tropical zodiac.`,
    (text, ctx) => {
      const name = text.toLowerCase() as AyanamsaName;
      if (AYANAMSAS.includes(name)) return name;
      return refuse(
        ctx,
        "invalid_ayanamsa",
        `The ayanamsa parameter "${shown(text)}" is not an ayanamsa we compute: use one of ${AYANAMSAS.join(", ")}.`,
      );
    },
  ),
};

function chartQuery(q: z.output<typeof ChartFields>, ctx: z.RefinementCtx): ChartQuery {
  const base = {
    date: q.date,
    time: q.time,
    system: q.houses ?? "placidus",
    offsetSeconds: q.offset,
  };
  if (q.place !== undefined) {
    if (q.lat !== undefined || q.lon !== undefined || q.tz !== undefined) {
      return refuse(
        ctx,
        "place_and_coordinates",
        "Give either place, or lat, lon and tz, not both: place brings its own coordinates and time zone.",
      );
    }
    return { ...base, latitude: NaN, longitude: NaN, zone: "", placeId: q.place };
  }
  for (const name of ["lat", "lon"] as const) {
    if (q[name] === undefined) {
      return refuse(
        ctx,
        `missing_${name}`,
        `The ${name} parameter is required: degrees, north and east positive (${name === "lat" ? "52.37" : "4.89"}).`,
      );
    }
  }
  if (q.tz === undefined) {
    return refuse(
      ctx,
      "missing_tz",
      "The tz parameter is required: the birthplace's IANA time zone (Europe/Amsterdam).",
    );
  }
  return { ...base, latitude: q.lat!, longitude: q.lon!, zone: q.tz, placeId: undefined };
}

/** The parameters of every API that casts a chart in the tropical zodiac (synastry, transits ...). */
export const ChartParamsSchema = ChartFields.transform(chartQuery);

/** /api/chart's and the chart page's parameters: the chart's, and the zodiac. */
export const BirthChartParamsSchema = ChartFields.extend(ZodiacFields).transform(
  (q, ctx): ChartQuery => {
    if (q.zodiac !== "sidereal") return chartQuery(q, ctx);
    return {
      ...chartQuery({ ...q, houses: q.houses ?? "whole-sign" }, ctx),
      ayanamsa: q.ayanamsa ?? "lahiri",
    };
  },
);

/** A chart query; with `zodiac`, /api/chart's, which also takes zodiac= and ayanamsa=. */
export function parseChartQuery(values: QueryValues, zodiac = false): ChartQuery | Problem {
  const read = readQuery(zodiac ? BirthChartParamsSchema : ChartParamsSchema, values);
  return "code" in read ? read : read.query;
}

export interface OffsetUsed {
  utcOffset: string;
  /** Why this offset: the zone's standard, summer or winter time, local mean time, or offset=. */
  reason: Offset["reason"] | "given";
  abbreviation: string;
  /** Where it comes from: "tz 2026f: Europe/Amsterdam, NST", the longitude, or offset=. */
  basis: string;
}

function describeOffset(offset: Offset): OffsetUsed {
  return {
    utcOffset: formatOffset(offset.seconds),
    reason: offset.reason,
    abbreviation: offset.abbreviation,
    basis: offset.basis,
  };
}

/** A clock time that happened twice or never: the problem, and the offsets that settle it. */
export type TimeProblem = Problem & { offsets: string[] };

export type BirthChart = ReturnType<typeof describe>;

/**
 * The chart for a parsed query: the place's coordinates and zone when it names one, the local
 * time turned into UTC with the offset in force (or the one given), then the chart itself.
 */
export async function birthChart(query: ChartQuery): Promise<BirthChart | Problem | TimeProblem> {
  const placed = await placedQuery(query);
  return "code" in placed ? placed : castBirth(placed);
}

/** A chart query with its place looked up: the gazetteer's coordinates and zone, and its name. */
export interface PlacedQuery {
  query: ChartQuery;
  place?: { id: number; label: string };
}

export async function placedQuery(query: ChartQuery): Promise<PlacedQuery | Problem> {
  if (query.placeId === undefined) return { query };
  const place = placeById((await placeIndex()).table, query.placeId);
  if (!place) {
    return bad(
      "unknown_place",
      `No place has the id ${query.placeId}: find one with /api/places?q=.`,
    );
  }
  return {
    query: { ...query, latitude: place.latitude, longitude: place.longitude, zone: place.timeZone },
    place: { id: place.id, label: placeLabel(place) },
  };
}

/**
 * The chart of a query whose place is looked up. It reads no gazetteer (15 MB), so a pool
 * thread casts it without loading one.
 */
export function castBirth({ query, place }: PlacedQuery): BirthChart | Problem | TimeProblem {
  const { date, time, latitude, longitude, zone } = query;
  const clock = time ?? { hour: 12, minute: 0 };
  const local = { ...date, ...clock };
  const wall = Date.UTC(date.year, date.month - 1, date.day, clock.hour, clock.minute) / 1000;
  let utc: number;
  let offset: OffsetUsed;
  if (query.offsetSeconds !== undefined) {
    utc = wall - query.offsetSeconds;
    offset = {
      utcOffset: formatOffset(query.offsetSeconds),
      reason: "given",
      abbreviation: "",
      basis: "the offset parameter",
    };
  } else {
    const resolved: LocalTime = resolveLocalTime(zone, local, longitude);
    const when = `${toIso(date)} ${String(clock.hour).padStart(2, "0")}:${String(clock.minute).padStart(2, "0")}`;
    if (resolved.kind === "ambiguous") {
      const [a, b] = resolved.choices.map(
        (c) => `${formatOffset(c.offset.seconds)} (${c.offset.reason})`,
      );
      const offsets = resolved.choices.map((c) => formatOffset(c.offset.seconds));
      return {
        code: "ambiguous_time",
        message: `${when} happened twice in ${zone}, when the clocks went back: at ${a} and again at ${b}. Say which with offset=${offsets[0]} or offset=${offsets[1]}.`,
        offsets,
      };
    }
    if (resolved.kind === "skipped") {
      return {
        code: "nonexistent_time",
        message: `${when} never happened in ${zone}: the clocks went forward from ${formatOffset(resolved.before.seconds)} to ${formatOffset(resolved.after.seconds)}. Check the time, or give the offset the birth record uses with offset=.`,
        offsets: [formatOffset(resolved.before.seconds), formatOffset(resolved.after.seconds)],
      };
    }
    utc = resolved.utc;
    offset = describeOffset(resolved.offset);
  }
  // Without a time, the Moon's range is over the birthplace's own day, not the UTC day.
  const midnight = Date.UTC(date.year, date.month - 1, date.day) / 1000;
  const day =
    query.offsetSeconds !== undefined
      ? { start: midnight - query.offsetSeconds, end: midnight + 86_400 - query.offsetSeconds }
      : localDay(zone, date, longitude);
  const chart = castChart({
    utc: new Date(utc * 1000),
    latitude,
    longitude,
    timeKnown: time !== undefined,
    system: query.system,
    day: { start: new Date(day.start * 1000), end: new Date(day.end * 1000) },
    ayanamsa: query.ayanamsa,
  });
  return describe(query, place, offset, chart);
}

/** Where a chart is cast: coordinates, zone and house system, and the place when one is named. */
export interface ChartPlace {
  latitude: number;
  longitude: number;
  zone: string;
  system: HouseSystem;
  place?: { id: number; label: string };
}

/** The place a parsed query names: its own coordinates, or the gazetteer's for a place id. */
export async function chartPlace(query: ChartQuery): Promise<ChartPlace | Problem> {
  const placed = await placedQuery(query);
  if ("code" in placed) return placed;
  const { latitude, longitude, zone, system } = placed.query;
  return { latitude, longitude, zone, system, ...(placed.place ? { place: placed.place } : {}) };
}

/**
 * The chart of an instant (a return), as /api/chart answers: the local clock time there, to the
 * minute, in `input`; the instant itself, to the millisecond, in `chart.utc`.
 */
export function chartAt(utc: Date, where: ChartPlace): BirthChart {
  const offset = offsetAt(where.zone, Math.floor(utc.getTime() / 1000), where.longitude);
  const wall = new Date(utc.getTime() + offset.seconds * 1000);
  const query: ChartQuery = {
    date: { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() },
    time: { hour: wall.getUTCHours(), minute: wall.getUTCMinutes() },
    latitude: where.latitude,
    longitude: where.longitude,
    zone: where.zone,
    placeId: where.place?.id,
    system: where.system,
    offsetSeconds: undefined,
  };
  const chart = castChart({ ...where, utc, timeKnown: true });
  return describe(query, where.place, describeOffset(offset), chart);
}

function describe(
  query: ChartQuery,
  place: { id: number; label: string } | undefined,
  offset: OffsetUsed,
  chart: Chart,
) {
  const { date, time, latitude, longitude, zone } = query;
  const dignities = chartDignities(chart);
  return {
    input: {
      ...(place ? { place: { id: place.id, label: place.label } } : {}),
      date: toIso(date),
      time: time
        ? `${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")}`
        : null,
      latitude,
      longitude,
      timeZone: zone,
      houses: query.system,
      zodiac: query.ayanamsa ? ("sidereal" as const) : ("tropical" as const),
      ...(query.ayanamsa ? { ayanamsa: query.ayanamsa } : {}),
    },
    offset,
    ...(time
      ? {}
      : {
          note: "The birth time is unknown, so this is a chart for local noon: no houses or angles, and the Moon may be anywhere in its range for the day.",
        }),
    chart,
    ...(chart.ayanamsa ? sidereal(chart.ayanamsa, chart) : {}),
    patterns: findPatterns(chart),
    shape: chartShape(chart),
    dignities,
    balance: chartBalance(chart, dignities),
    ruler: chartRuler(chart),
  };
}

/** The sidereal answer's extras: the ayanamsa used and the Moon's nakshatra and pada. */
function sidereal(ayanamsa: NonNullable<Chart["ayanamsa"]>, chart: Chart) {
  const moon = chart.points.find((p) => p.name === "Moon")!;
  return { ayanamsa, nakshatra: nakshatraOf(moon.longitude) };
}
