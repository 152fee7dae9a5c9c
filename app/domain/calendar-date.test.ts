import { describe, expect, it } from "vitest";
import { addDays, formatLong, parseCalendarDate, toIso, toUsShort } from "~/domain/calendar-date";

describe("parseCalendarDate", () => {
  it("reads the US short form and ISO", () => {
    expect(parseCalendarDate("11/21/2026")).toEqual({
      ok: true,
      date: { year: 2026, month: 11, day: 21 },
    });
    expect(parseCalendarDate("2026-11-21")).toEqual({
      ok: true,
      date: { year: 2026, month: 11, day: 21 },
    });
    expect(parseCalendarDate("1/5/2026")).toEqual({
      ok: true,
      date: { year: 2026, month: 1, day: 5 },
    });
  });

  it("refuses malformed, impossible and out-of-range dates", () => {
    for (const bad of [
      "",
      "today",
      "2026-1-5",
      "11-21-2026",
      "2026/11/21",
      "11/21/26",
      " 11/21/2026",
    ]) {
      expect(parseCalendarDate(bad)).toEqual({ ok: false, reason: "malformed" });
    }
    expect(parseCalendarDate("2/30/2026")).toEqual({ ok: false, reason: "impossible" });
    expect(parseCalendarDate("2025-02-29")).toEqual({ ok: false, reason: "impossible" });
    expect(parseCalendarDate("13/01/2026")).toEqual({ ok: false, reason: "impossible" });
    expect(parseCalendarDate("2024-02-29").ok).toBe(true);
    expect(parseCalendarDate("1899-12-31")).toEqual({ ok: false, reason: "out-of-range" });
    expect(parseCalendarDate("2101-01-01")).toEqual({ ok: false, reason: "out-of-range" });
    expect(parseCalendarDate("1900-01-01").ok).toBe(true);
    expect(parseCalendarDate("12/31/2100").ok).toBe(true);
  });
});

describe("date arithmetic and formats", () => {
  it("adds days across months and years", () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
  });

  it("formats", () => {
    const date = { year: 2026, month: 11, day: 1 };
    expect(toIso(date)).toBe("2026-11-01");
    expect(toUsShort(date)).toBe("11/1/2026");
    expect(formatLong({ year: 2026, month: 11, day: 21 })).toBe("Saturday, 21 November 2026");
  });
});
