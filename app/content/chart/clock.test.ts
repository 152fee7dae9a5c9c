import { describe, expect, it } from "vitest";
import { clockText } from "./clock";

describe("clockText", () => {
  it("says which time the place kept and how far from UTC, in words", () => {
    expect(clockText({ utcOffset: "+01:00", reason: "summer time" })).toBe(
      "Clocks there were on summer time, 1 hour ahead of UTC (UTC+01:00).",
    );
    expect(clockText({ utcOffset: "-05:30", reason: "standard time" })).toBe(
      "Clocks there were on standard time, 5 hours and 30 minutes behind UTC (UTC-05:30).",
    );
    expect(clockText({ utcOffset: "+00:00", reason: "winter time" })).toBe(
      "Clocks there were on winter time, the same as UTC (UTC+00:00).",
    );
  });

  it("tells local mean time and a given offset apart", () => {
    expect(clockText({ utcOffset: "-00:01:15", reason: "local mean time" })).toBe(
      "Before the place kept a standard time, its clocks followed the Sun: at its longitude, 1 minute and 15 seconds behind UTC (UTC-00:01:15).",
    );
    expect(clockText({ utcOffset: "+02:00", reason: "given" })).toBe(
      "The birth time is read at the offset you gave, 2 hours ahead of UTC (UTC+02:00).",
    );
  });

  it("names no tz release or zone abbreviation", () => {
    expect(clockText({ utcOffset: "+01:00", reason: "summer time" })).not.toMatch(/tz|BST|\//);
  });
});
