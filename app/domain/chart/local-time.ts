// A birth's local clock time as a UTC instant, with the offset used and why. Every offset from
// 1800 to 2100 comes from one table, time-zone-history.json, generated from the machine's newest
// tzdata by scripts/build-time-zones.js (`npm run time-zones`); Intl's older copy is not used.
//
// Local mean time: where tz's "LMT" is the zone's own (within 5 minutes of its principal city's
// longitude, give or take whole days), clocks showed the birthplace's own mean time, so the
// birthplace's longitude gives the offset (4 minutes a degree), moved by the whole days that
// bring it nearest tz's: Nuku'alofa, 175.2° W, in 1930 is -11:40:48 + 24 h = +12:19:12, as tz
// dates Tonga from the far side of the date line. Where tz's "LMT" is another place's mean time
// (São Tomé kept Lisbon's from 1884 to 1912), tz's offset stands. Where tz says "-00" (no local
// time kept yet, as in Iqaluit before 1942), the birthplace's mean time is the best there is.
import HISTORY from "~/domain/data/time-zone-history.json";

// A state's kind, as the generator classifies tz's states.
const [STANDARD, SUMMER, WINTER, OWN_MEAN, OTHER_MEAN, UNSPECIFIED] = [0, 1, 2, 3, 4, 5];

type State = [offsetSeconds: number, abbreviation: string, kind: number];

const TABLE = HISTORY as unknown as {
  version: string;
  zones: Record<string, { states: State[]; transitions: string }>;
  links: Record<string, string>;
  withoutOffset: string[];
};

/** The tz release the table was generated from, "2026f". */
export const TZ_RELEASE = TABLE.version;

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** "winter time" is tz's daylight saving time below standard time: Ireland's winter GMT. */
export type OffsetReason = "standard time" | "summer time" | "winter time" | "local mean time";

export interface Offset {
  /** Seconds east of UTC: +01:19:32 is 4772. */
  seconds: number;
  reason: OffsetReason;
  /** The zone's own name for it, "AMT", "CEST"; "LMT" for local mean time. */
  abbreviation: string;
  /** Where the offset comes from: "tz 2026f: Europe/Amsterdam, NST", or the longitude. */
  basis: string;
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

/** The zone's canonical name, or undefined when the tz data gives it no UTC offset. */
export function canonicalZone(zone: string): string | undefined {
  if (Object.hasOwn(TABLE.zones, zone)) return zone;
  const target = Object.hasOwn(TABLE.links, zone) ? TABLE.links[zone]! : undefined;
  return target && Object.hasOwn(TABLE.zones, target) ? target : undefined;
}

/** A name tz knows that never has a UTC offset, such as "Factory". */
export function isZoneWithoutOffset(zone: string): boolean {
  return TABLE.withoutOffset.includes(zone);
}

interface Zone {
  name: string;
  states: State[];
  /** Transition instants (UTC seconds) and the state each starts; states[0] is in force before. */
  utc: number[];
  next: number[];
}

const decoded = new Map<string, Zone>();

function zoneOf(zone: string): Zone {
  const name = canonicalZone(zone);
  if (!name) throw new RangeError(`No UTC offset is known for the time zone "${zone}"`);
  let found = decoded.get(name);
  if (found) return found;
  const { states, transitions } = TABLE.zones[name]!;
  found = { name, states, utc: [], next: [] };
  let utc = 0;
  // "<seconds since the transition before, base 36><state index, one base-36 digit>,...".
  for (const item of transitions ? transitions.split(",") : []) {
    utc += parseInt(item.slice(0, -1), 36);
    found.utc.push(utc);
    found.next.push(parseInt(item.slice(-1), 36));
  }
  decoded.set(name, found);
  return found;
}

/** The index of the last transition at or before `utc`, -1 before the first. */
function lastTransition(zone: Zone, utc: number): number {
  let [low, high] = [0, zone.utc.length - 1];
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (zone.utc[mid]! <= utc) low = mid + 1;
    else high = mid - 1;
  }
  return high;
}

