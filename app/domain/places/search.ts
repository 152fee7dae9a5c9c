// The birthplace search: prefix matching on names folded to plain lowercase letters ("zur"
// finds Zürich, "sao paulo" São Paulo), most populous first, with an optional qualifier after a
// comma ("paris, texas", "paris, us", "springfield, il") that the country or region must match.
import { placeAt, type Place, type PlaceTable } from "./table";

// Letters NFKD does not split into a base letter and a mark.
const LETTERS: Record<string, string> = {
  ß: "ss",
  ø: "o",
  æ: "ae",
  œ: "oe",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
  ŧ: "t",
};
const SPECIAL = new RegExp(`[${Object.keys(LETTERS).join("")}]`, "g");

/** Lowercase, without accents, punctuation as single spaces: the form names are compared in. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(SPECIAL, (letter) => LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

// Common short names for countries that neither the ISO code nor the English name starts with.
const COUNTRY_ALIASES: Record<string, string> = { usa: "US", uk: "GB", britain: "GB" };

type SortedKeys = { keys: string[]; rows: Int32Array };

export interface PlaceIndex {
  table: PlaceTable;
  /** Folded whole names, sorted, with the row each belongs to. */
  names: SortedKeys;
  /** Folded other names of the larger towns ("munchen" for Munich), sorted likewise. */
  others: SortedKeys;
  /** Folded names from their second word on ("york" for New York), sorted likewise. */
  words: SortedKeys;
  foldedCountries: string[];
  foldedRegions: string[];
}

function sortedKeys(entries: [string, number][]): SortedKeys {
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return { keys: entries.map(([key]) => key), rows: Int32Array.from(entries, ([, row]) => row) };
}

export function indexPlaces(table: PlaceTable): PlaceIndex {
  const names: [string, number][] = [];
  const others: [string, number][] = [];
  const words: [string, number][] = [];
  for (let row = 0; row < table.size; row++) {
    const key = fold(table.names[row]!);
    names.push([key, row]);
    for (let at = key.indexOf(" "); at >= 0; at = key.indexOf(" ", at + 1)) {
      words.push([key.slice(at + 1), row]);
    }
  }
  for (const [row, all] of table.also) for (const name of all) others.push([fold(name), row]);
  return {
    table,
    names: sortedKeys(names),
    others: sortedKeys(others),
    words: sortedKeys(words),
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
  return (row) => {
    const country = table.countries[row]!;
    if (table.countryCodes[country] === code) return true;
    if (index.foldedCountries[country]!.startsWith(qualifier)) return true;
    const region = table.regions[row]!;
    if (region < 0) return false;
    const regionCode = table.regionCodes[region]!;
    return (
      index.foldedRegions[region]!.startsWith(qualifier) ||
      regionCode.slice(regionCode.indexOf(".") + 1).toUpperCase() === code
    );
  };
}

/**
 * Adds to `chosen` the best `limit` rows, lowest (most populous) first, among those whose key
 * in any of the lists starts with the prefix, or is the prefix when `exact`. Keeps a short
 * sorted list instead of sorting a range that can hold thousands of rows ("s").
 */
function addBest(
  lists: SortedKeys[],
  prefix: string,
  exact: boolean,
  accept: (row: number) => boolean,
  chosen: number[],
  limit: number,
) {
  const best: number[] = [];
  for (const { keys, rows } of lists) {
    for (let i = lowerBound(keys, prefix); i < keys.length; i++) {
      const key = keys[i]!;
      if (exact ? key !== prefix : !key.startsWith(prefix)) break;
      const row = rows[i]!;
      if (best.length === limit && row >= best[limit - 1]!) continue;
      if (chosen.includes(row) || best.includes(row) || !accept(row)) continue;
      let at = best.length;
      while (at > 0 && best[at - 1]! > row) at--;
      best.splice(at, 0, row);
      if (best.length > limit) best.pop();
    }
  }
  chosen.push(...best);
}

export const MAX_PLACE_RESULTS = 20;

/**
 * Places named exactly as asked (by their own name or another) first, then those whose name
 * starts so, then those with a later word or another name that does; each group most
 * populous first.
 */
export function searchPlaces(index: PlaceIndex, query: string, limit = 8): Place[] {
  const comma = query.indexOf(",");
  const name = fold(comma < 0 ? query : query.slice(0, comma));
  const qualifier = comma < 0 ? "" : fold(query.slice(comma + 1));
  if (!name) return [];
  const count = Math.min(Math.max(1, limit), MAX_PLACE_RESULTS);
  const accept = qualifierTest(index, qualifier);
  const chosen: number[] = [];
  const tiers: [SortedKeys[], boolean][] = [
    [[index.names, index.others], true],
    [[index.names], false],
    [[index.others, index.words], false],
  ];
  for (const [lists, exact] of tiers) {
    if (chosen.length < count) addBest(lists, name, exact, accept, chosen, count - chosen.length);
  }
  return chosen.map((row) => placeAt(index.table, row));
}
