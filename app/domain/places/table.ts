// The birthplace table (places.tsv, made by scripts/build-places.js) read into columns: one
// array per field, rows in the order of the file, most populous first, so a lower row number
// always means a better-known town.

export interface Place {
  /** GeoNames id: stable across regenerations of the table. */
  id: number;
  name: string;
  /** The first-level region (state, province, county), or "" where GeoNames names none. */
  region: string;
  country: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  population: number;
}

export interface PlaceTable {
  size: number;
  ids: Int32Array;
  names: string[];
  countries: Uint16Array;
  regions: Int32Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
  populations: Int32Array;
  zones: Uint16Array;
  countryCodes: string[];
  countryNames: string[];
  regionCodes: string[];
  regionNames: string[];
  zoneNames: string[];
  /** Other names in any script ("München", "Мюнхен" for Munich), folded ("munchen", "мюнхен")
   * and sorted, with the row each belongs to: searched, not shown. */
  others: { keys: string[]; rows: Int32Array };
  /** 1 for a section of a town (Zürich's "Kreis 3") or a former place: found by id, not searched. */
  unlisted: Uint8Array;
  /** The ids in ascending order, with each one's row: a lookup by id without a 135k Map. */
  sortedIds: Int32Array;
  rowsOfSortedIds: Int32Array;
}

function section(line: string | undefined, name: string): string[] {
  const fields = line?.split("\t") ?? [];
  if (fields[0] !== `@${name}`) throw new Error(`places.tsv: expected the @${name} line`);
  return fields.slice(1);
}

function pairs(fields: string[]): [string, string][] {
  return fields.map((field) => {
    const at = field.indexOf("=");
    return [field.slice(0, at), field.slice(at + 1)];
  });
}

const NEWLINE = 10;
const TAB = 9;
const HASH = 35;
const OTHERS = new TextEncoder().encode("\n@others\n");

/**
 * The lines of the towns' part of the file, each decoded on its own: one string for the whole
 * 15 MB file would be held in memory in full, as two bytes a character, by every name sliced
 * from it.
 */
function linesOf(bytes: Uint8Array, decoder: TextDecoder): string[] {
  const lines: string[] = [];
  for (let start = 0; start < bytes.length;) {
    let end = bytes.indexOf(NEWLINE, start);
    if (end < 0) end = bytes.length;
    if (end > start && bytes[start] !== HASH) {
      lines.push(decoder.decode(bytes.subarray(start, end)));
    }
    start = end + 1;
  }
  return lines;
}

/** Where the "@others" line starts, or -1. */
function othersLine(bytes: Uint8Array): number {
  for (let at = bytes.indexOf(OTHERS[1]!); at > 0; at = bytes.indexOf(OTHERS[1]!, at + 1)) {
    if (OTHERS.every((byte, i) => bytes[at - 1 + i] === byte)) return at;
  }
  return -1;
}

/** The "key<TAB>row" lines after "@others", read straight from the bytes: 380,000 of them. */
function othersOf(bytes: Uint8Array, decoder: TextDecoder): PlaceTable["others"] {
  let count = bytes.length > 0 && bytes[bytes.length - 1] !== NEWLINE ? 1 : 0;
  for (let at = bytes.indexOf(NEWLINE); at >= 0; at = bytes.indexOf(NEWLINE, at + 1)) count++;
  const keys = new Array<string>(count);
  const rows = new Int32Array(count);
  let i = 0;
  for (let start = 0; start < bytes.length && i < count; i++) {
    const tab = bytes.indexOf(TAB, start);
    let end = bytes.indexOf(NEWLINE, tab);
    if (end < 0) end = bytes.length;
    keys[i] = decoder.decode(bytes.subarray(start, tab));
    let row = 0;
    for (let at = tab + 1; at < end; at++) row = row * 10 + bytes[at]! - 48;
    rows[i] = row;
    start = end + 1;
  }
  return { keys: keys.slice(0, i), rows: rows.subarray(0, i) };
}

/** Reads places.tsv, given as its bytes (UTF-8). */
export function parsePlaces(bytes: Uint8Array): PlaceTable {
  const decoder = new TextDecoder();
  const othersAt = othersLine(bytes);
  if (othersAt < 0) throw new Error("places.tsv: expected the @others line");
  const lines = linesOf(bytes.subarray(0, othersAt), decoder);
  const zoneNames = section(lines[0], "zones");
  const countryPairs = pairs(section(lines[1], "countries"));
  const regionPairs = pairs(section(lines[2], "regions"));
  section(lines[3], "columns");
  const rows = lines.slice(4);
  const size = rows.length;
  const countryRow = new Map(countryPairs.map(([code], i) => [code, i]));
  const regionRow = new Map(regionPairs.map(([code], i) => [code, i]));
  const table: PlaceTable = {
    size,
    ids: new Int32Array(size),
    names: new Array<string>(size),
    countries: new Uint16Array(size),
    regions: new Int32Array(size),
    latitudes: new Float64Array(size),
    longitudes: new Float64Array(size),
    populations: new Int32Array(size),
    zones: new Uint16Array(size),
    countryCodes: countryPairs.map(([code]) => code),
    countryNames: countryPairs.map(([, name]) => name),
    regionCodes: regionPairs.map(([code]) => code),
    regionNames: regionPairs.map(([, name]) => name),
    zoneNames,
    others: othersOf(bytes.subarray(othersAt + "@others\n".length), decoder),
    unlisted: new Uint8Array(size),
    sortedIds: new Int32Array(size),
    rowsOfSortedIds: new Int32Array(size),
  };
  for (let row = 0; row < size; row++) {
    const fields = rows[row]!.split("\t");
    const [id, name = "", country = "", region, latitude, longitude, population, zone] = fields;
    table.ids[row] = Number(id);
    table.names[row] = name;
    table.countries[row] = countryRow.get(country) ?? 0;
    table.regions[row] = region ? (regionRow.get(`${country}.${region}`) ?? -1) : -1;
    table.latitudes[row] = Number(latitude);
    table.longitudes[row] = Number(longitude);
    table.populations[row] = Number(population);
    table.zones[row] = Number(zone);
    table.unlisted[row] = fields[8] === "1" ? 1 : 0;
  }
  const byId = Array.from(table.ids.keys()).sort((a, b) => table.ids[a]! - table.ids[b]!);
  table.rowsOfSortedIds.set(byId);
  table.sortedIds.set(byId.map((row) => table.ids[row]!));
  return table;
}

export function placeAt(table: PlaceTable, row: number): Place {
  const region = table.regions[row]!;
  const country = table.countries[row]!;
  return {
    id: table.ids[row]!,
    name: table.names[row]!,
    region: region >= 0 ? table.regionNames[region]! : "",
    country: table.countryNames[country]!,
    countryCode: table.countryCodes[country]!,
    latitude: table.latitudes[row]!,
    longitude: table.longitudes[row]!,
    timeZone: table.zoneNames[table.zones[row]!]!,
    population: table.populations[row]!,
  };
}

export function placeById(table: PlaceTable, id: number): Place | undefined {
  let low = 0;
  let high = table.size - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = table.sortedIds[middle]!;
    if (found === id) return placeAt(table, table.rowsOfSortedIds[middle]!);
    if (found < id) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

/** "Amsterdam, North Holland, Netherlands": the name as the search lists it. */
export function placeLabel(place: Place): string {
  return [place.name, place.region, place.country]
    .filter((part, i, all) => part && (i === 0 || part !== all[i - 1]))
    .join(", ");
}
