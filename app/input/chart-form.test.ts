import { describe, expect, it } from "vitest";
import { dayText } from "~/input/chart-form";

describe("dayText", () => {
  it("writes a day as day, month and year, long or short", () => {
    expect(dayText("1990-07-04")).toBe("4 July 1990");
    expect(dayText("2026-11-27T15:30:00-05:00", true)).toBe("27 Nov 2026");
  });
});
