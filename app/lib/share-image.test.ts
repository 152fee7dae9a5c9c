import { describe, expect, it } from "vitest";
import { chartCode, decodeChartCode } from "./share-image";

describe("chart share image codes", () => {
  it("round-trip a chart query, names with accents included, in URL-safe characters", () => {
    const query = "name=Zo%C3%AB&date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";
    expect(chartCode(query)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeChartCode(chartCode(query))).toBe(query);
    expect(decodeChartCode(chartCode("where=S\u00e3o Paulo"))).toBe("where=S\u00e3o Paulo");
  });

  it("refuse what is not a code: other characters, overlong, or not UTF-8", () => {
    expect(decodeChartCode("abc.def")).toBeUndefined();
    expect(decodeChartCode("a".repeat(701))).toBeUndefined();
    expect(decodeChartCode("_w")).toBeUndefined();
  });
});
