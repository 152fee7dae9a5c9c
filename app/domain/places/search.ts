// The birthplace search: prefix matching on names folded to plain lowercase letters ("zur"
// finds Zürich, "sao paulo" São Paulo), in any script ("москва" finds Moscow by its Russian
// name, "東京" Tokyo), most populous first, with an optional qualifier after a comma
// ("paris, texas", "paris, us", "springfield, il") that the country or region must match.
import { fold } from "./fold.js";
import { placeAt, type Place, type PlaceTable } from "./table";

export { fold };

// Common short names for countries that neither the ISO code nor the English name starts with.
const COUNTRY_ALIASES: Record<string, string> = { usa: "US", uk: "GB", britain: "GB" };

type SortedKeys = PlaceTable["others"];

export interface PlaceIndex {
  table: PlaceTable;
  /** Folded whole names, sorted, with the row each belongs to. */
  names: SortedKeys;
  /** Folded other names in every script ("munchen", "мюнхен" for Munich), sorted likewise. */
  others: SortedKeys;
  /** Folded names from their second word on ("york" for New York), sorted likewise. */
  words: SortedKeys;
  foldedCountries: string[];
  foldedRegions: string[];
}

/** The keys sorted, each with its rows in ascending order (as they were added). */
function sortedKeys(rowsByKey: Map<string, number[]>, count: number): SortedKeys {
  // The built-in order of strings (UTF-16 code units), as `<` compares them and the table's
  // other names are sorted; without a comparator, twice as fast.
  const unique = [...rowsByKey.keys()].sort();
  const keys = new Array<string>(count);
  const rows = new Int32Array(count);
  let at = 0;
  for (const key of unique) {
    for (const row of rowsByKey.get(key)!) {
      keys[at] = key;
      rows[at++] = row;
    }
  }
  return { keys, rows };
}

/** Keys with the rows they belong to, grouped by key, ready for sortedKeys. */
class KeyRows {
  readonly byKey = new Map<string, number[]>();
  count = 0;
  add(key: string, row: number) {
    const rows = this.byKey.get(key);
    if (rows) rows.push(row);
    else this.byKey.set(key, [row]);
    this.count++;
  }
  sorted(): SortedKeys {
    return sortedKeys(this.byKey, this.count);
  }
}

export function indexPlaces(table: PlaceTable): PlaceIndex {
  const names = new KeyRows();
  const words = new KeyRows();
  for (let row = 0; row < table.size; row++) {
    if (table.unlisted[row]) continue;
    const key = fold(table.names[row]!);
    names.add(key, row);
    for (let at = key.indexOf(" "); at >= 0; at = key.indexOf(" ", at + 1)) {
      words.add(key.slice(at + 1), row);
    }
  }
  return {
    table,
    names: names.sorted(),
    // Folded and sorted already in the table (scripts/build-places.js).
    others: table.others,
    words: words.sorted(),
    foldedCountries: table.countryNames.map(fold),
    foldedRegions: table.regionNames.map(fold),
  };
}

