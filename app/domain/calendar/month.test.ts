// The month grid in a time zone: weeks from Monday, events on their local date, and the UTC
// span of a local month across a change of clocks.
import { describe, expect, it } from "vitest";
import { addMonths, inRange, monthGrid, monthSpan } from "~/domain/calendar/month";
import type { CalendarEvent } from "~/domain/calendar/types";
import { localParts, zonedInstant } from "~/domain/time-zone";

const full: CalendarEvent = {
  kind: "lunation",
  time: "2026-11-24T02:30:00Z",
  phase: "full",
  sign: "gemini",
  degree: 2,
  minute: 20,
};

describe("monthGrid", () => {
  it("starts weeks on Monday and files an event under its local date", () => {
    const utc = monthGrid({ year: 2026, month: 11 }, [full], "UTC");
    expect(utc[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(utc.flat().filter(Boolean)).toHaveLength(30);
    const day = (weeks: typeof utc, date: string) => weeks.flat().find((d) => d?.date === date)!;
    expect(day(utc, "2026-11-24").events).toEqual([full]);
    // 02:30 UTC is 21:30 the evening before in New York.
    const ny = monthGrid({ year: 2026, month: 11 }, [full], "America/New_York");
    expect(day(ny, "2026-11-23").events).toEqual([full]);
    expect(localParts(full.time, "America/New_York")).toEqual({
      date: "2026-11-23",
      time: "21:30",
    });
  });
});

describe("local months", () => {
  it("finds a month's span in a zone whose clocks change inside it", () => {
    const [from, to] = monthSpan({ year: 2026, month: 3 }, "Europe/London");
    expect(new Date(from).toISOString()).toBe("2026-03-01T00:00:00.000Z");
    // London is on summer time (UTC+1) by 1 April.
    expect(new Date(to).toISOString()).toBe("2026-03-31T23:00:00.000Z");
    expect(new Date(zonedInstant("2026-07-01", "12:00", "Asia/Kolkata")).toISOString()).toBe(
      "2026-07-01T06:30:00.000Z",
    );
  });

  it("steps between months and keeps to 1900-2100", () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(inRange({ year: 1900, month: 1 })).toBe(true);
    expect(inRange({ year: 1899, month: 12 })).toBe(false);
    expect(inRange({ year: 2101, month: 1 })).toBe(false);
  });
});
