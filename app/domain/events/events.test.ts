// The sky's events against published almanac facts (NASA's eclipse catalogue, the usual
// retrograde tables), computed here by astronomy-engine's searches and our own day scans.
import { describe, expect, it } from "vitest";
import { addDays, type CalendarDate } from "~/domain/calendar-date";
import { eventsBetween } from "~/domain/events/find";
import { lastStation, rankDay } from "~/domain/events/headline";
import type { SkyEvent } from "~/domain/events/types";
import { computeSky } from "~/domain/sky/sky";
import { SIGN_SLUGS } from "~/domain/zodiac";
import { longitudeAt, signedArc } from "~/domain/sky/ephemeris";
import { AstroTime } from "astronomy-engine";

const ANGLES = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };

const d = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split("-").map(Number);
  return { year: year!, month: month!, day: day! };
};

function headlineOn(iso: string) {
  const date = d(iso);
  return rankDay(date, computeSky(date), eventsBetween(date, 1))[0]!;
}

const minutesApart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 60_000;

describe("lunations and eclipses", () => {
  const year = eventsBetween(d("2026-01-01"), 365).filter(
    (e): e is Extract<SkyEvent, { kind: "lunation" }> => e.kind === "lunation",
  );

  it("finds every New and Full Moon of 2026, about 29.5 days apart", () => {
    expect(year.filter((e) => e.phase === "new")).toHaveLength(12);
    expect(year.filter((e) => e.phase === "full")).toHaveLength(13);
    const news = year.filter((e) => e.phase === "new").map((e) => Date.parse(e.time));
    for (let i = 1; i < news.length; i++) {
      const days = (news[i]! - news[i - 1]!) / 86_400_000;
      expect(days).toBeGreaterThan(29.2);
      expect(days).toBeLessThan(29.9);
    }
  });

  it("puts the Full Moon of 24 November 2026 at 2° Gemini, 14:53 UTC", () => {
    const full = year.find((e) => e.time.startsWith("2026-11-24"))!;
    expect(full).toMatchObject({ phase: "full", sign: "gemini" });
    expect(Math.floor(full.degree)).toBe(2);
    expect(minutesApart(full.time, "2026-11-24T14:53Z")).toBeLessThanOrEqual(2);
  });

  it("marks the four eclipses of 2026 and no other lunation", () => {
    const eclipses = year.filter((e) => e.eclipse).map((e) => [e.time.slice(0, 10), e.eclipse]);
    expect(eclipses).toEqual([
      ["2026-02-17", "annular"],
      ["2026-03-03", "total"],
      ["2026-08-12", "total"],
      ["2026-08-28", "partial"],
    ]);
  });
});

describe("stations", () => {
  it("finds Mercury's three retrogrades of 2026 and their ends", () => {
    const stations = eventsBetween(d("2026-01-01"), 365)
      .filter((e) => e.kind === "station" && e.body === "Mercury")
      .map((e) => (e.kind === "station" ? `${e.turns} ${e.date}` : ""));
    expect(stations).toEqual([
      "retrograde 2026-02-26",
      "direct 2026-03-20",
      "retrograde 2026-06-29",
      "direct 2026-07-23",
      "retrograde 2026-10-24",
      "direct 2026-11-13",
    ]);
  });

  it("looks back to the day of the last station, as the day's sky reports it", () => {
    expect(lastStation("Mercury", d("2026-11-01"), 30)).toEqual(d("2026-10-24"));
    expect(lastStation("Venus", d("2026-11-20"), 30)).toEqual(d("2026-11-14"));
    expect(computeSky(d("2026-11-14")).stations).toContainEqual({ body: "Venus", turns: "direct" });
    expect(lastStation("Venus", d("2026-11-20"), 3)).toBeUndefined();
  });
});

describe("exact aspects", () => {
  it("times the Uranus-Pluto trine of 29 November 2026, in sign", () => {
    const trine = eventsBetween(d("2026-11-29"), 1).find(
      (e) => e.kind === "aspect" && e.bodies.join() === "Uranus,Pluto",
    );
    expect(trine).toMatchObject({ type: "trine", signs: ["gemini", "aquarius"], outOfSign: false });
  });

  it("finds each aspect on one day only, and every one really is exact then", () => {
    const start = d("2027-01-01");
    const seen = new Map<string, string>();
    for (let i = 0; i < 60; i++) {
      const date = addDays(start, i);
      for (const e of eventsBetween(date, 1)) {
        if (e.kind !== "aspect") continue;
        const key = `${e.bodies.join("-")} ${e.type}`;
        // The same pair and aspect may come back (a retrograde), but never on the next day.
        const last = seen.get(key);
        if (last) expect(Date.parse(e.time) - Date.parse(last)).toBeGreaterThan(86_400_000);
        seen.set(key, e.time);
        const t = new AstroTime(new Date(e.time));
        const gap = Math.abs(signedArc(longitudeAt(e.bodies[0], t), longitudeAt(e.bodies[1], t)));
        expect(Math.abs(gap - ANGLES[e.type]), key).toBeLessThan(0.05);
      }
    }
    expect(seen.size).toBeGreaterThan(10);
  });

  it("names an aspect out of sign when the signs are not its distance apart", () => {
    for (const e of eventsBetween(d("2027-01-01"), 365)) {
      if (e.kind !== "aspect") continue;
      const apart = Math.abs(SIGN_SLUGS.indexOf(e.signs[0]) - SIGN_SLUGS.indexOf(e.signs[1]));
      const signs = Math.min(apart, 12 - apart);
      const want = { conjunction: 0, sextile: 2, square: 3, trine: 4, opposition: 6 }[e.type];
      expect(e.outOfSign, `${e.bodies.join("-")} ${e.type} ${e.time}`).toBe(signs !== want);
    }
  });
});

describe("the day's headline", () => {
  it("ranks an eclipse, a lunation and a station above everything else that day", () => {
    expect(headlineOn("2026-03-03")).toMatchObject({ kind: "lunation", eclipse: "total" });
    expect(headlineOn("2026-11-24")).toMatchObject({ kind: "lunation", phase: "full" });
    expect(headlineOn("2026-11-14")).toMatchObject({ kind: "station", body: "Venus" });
    expect(headlineOn("2026-11-29")).toMatchObject({ kind: "aspect", bodies: ["Uranus", "Pluto"] });
  });

  it("leads with the days after a fast planet's station, then the Moon's aspects", () => {
    expect(headlineOn("2026-11-15")).toMatchObject({
      kind: "aftermath",
      body: "Mercury",
      state: "direct",
    });
    const quiet = headlineOn("2026-11-12");
    expect(quiet.kind).toBe("moon-aspect");
  });

  it("always has a headline, every day of 2027: on the quietest, the Moon's own sign", () => {
    const kinds = new Map<string, number>();
    for (let i = 0; i < 365; i++) {
      const date = addDays(d("2027-01-01"), i);
      const ranked = rankDay(date, computeSky(date), eventsBetween(date, 1));
      expect(ranked.at(-1)!.kind).toBe("moon-sign");
      kinds.set(ranked[0]!.kind, (kinds.get(ranked[0]!.kind) ?? 0) + 1);
    }
    expect(kinds.get("lunation")).toBe(25);
    expect(kinds.get("moon-sign")).toBeGreaterThan(0);
  });
});