const stateAfter = (zone: Zone, transition: number) =>
  zone.states[transition < 0 ? 0 : zone.next[transition]!]!;

const REASONS: Record<number, OffsetReason> = {
  [STANDARD]: "standard time",
  [SUMMER]: "summer time",
  [WINTER]: "winter time",
  [OWN_MEAN]: "local mean time",
  [OTHER_MEAN]: "local mean time",
  // Without a longitude, tz's "-00" (no time kept) is all there is.
  [UNSPECIFIED]: "standard time",
};

function toOffset(zone: Zone, [seconds, abbreviation, kind]: State, longitude?: number): Offset {
  const release = `tz ${TABLE.version}`;
  if ((kind === OWN_MEAN || kind === UNSPECIFIED) && longitude !== undefined) {
    const mean = longitude * 240;
    const days = kind === OWN_MEAN ? Math.round((seconds - mean) / 86_400) : 0;
    const why = kind === OWN_MEAN ? `${zone.name}, LMT` : `${zone.name} kept no time yet`;
    return {
      seconds: Math.round(mean + days * 86_400),
      reason: "local mean time",
      abbreviation: "LMT",
      basis: `the birthplace's longitude, ${longitude}° (${release}: ${why})`,
    };
  }
  const other = kind === OTHER_MEAN ? " (another place's mean time)" : "";
  return {
    seconds,
    reason: REASONS[kind]!,
    abbreviation,
    basis: `${release}: ${zone.name}, ${abbreviation}${other}`,
  };
}

/** The offset in force at a UTC instant (seconds since 1970), with its reason. */
export function offsetAt(zone: string, utc: number, longitude?: number): Offset {
  const found = zoneOf(zone);
  return toOffset(found, stateAfter(found, lastTransition(found, utc)), longitude);
}

// Wider than any offset tz or a longitude gives (Manila's -15:56:08 before 1845).
const WINDOW = 30 * 3600;

/**
 * The UTC instants a clock time in the zone can mean: one, two when the clocks went back, none
 * when they went forward. `longitude` (degrees east) gives local mean time before standard time.
 */
export function resolveLocalTime(
  zone: string,
  local: LocalDateTime,
  longitude?: number,
): LocalTime {
  const found = zoneOf(zone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) / 1000;
  const first = lastTransition(found, asUtc - WINDOW);
  const last = lastTransition(found, asUtc + WINDOW);
  // Every offset in force near the clock time is a candidate; it fits when the instant it gives
  // falls where that offset is in force.
  const offsets: Offset[] = [];
  for (let i = first; i <= last; i++)
    offsets.push(toOffset(found, stateAfter(found, i), longitude));
  const fits = offsets
    .map((candidate) => {
      const utc = asUtc - candidate.seconds;
      return { utc, offset: offsetAt(zone, utc, longitude) };
    })
    .filter(({ utc, offset }) => asUtc - offset.seconds === utc)
    .filter((fit, i, all) => all.findIndex((other) => other.utc === fit.utc) === i)
    .sort((a, b) => a.utc - b.utc);
  if (fits.length === 1) return { kind: "exact", ...fits[0]! };
  if (fits.length >= 2) return { kind: "ambiguous", choices: [fits[0]!, fits.at(-1)!] };
  // The clocks jumped over this time at the transition that lies between its two readings.
  for (let i = first + 1; i <= last; i++) {
    const [before, after] = [offsets[i - first - 1]!, offsets[i - first]!];
    const at = found.utc[i]!;
    if (asUtc - after.seconds < at && at <= asUtc - before.seconds) {
      return { kind: "skipped", before, after };
    }
  }
  return { kind: "skipped", before: offsets[0]!, after: offsets.at(-1)! };
}

/** "+01:19:32", "-05:00": an offset as people write it, seconds only when there are some. */
export function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? "-" : "+";
  const abs = Math.abs(Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, "0");
  const hms = `${pad(Math.floor(abs / 3600))}:${pad(Math.floor(abs / 60) % 60)}`;
  return abs % 60 ? `${sign}${hms}:${pad(abs % 60)}` : `${sign}${hms}`;
}
