// A member's transit feed: one event at each exact moment the timeline gives, each UID once, and
// the window from 30 days back to a year on.
import { describe, expect, it } from "vitest";
import { forecastAnswer, natalOf } from "~/read/forecast.server";
import { chartAt } from "~/read/birth-chart.server";
import { transitFeedText, transitFeedWindow } from "./transit-feed-text";

const NEW_YORK = {
  latitude: 40.71427,
  longitude: -74.00597,
  zone: "America/New_York",
  system: "placidus",
} as const;

describe("transitFeedText", () => {
  it("has an event at every exact moment of the Sun to Pluto, each UID once", () => {
    const natal = natalOf(chartAt(new Date("1990-07-04T19:30:00Z"), NEW_YORK));
    const window = {
      from: { year: 2026, month: 11, day: 1 },
      to: { year: 2026, month: 12, day: 31 },
    };
    const text = transitFeedText({ natal, ...window, siteUrl: "https://example.org" });
    const answer = JSON.parse(forecastAnswer({ natal, ...window, moon: false })) as {
      transits: { exact: { utc: string }[] }[];
    };
    const exact = answer.transits.flatMap((t) => t.exact.map((m) => m.utc.replace(/[-:]/g, "")));
    const starts = [...text.matchAll(/^DTSTART:(\d{8}T\d{4})/gm)].map((m) => `${m[1]}Z`);
    expect(exact.length).toBeGreaterThan(20);
    expect(starts.sort()).toEqual(exact.sort());
    const uids = [...text.matchAll(/^UID:(.+)$/gm)].map((m) => m[1]);
    expect(new Set(uids).size).toBe(uids.length);
    expect(text).toMatch(
      /^SUMMARY:(Sun|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto) \w+ your /m,
    );
  });

  it("runs from 30 days back to 364 days on", () => {
    expect(transitFeedWindow("2026-11-27")).toEqual({
      from: { year: 2026, month: 10, day: 28 },
      to: { year: 2027, month: 11, day: 26 },
    });
    expect(() => transitFeedWindow("someday")).toThrow();
  });
});
