import { describe, expect, it } from "vitest";
import { etagMatches, secondsToMidnight } from "./http-cache";

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

describe("secondsToMidnight", () => {
  it("counts to the next midnight in the given time zone", () => {
    const now = new Date("2026-11-21T22:59:30Z");
    expect(secondsToMidnight(now, "UTC")).toBe(3630);
    // 23:59:30 in Paris (UTC+1 in November).
    expect(secondsToMidnight(now, "Europe/Paris")).toBe(30);
    expect(secondsToMidnight(new Date("2026-11-21T00:00:00Z"), "UTC")).toBe(86400);
  });
});
