// The feed's stretch of time: "a year ahead" holds the whole twelve months from today, whatever
// the day of the month, across the turn of the year.
import { describe, expect, it } from "vitest";
import { eventsBetween } from "~/domain/events/find";
import { feedText, feedWindow } from "./calendar-feed-text";

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe("feedWindow", () => {
  it.each([
    ["2026-11-27", "2026-10-01", "2027-12-01"],
    ["2026-11-01", "2026-10-01", "2027-12-01"],
    ["2026-01-31", "2025-12-01", "2027-02-01"],
    ["2026-12-15", "2026-11-01", "2028-01-01"],
  ])("on %s runs from %s to (not including) %s", (today, from, to) => {
    expect(feedWindow(today)).toEqual({ from: day(from), to: day(to) });
  });

  it("covers twelve full months from any day of a year, and starts before it", () => {
    for (let t = day("2026-01-01"); t < day("2027-01-01"); t += 86_400_000) {
      const today = new Date(t).toISOString().slice(0, 10);
      const { from, to } = feedWindow(today);
      const yearOn = new Date(t);
      yearOn.setUTCFullYear(yearOn.getUTCFullYear() + 1);
      expect(to, today).toBeGreaterThanOrEqual(yearOn.getTime() + 86_400_000);
      expect(from, today).toBeLessThan(t);
    }
  });

  it("holds the Full Moon eleven and a half months on", () => {
    const { from, to } = feedWindow("2026-11-27");
    const text = feedText(eventsBetween(from, to, ["lunations"]), [], "https://example.org");
    const fullMoons = [...text.matchAll(/^DTSTART:(\d{8})/gm)].map((m) => m[1]);
    // The Full Moon of 2027 November 14 is within a year of 2026 November 27.
    expect(fullMoons).toContain("20271114");
  });
});
