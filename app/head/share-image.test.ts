import { describe, expect, it } from "vitest";
import { decodeLegacyChartCode } from "./share-image";

describe("legacy chart share image codes", () => {
  it("read the plain base64 codes shared before codes were sealed, accents included", () => {
    const query = "name=Zo%C3%AB&date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";
    expect(decodeLegacyChartCode(Buffer.from(query).toString("base64url"))).toBe(query);
    const place = "where=S\u00e3o Paulo";
    expect(decodeLegacyChartCode(Buffer.from(place).toString("base64url"))).toBe(place);
  });

  it("refuse what is not a code: other characters, overlong, or not UTF-8", () => {
    expect(decodeLegacyChartCode("abc.def")).toBeUndefined();
    expect(decodeLegacyChartCode("a".repeat(701))).toBeUndefined();
    expect(decodeLegacyChartCode("_w")).toBeUndefined();
  });
});