/** The first position in sorted keys whose key is not below the prefix. */
function lowerBound(keys: string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

function qualifierTest(index: PlaceIndex, qualifier: string): (row: number) => boolean {
  if (!qualifier) return () => true;
  const { table } = index;
  const code = (COUNTRY_ALIASES[qualifier] ?? qualifier).toUpperCase();
  // Decided once per country and region, not once per town.
  const countries = table.countryCodes.map(
    (countryCode, i) => countryCode === code || index.foldedCountries[i]!.startsWith(qualifier),
  );
  const regions = table.regionCodes.map(
    (regionCode, i) =>
      index.foldedRegions[i]!.startsWith(qualifier) ||
      regionCode.slice(regionCode.indexOf(".") + 1).toUpperCase() === code,
  );
  return (row) => {
    const region = table.regions[row]!;
    return countries[table.countries[row]!]! || (region >= 0 && regions[region]!);
  };
}

/** How a list's keys must match: be the query, start with it, or start with it and go on to the
 * end of the word it ends in (an other name is not matched by its first words alone: "São
 * Paulo" is not Luanda's "São Paulo de Loanda"). */
type Match = "exact" | "prefix" | "last word";
/** A list of keys, how they must match, and the share of its town's population a match counts
 * for. */
type Source = [SortedKeys, Match, number];

// A match by an other name ranks as if its town were a quarter of its size: other names hold
// former ones (Warner Robins, Georgia, 73,490 people, was once York), so York, Pennsylvania
// (43,718) stays ahead of it for "york", while Derry (83,652) still comes before Londonderry,
// New Hampshire (11,037) for "londonderry", the name most of its people use.
const OTHER_NAME_SHARE = 0.25;

/**
 * Adds to `chosen` the best `limit` rows, most populous (as counted) first, among those whose
 * key in any of the sources matches the query as the source asks. Keeps a short sorted list
 * instead of sorting a range that can hold thousands of rows ("s").
 */
function addBest(
  table: PlaceTable,
  sources: Source[],
  query: string,
  accept: (row: number) => boolean,
  chosen: number[],
  limit: number,
) {
  const best: number[] = [];
  const scores: number[] = [];
  // Rows come most populous first, so the lower row wins a tie.
  const beats = (score: number, row: number, at: number) =>
    score > scores[at]! || (score === scores[at]! && row < best[at]!);
  for (const [{ keys, rows }, match, share] of sources) {
    for (let i = lowerBound(keys, query); i < keys.length; i++) {
      const key = keys[i]!;
      if (match === "exact" ? key !== query : !key.startsWith(query)) break;
      const row = rows[i]!;
      const score = table.populations[row]! * share;
      if (best.length === limit && !beats(score, row, limit - 1)) continue;
      if (match === "last word" && key.includes(" ", query.length)) continue;
      // A town met again by another of its names keeps its first, better, count.
      if (chosen.includes(row) || best.includes(row) || !accept(row)) continue;
      let at = best.length;
      while (at > 0 && beats(score, row, at - 1)) at--;
      best.splice(at, 0, row);
      scores.splice(at, 0, score);
      if (best.length > limit) {
        best.pop();
        scores.pop();
      }
    }
  }
  chosen.push(...best);
}

export const MAX_PLACE_RESULTS = 20;

/**
 * Places named exactly as asked (by their own name or another: "Londonderry" is Derry) first,
 * then those whose name starts so (or whose other name would, once its last word is typed out:
 * "münch" finds Munich), then those with a later word that does ("york city"); each group
 * most populous first.
 */
export function searchPlaces(index: PlaceIndex, query: string, limit = 8): Place[] {
  const comma = query.indexOf(",");
  const name = fold(comma < 0 ? query : query.slice(0, comma));
  const qualifier = comma < 0 ? "" : fold(query.slice(comma + 1));
  if (!name) return [];
  const count = Math.min(Math.max(1, limit), MAX_PLACE_RESULTS);
  const accept = qualifierTest(index, qualifier);
  const chosen: number[] = [];
  // Own names before other names in each tier: a town found by both keeps its full count.
  // One or two letters are the start of a name being typed: "a" is not first the hamlet Å,
  // nor Mumbai by an old name; other names come after own names there ("東" finds Tokyo).
  const short = [...name].length <= 2;
  const tiers: Source[][] = [
    [
      [index.names, "exact", 1],
      [index.others, "exact", OTHER_NAME_SHARE],
    ],
    [
      [index.names, "prefix", 1],
      [index.others, "last word", OTHER_NAME_SHARE],
    ],
    [[index.words, "prefix", 1]],
  ];
  if (short) tiers.splice(0, 2, [tiers[1]![0]!], [tiers[1]![1]!]);
  for (const sources of tiers) {
    if (chosen.length >= count) break;
    addBest(index.table, sources, name, accept, chosen, count - chosen.length);
  }
  return chosen.map((row) => placeAt(index.table, row));
}
