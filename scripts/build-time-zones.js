// Generates app/domain/data/time-zone-history.json: every zone's UTC offsets over the dates a
// chart accepts (1800-2100), from the newest tzdata on the machine, by `zdump -v`. Run after
// Debian's tzdata is updated: npm run time-zones (about a minute).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const FROM_YEAR = 1800;
const UNTIL_YEAR = 2101;
// An "LMT" within 5 minutes (1.25° of longitude) of the zone city's own mean time, give or take
// whole days, is that zone's local mean time; tz's other "LMT"s are another place's mean time.
const OWN_MEAN_TIME_TOLERANCE = 300;
const KIND = { standard: 0, summer: 1, winter: 2, ownMean: 3, otherMean: 4, unspecified: 5 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ZONEINFO = "/usr/share/zoneinfo";
const zi = readFileSync(`${ZONEINFO}/tzdata.zi`, "utf8");
const version = /^# version (\S+)/m.exec(zi)?.[1] ?? "unknown";
// Each regular expression below matches only lines with all its groups: they are strings.
const zoneNames = [...zi.matchAll(/^Z (\S+)/gm)].map((m) => /** @type {string} */ (m[1]));
const links = Object.fromEntries([...zi.matchAll(/^L (\S+) (\S+)/gm)].map((m) => [m[2], m[1]]));

/** @typedef {{ offset: number; isdst: number; abbr: string }} State */
/** @typedef {State & { utc: number }} Line */

/**
 * Each zone's principal city longitude, from zone.tab and zone1970.tab (±DDDMM[SS]).
 * @returns {Record<string, number>}
 */
function longitudes() {
  /** @type {Record<string, number>} */
  const out = {};
  for (const file of ["zone.tab", "zone1970.tab"]) {
    for (const line of readFileSync(`${ZONEINFO}/${file}`, "utf8").split("\n")) {
      if (!line || line.startsWith("#")) continue;
      const [, coordinates = "", zone = ""] = line.split("\t");
      const m = /^[+-]\d{4,6}([+-])(\d{3})(\d\d)(\d\d)?$/.exec(coordinates);
      if (!m) throw new Error(`Unreadable coordinates for ${zone}: ${coordinates}`);
      const degrees = Number(m[2]) + Number(m[3]) / 60 + Number(m[4] ?? 0) / 3600;
      out[zone] = m[1] === "-" ? -degrees : degrees;
    }
  }
  return out;
}

// zdump -v prints, for each transition, the last second before it and the first after it:
// "Zone  Sun Nov 18 17:00:00 1883 UT = Sun Nov 18 12:00:00 1883 EST isdst=0 gmtoff=-18000".
const LINE =
  /^(\S+)\s+\w{3} (\w{3}) +(\d+) (\d\d):(\d\d):(\d\d) (-?\d+) UT = .* (\S+) isdst=(\d) gmtoff=(-?\d+)$/;
const MONTHS = "JanFebMarAprMayJunJulAugSepOctNovDec";

/**
 * @param {string[]} zones
 * @returns {Record<string, Line[]>}
 */
function zdumpLines(zones) {
  const out = execFileSync("zdump", ["-v", "-c", `${FROM_YEAR},${UNTIL_YEAR}`, ...zones], {
    encoding: "utf8",
    maxBuffer: 1 << 30,
  });
  /** @type {Record<string, Line[]>} */
  const byZone = Object.fromEntries(zones.map((zone) => [zone, []]));
  for (const line of out.split("\n")) {
    const m = LINE.exec(line);
    if (!m) continue;
    const [, zone = "", mon = "", day, hh, mm, ss, year, abbr = "", isdst, gmtoff] = m;
    const utc =
      Date.UTC(
        Number(year),
        MONTHS.indexOf(mon) / 3,
        Number(day),
        Number(hh),
        Number(mm),
        Number(ss),
      ) / 1000;
    byZone[zone]?.push({ utc, offset: Number(gmtoff), isdst: Number(isdst), abbr });
  }
  return byZone;
}

/**
 * A zone without a transition in the range: its one state, from zdump's interval format.
 * @param {string} zone
 * @returns {State}
 */
function onlyState(zone) {
  const line = execFileSync("zdump", ["-i", zone], { encoding: "utf8" }).split("\n")[2] ?? "";
  const [, , offset = "", abbr, isdst] = line.split("\t");
  const m = /^([+-])(\d\d)(\d\d)?(\d\d)?$/.exec(offset);
  if (!m) throw new Error(`Unreadable offset for ${zone}: ${offset}`);
  const seconds = Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
  // The abbreviation is left out when it is the offset, and quoted unless it is all letters.
  const name = abbr ? abbr.replace(/^"(.*)"$/, "$1") : offset;
  return { offset: m[1] === "-" ? -seconds : seconds, isdst: isdst ? 1 : 0, abbr: name };
}

/**
 * @param {State} state
 * @param {State[]} neighbours
 * @param {number | undefined} cityLongitude
 */
function kindOf(state, neighbours, cityLongitude) {
  if (state.abbr === "-00") return KIND.unspecified;
  if (state.abbr === "LMT") {
    if (cityLongitude === undefined) return KIND.ownMean;
    const apart = (((state.offset - cityLongitude * 240) % 86_400) + 86_400) % 86_400;
    return Math.min(apart, 86_400 - apart) <= OWN_MEAN_TIME_TOLERANCE
      ? KIND.ownMean
      : KIND.otherMean;
  }
  if (!state.isdst) return KIND.standard;
  // tz flags Ireland's winter GMT (and Namibia's, Morocco's Ramadan +00) as daylight saving time
  // below standard time: "negative DST".
  const standard = neighbours.filter((s) => !s.isdst && s.abbr !== "LMT" && s.abbr !== "-00");
  return standard.length && standard.every((s) => s.offset > state.offset)
    ? KIND.winter
    : KIND.summer;
}

/**
 * One zone: its distinct states [offset seconds, abbreviation, kind], the first in force from
 * 1800, and its transitions as one string, "<seconds since the one before, base 36><state, one
 * base-36 digit>" joined by commas (the first counted from 1970).
 * @param {string} zone
 * @param {Line[]} lines
 * @param {number | undefined} cityLongitude
 */
function zoneEntry(zone, lines, cityLongitude) {
  /** @type {(State & { utc: number | null })[]} */
  const sequence = [];
  const line = (/** @type {number} */ i) => /** @type {Line} */ (lines[i]);
  if (lines.length === 0) sequence.push({ utc: null, ...onlyState(zone) });
  else {
    if (lines.length % 2) throw new Error(`${zone}: zdump printed an odd number of lines`);
    sequence.push({ ...line(0) }); // a copy; its utc, like onlyState's null, is never read
    for (let i = 1; i < lines.length; i += 2) {
      if (line(i).utc !== line(i - 1).utc + 1) throw new Error(`${zone}: unpaired transition`);
      sequence.push(line(i));
    }
  }
  /** @type {string[]} */
  const keys = [];
  /** @type {[offset: number, abbr: string, kind: number][]} */
  const states = [];
  const indexes = sequence.map((state, i) => {
    const neighbours = [sequence[i - 1], sequence[i + 1]].filter((s) => s !== undefined);
    /** @type {[number, string, number]} */
    const entry = [state.offset, state.abbr, kindOf(state, neighbours, cityLongitude)];
    const key = entry.join(" ");
    let index = keys.indexOf(key);
    if (index < 0) index = keys.push(key) - 1;
    if (index === states.length) states.push(entry);
    return index;
  });
  if (states.length > 36) throw new Error(`${zone}: more states than one base-36 digit holds`);
  let previous = 0;
  const transitions = sequence
    .slice(1)
    .map((state, i) => {
      // Every state after the first has its transition's time.
      const utc = /** @type {number} */ (state.utc);
      const text = (utc - previous).toString(36) + Number(indexes[i + 1]).toString(36);
      previous = utc;
      return text;
    })
    .join(",");
  return { states, transitions };
}

const cities = longitudes();
const byZone = zdumpLines(zoneNames);
/** @type {{ version: string; from: number; until: number; zones: Record<string, ReturnType<typeof zoneEntry>>; links: Record<string, string | undefined>; withoutOffset: string[] }} */
const table = { version, from: FROM_YEAR, until: UNTIL_YEAR, zones: {}, links, withoutOffset: [] };
for (const zone of zoneNames) {
  const entry = zoneEntry(zone, byZone[zone] ?? [], cities[zone]);
  // Factory's only state is "-00": a zone with no UTC offset at all, refused by the chart.
  if (entry.states.every(([, , kind]) => kind === KIND.unspecified)) {
    table.withoutOffset.push(zone);
    continue;
  }
  table.zones[zone] = entry;
}
const file = path.join(root, "app/domain/data/time-zone-history.json");
const json = JSON.stringify(table);
writeFileSync(file, json);
const count = Object.values(byZone).reduce((n, lines) => n + lines.length / 2, 0);
console.log(
  `tzdata ${version}: ${Object.keys(table.zones).length} zones, ${Object.keys(links).length} links, ` +
    `${count} transitions ${FROM_YEAR}-${UNTIL_YEAR - 1}, ${json.length} bytes -> ${file}`,
);
