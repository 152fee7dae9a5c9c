import { describe, expect, it } from "vitest";
import {
  dateInTimeZone,
  formatDate,
  formatInZone,
  localParts,
  secondsToMidnight,
  zonedInstant,
  zoneFormat,
} from "~/domain/time-zone";

describe("clocks in a time zone", () => {
  it("makes each formatter once", () => {
    const options = { hour: "2-digit", minute: "2-digit" } as const;
    expect(zoneFormat("Asia/Tokyo", options)).toBe(zoneFormat("Asia/Tokyo", { ...options }));
    expect(zoneFormat("Asia/Tokyo", options)).not.toBe(zoneFormat("Europe/Paris", options));
    expect(zoneFormat("UTC", { year: "numeric" })).not.toBe(zoneFormat("UTC", { month: "long" }));
  });

  it("finds the date of an instant in a time zone", () => {
    const instant = new Date("2026-11-21T03:00:00Z");
    expect(dateInTimeZone(instant, "UTC")).toEqual({ year: 2026, month: 11, day: 21 });
    expect(dateInTimeZone(instant, "America/New_York")).toEqual({ year: 2026, month: 11, day: 20 });
  });

  it("reads an instant's local date and time, and a local time's instant", () => {
    expect(localParts("2026-11-24T02:30:00Z", "America/New_York")).toEqual({
      date: "2026-11-23",
      time: "21:30",
    });
    expect(new Date(zonedInstant("2026-07-01", "12:00", "Asia/Kolkata")).toISOString()).toBe(
      "2026-07-01T06:30:00.000Z",
    );
    // The clocks went back at 02:00 in London on 25 October 2026: 01:30 came twice.
    expect(new Date(zonedInstant("2026-10-25", "01:30", "Europe/London")).toISOString()).toBe(
      "2026-10-25T01:30:00.000Z",
    );
  });

  it("writes instants and dates in words", () => {
    const options = { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" } as const;
    expect(formatInZone("2026-11-24T02:30:00Z", "Asia/Kolkata", options)).toBe("24 Nov, 08:00");
    expect(
      formatDate({ year: 2026, month: 11, day: 21 }, { weekday: "long", day: "numeric" }),
    ).toBe("Saturday 21");
    expect(secondsToMidnight(new Date("2026-11-21T23:59:30Z"), "UTC")).toBe(30);
  });
});
