import { describe, expect, it } from "vitest";
import { etagMatches } from "./http-cache";

describe("etagMatches", () => {
  it("matches strong, weak and listed tags", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
  });

  it("does not match other tags or nothing", () => {
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches("", '"abc"')).toBe(false);
  });
});
