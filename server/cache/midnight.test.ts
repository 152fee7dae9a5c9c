import { describe, expect, it } from "vitest";
import { secondsToMidnight } from "~/domain/time-zone";
import { secondsLeftToday, todayIn } from "./midnight";

describe("secondsToMidnight", () => {
  it("counts to the next midnight in the given time zone", () => {
    const now = new Date("2026-11-21T22:59:30Z");
    expect(secondsToMidnight(now, "UTC")).toBe(3630);
    // 23:59:30 in Paris (UTC+1 in November).
    expect(secondsToMidnight(now, "Europe/Paris")).toBe(30);
    expect(secondsToMidnight(new Date("2026-11-21T00:00:00Z"), "UTC")).toBe(86400);
  });

  it("gives the same when remembered, across a midnight and a change of zone", () => {
    for (const iso of ["2026-11-21T23:59:00Z", "2026-11-22T00:00:01Z", "2026-11-22T12:00:00Z"]) {
      expect(secondsLeftToday(new Date(iso), "UTC")).toBe(secondsToMidnight(new Date(iso), "UTC"));
    }
    const now = new Date("2026-11-21T22:59:30Z");
    expect(secondsLeftToday(now, "Europe/Paris")).toBe(30);
  });
});

describe("todayIn", () => {
  it("is the date in the time zone, and changes at its midnight", () => {
    expect(todayIn(new Date("2026-11-21T22:59:59Z"), "Europe/Paris")).toBe("2026-11-21");
    expect(todayIn(new Date("2026-11-21T23:00:00Z"), "Europe/Paris")).toBe("2026-11-22");
    expect(todayIn(new Date("2026-11-21T23:00:00Z"), "UTC")).toBe("2026-11-21");
    expect(todayIn(new Date("2026-11-22T00:00:00Z"), "UTC")).toBe("2026-11-22");
  });
});
