// A birth's local clock time as a UTC instant, with the offset used and why. Before 1980 the
// offsets come from the tz project's full history (time-zone-history.json, generated from
// Debian's tzdata by scripts/build-time-zones.js: it keeps the pre-1970 "backzone" data that
// Node's own lacks); from 1980 on from Intl, which agrees. Before a zone kept standard time,
// clocks showed local mean time, which is the birthplace's own longitude (4 minutes a degree).
import HISTORY from "~/domain/chart/time-zone-history.json";

type State = [offsetSeconds: number, isDst: number, abbreviation: string];
type Transition = [utcSeconds: number, ...State];

interface ZoneHistory {
  first: State | null;
  transitions: Transition[];
}

const TABLE = HISTORY as unknown as {
  version: string;
  until: number;
  zones: Record<string, ZoneHistory>;
  links: Record<string, string>;
};
const TABLE_END = Date.UTC(TABLE.until, 0, 1) / 1000;

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export type OffsetReason = "standard time" | "summer time" | "local mean time";

export interface Offset {
  /** Seconds east of UTC: +01:19:32 is 4772. */
  seconds: number;
  reason: OffsetReason;
  /** The zone's own name for it, "AMT", "CEST"; "LMT" for local mean time. */
  abbreviation: string;
}

export type LocalTime =
  | { kind: "exact"; utc: number; offset: Offset }
  /** The clocks went back: the same clock time happened twice. */
  | {
      kind: "ambiguous";
      choices: [{ utc: number; offset: Offset }, { utc: number; offset: Offset }];
    }
  /** The clocks went forward: this clock time never happened. */
  | { kind: "skipped"; before: Offset; after: Offset };

/** The zone's canonical name, or undefined when the tz data does not know it. */
export function canonicalZone(zone: string): string | undefined {
  if (zone in TABLE.zones) return zone;
  return TABLE.links[zone];
}

/** The offset in force at a UTC instant (seconds since 1970), with its reason. */
export function offsetAt(zone: string, utc: number, longitude?: number): Offset {
  const name = canonicalZone(zone) ?? zone;
  const history = TABLE.zones[name];
  if (utc < TABLE_END && history?.first) {
    const state = stateAt(history, utc);
    if (state[2] === "LMT") return localMean(longitude ?? state[0] / 240);
    return {
      seconds: state[0],
      reason: state[1] ? "summer time" : "standard time",
      abbreviation: state[2],
    };
  }
  return intlOffset(name, utc);
}

/**
 * The UTC instants a clock time in the zone can mean: one, two when the clocks went back, none
 * when they went forward. `longitude` (degrees east) gives local mean time before standard time.
 */
export function resolveLocalTime(
  zone: string,
  local: LocalDateTime,
  longitude?: number,
): LocalTime {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) / 1000;
  // The offsets in force a day either side bound every offset this clock time could carry.
  const around = [
    offsetAt(zone, asUtc - 86_400, longitude),
    offsetAt(zone, asUtc + 86_400, longitude),
  ];
  const fits = dedupe(around)
    .map((offset) => ({ utc: asUtc - offset.seconds, offset }))
    .filter(({ utc, offset }) => offsetAt(zone, utc, longitude).seconds === offset.seconds)
    .sort((a, b) => a.utc - b.utc);
  if (fits.length === 1) return { kind: "exact", ...fits[0]! };
  if (fits.length === 2) return { kind: "ambiguous", choices: [fits[0]!, fits[1]!] };
  return { kind: "skipped", before: around[0]!, after: around[1]! };
}

/** "+01:19:32", "-05:00": an offset as people write it, seconds only when there are some. */
export function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? "-" : "+";
  const abs = Math.abs(Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, "0");
  const hms = `${pad(Math.floor(abs / 3600))}:${pad(Math.floor(abs / 60) % 60)}`;
  return abs % 60 ? `${sign}${hms}:${pad(abs % 60)}` : `${sign}${hms}`;
}

function stateAt(history: ZoneHistory, utc: number): State {
  const list = history.transitions;
  let low = 0;
  let high = list.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (list[mid]![0] <= utc) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  if (found < 0) return history.first!;
  const [, ...state] = list[found]!;
  return state;
}

function localMean(longitude: number): Offset {
  return { seconds: Math.round(longitude * 240), reason: "local mean time", abbreviation: "LMT" };
}

function dedupe(offsets: Offset[]): Offset[] {
  return offsets.filter((o, i) => offsets.findIndex((p) => p.seconds === o.seconds) === i);
}

const formats = new Map<string, Intl.DateTimeFormat>();

function intlOffset(zone: string, utc: number): Offset {
  const seconds = intlSeconds(zone, utc);
  // Summer time is whichever of the year's offsets is larger than the other.
  const year = new Date(utc * 1000).getUTCFullYear();
  const january = intlSeconds(zone, Date.UTC(year, 0, 1) / 1000);
  const july = intlSeconds(zone, Date.UTC(year, 6, 1) / 1000);
  const standard = Math.min(january, july);
  const summer = seconds > standard;
  return {
    seconds,
    reason: summer ? "summer time" : "standard time",
    abbreviation: formatOffset(seconds),
  };
}

function intlSeconds(zone: string, utc: number): number {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
    formats.set(zone, format);
  }
  const name = format
    .formatToParts(new Date(utc * 1000))
    .find((p) => p.type === "timeZoneName")!.value;
  const m = /GMT(?:([+-])(\d\d):(\d\d)(?::(\d\d))?)?/.exec(name);
  if (!m || !m[1]) return 0;
  const seconds = Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0);
  return m[1] === "-" ? -seconds : seconds;
}
