// A birth chart from query parameters, for the chart API and the chart page alike: date,
// time, place (or lat, lon and tz), houses and offset. The local time is turned into UTC with
// the birthplace zone's historical offset; a time the clocks skipped or showed twice is
// refused with the choices, never guessed (offset= settles it).
import { castChart, type Chart } from "~/domain/chart/chart";
import { localDay } from "~/domain/chart/day-signs";
import { HOUSE_SYSTEMS, type HouseSystem } from "~/domain/chart/houses";
import {
  canonicalZone,
  formatOffset,
  isZoneWithoutOffset,
  resolveLocalTime,
  type LocalTime,
  type Offset,
} from "~/domain/chart/local-time";
import { FIRST_BIRTH_DATE, toIso } from "~/domain/calendar-date";
import { placeById, placeLabel, type Place } from "~/domain/places/table";
import { placeIndex } from "~/lib/places.server";
import { dateParameter, type Problem, type QueryValues, shown, single } from "~/lib/query-params";

const DATE_FORMS = "YYYY-MM-DD (1990-07-04) or M/D/YYYY, from 1800-01-01 to 2100-12-31";
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
}

function bad(code: string, message: string): Problem {
  return { code, message };
}

export function parseChartQuery(values: QueryValues): ChartQuery | Problem {
  const read = (name: string) => single(values, name);
  const fields: Record<string, string | undefined> = {};
  for (const name of ["date", "time", "place", "lat", "lon", "tz", "houses", "offset"]) {
    const one = read(name);
    if ("code" in one) return one;
    fields[name] = one.value;
  }
  if (!fields.date) return bad("missing_date", `The date parameter is required: ${DATE_FORMS}.`);
  const date = dateParameter(fields.date, DATE_FORMS, FIRST_BIRTH_DATE);
  if ("code" in date) return date;
  let time: ChartQuery["time"];
  if (fields.time !== undefined && fields.time !== "") {
    const m = TIME.exec(fields.time);
    if (!m) {
      return bad(
        "invalid_time",
        `The time parameter "${shown(fields.time)}" is not a time: use HH:MM, 24-hour (14:05), or leave it out if the birth time is unknown.`,
      );
    }
    time = { hour: Number(m[1]), minute: Number(m[2]) };
  }
  let placeId: number | undefined;
  if (fields.place !== undefined && fields.place !== "") {
    if (!/^\d{1,9}$/.test(fields.place)) {
      return bad(
        "invalid_place",
        `The place parameter "${shown(fields.place)}" is not a place id: use an id from /api/places?q=.`,
      );
    }
    if (fields.lat || fields.lon || fields.tz) {
      return bad(
        "place_and_coordinates",
        "Give either place, or lat, lon and tz, not both: place brings its own coordinates and time zone.",
      );
    }
    placeId = Number(fields.place);
  }
  const coordinate = (name: "lat" | "lon", limit: number) => {
    if (placeId !== undefined) return NaN;
    const text = fields[name];
    if (text === undefined || text === "")
      return bad(
        `missing_${name}`,
        `The ${name} parameter is required: degrees, north and east positive (${name === "lat" ? "52.37" : "4.89"}).`,
      );
    const value = Number(text);
    if (!NUMBER.test(text) || Math.abs(value) > limit) {
      return bad(
        `invalid_${name}`,
        `The ${name} parameter "${shown(text)}" is not a ${name === "lat" ? "latitude" : "longitude"}: use degrees from -${limit} to ${limit}.`,
      );
    }
    return value;
  };
  const latitude = coordinate("lat", 90);
  if (typeof latitude !== "number") return latitude;
  const longitude = coordinate("lon", 180);
  if (typeof longitude !== "number") return longitude;
  const zone = fields.tz ? canonicalZone(fields.tz) : undefined;
  if (!fields.tz && placeId === undefined)
    return bad(
      "missing_tz",
      "The tz parameter is required: the birthplace's IANA time zone (Europe/Amsterdam).",
    );
  if (!zone && placeId === undefined && isZoneWithoutOffset(fields.tz!))
    return bad(
      "invalid_tz",
      `The tz parameter "${shown(fields.tz!)}" names a zone with no UTC offset: use the birthplace's IANA time zone, such as Europe/Amsterdam or America/New_York.`,
    );
  if (!zone && placeId === undefined)
    return bad(
      "invalid_tz",
      `The tz parameter "${shown(fields.tz ?? "")}" is not a time zone we know: use an IANA name such as Europe/Amsterdam or America/New_York.`,
    );
  const system = (fields.houses ?? "placidus").toLowerCase();
  if (!HOUSE_SYSTEMS.includes(system as HouseSystem)) {
    return bad(
      "invalid_houses",
      `The houses parameter "${shown(fields.houses!)}" is not a house system we draw: use one of ${HOUSE_SYSTEMS.join(", ")}.`,
    );
  }
  let offsetSeconds: number | undefined;
  if (fields.offset !== undefined && fields.offset !== "") {
    const m = OFFSET.exec(fields.offset.replace(/^ /, "+"));
    const seconds = m
      ? (Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0)) * (m[1] === "-" ? -1 : 1)
      : NaN;
    if (!m || Math.abs(seconds) > 15 * 3600) {
      return bad(
        "invalid_offset",
        `The offset parameter "${shown(fields.offset)}" is not a UTC offset: use +HH:MM or -HH:MM (with :SS if needed), within 15 hours.`,
      );
    }
    offsetSeconds = seconds;
  }
  return {
    date: date.date,
    time,
    latitude,
    longitude,
    zone: zone ?? "",
    placeId,
    system: system as HouseSystem,
    offsetSeconds,
  };
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
  let place: Place | undefined;
  if (query.placeId !== undefined) {
    place = placeById((await placeIndex()).table, query.placeId);
    if (!place) {
      return bad(
        "unknown_place",
        `No place has the id ${query.placeId}: find one with /api/places?q=.`,
      );
    }
    query = {
      ...query,
      latitude: place.latitude,
      longitude: place.longitude,
      zone: place.timeZone,
    };
  }
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
  });
  return describe(query, place, offset, chart);
}

function describe(query: ChartQuery, place: Place | undefined, offset: OffsetUsed, chart: Chart) {
  const { date, time, latitude, longitude, zone } = query;
  return {
    input: {
      ...(place ? { place: { id: place.id, label: placeLabel(place) } } : {}),
      date: toIso(date),
      time: time
        ? `${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")}`
        : null,
      latitude,
      longitude,
      timeZone: zone,
      houses: query.system,
    },
    offset,
    ...(time
      ? {}
      : {
          note: "The birth time is unknown, so this is a chart for local noon: no houses or angles, and the Moon may be anywhere in its range for the day.",
        }),
    chart,
  };
}
