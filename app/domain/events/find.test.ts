// The one event finder against published almanac facts (NASA's eclipse catalogue, the usual
// retrograde tables) and against its own definitions. The calendar's events (eventsBetween): a
// void ends as the Moon changes sign and begins at its last exact aspect; a shadow starts and
// ends at the degrees of the stations. The readings' events (readingEvents): astronomy-engine's
// searches and our own day scans.
import { AstroTime } from "astronomy-engine";
import { describe, expect, it } from "vitest";
import { addDays, type CalendarDate } from "~/domain/calendar-date";
import { eclipses } from "~/domain/calendar/eclipses";
import { moonIngresses, VOID_BODIES, voids } from "~/domain/calendar/moon";
import { bestLongitude, retrogradePeriods, stations } from "~/domain/calendar/planets";
import { longitude } from "~/domain/calendar/search";
import { seasons } from "~/domain/calendar/seasons";
import { eventsBetween, readingEvents } from "~/domain/events/find";
import { lastStation, rankDay } from "~/domain/events/headline";
import type { SkyEvent } from "~/domain/events/types";
import { longitudeAt, signedArc } from "~/domain/sky/ephemeris";
import { computeSky } from "~/domain/sky/sky";
import { SIGN_SLUGS } from "~/domain/zodiac";

describe("the calendar's events (eventsBetween)", () => {
  const NOVEMBER = [Date.UTC(2026, 10, 1), Date.UTC(2026, 11, 1)] as const;
  const moon = longitude("Moon");

  describe("the void-of-course Moon", () => {
    const found = voids(...NOVEMBER);
    const ingresses = moonIngresses(NOVEMBER[0] - 3 * 86_400_000, NOVEMBER[1] + 3 * 86_400_000);

    it("ends each time the Moon enters a sign, and begins at its last exact major aspect", () => {
      expect(found.length).toBeGreaterThanOrEqual(12);
      for (const v of found) {
        expect(ingresses.map((i) => i.time)).toContain(v.end);
        expect(Date.parse(v.time)).toBeLessThan(Date.parse(v.end));
        const { body, type } = v.lastAspect!;
        const angle = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 }[
          type
        ];
        const t = Date.parse(v.time);
        const gap = Math.abs(signedArc(longitude(body)(t), moon(t)));
        expect(Math.abs(gap - angle), `${v.time} ${type} ${body}`).toBeLessThan(0.01);
      }
    });

    it("sees no major aspect to the Sun through Saturn while void", () => {
      for (const v of found) {
        const [start, end] = [Date.parse(v.time) + 60_000, Date.parse(v.end)];
        for (const body of VOID_BODIES) {
          const other = longitude(body);
          const offsets = [];
          for (let t = start; t < end; t += 10 * 60_000) {
            const gap = Math.abs(signedArc(other(t), moon(t)));
            offsets.push(Math.min(...[0, 60, 90, 120, 180].map((a) => Math.abs(gap - a))));
          }
          // Sampled every ten minutes, the Moon moves under 0.11° between samples.
          expect(Math.min(...offsets), `${v.time} ${body}`).toBeGreaterThan(0.005);
        }
      }
    });
  });

  describe("retrogrades", () => {
    it("finds Mercury's three retrogrades of 2026 on the almanac dates, with their shadows", () => {
      const periods = retrogradePeriods(Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)).filter(
        (p) => p.body === "Mercury",
      );
      expect(
        periods.map((p) => [p.retrograde.time.slice(0, 10), p.direct.time.slice(0, 10)]),
      ).toEqual([
        ["2026-02-26", "2026-03-20"],
        ["2026-06-29", "2026-07-23"],
        ["2026-10-24", "2026-11-13"],
      ]);
      const lon = bestLongitude("Mercury");
      for (const p of periods) {
        const [pre, rx, dx, post] = [
          p.preShadow,
          p.retrograde.time,
          p.direct.time,
          p.postShadow,
        ].map(Date.parse) as [number, number, number, number];
        expect(pre < rx && rx < dx && dx < post).toBe(true);
        // The shadow is the ground retraced: it starts at the direct station's degree and ends
        // back at the retrograde station's.
        expect(Math.abs(signedArc(lon(pre), lon(dx)))).toBeLessThan(0.001);
        expect(Math.abs(signedArc(lon(post), lon(rx)))).toBeLessThan(0.001);
      }
    });

    it("puts each station where the planet's motion turns", () => {
      for (const s of stations(Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1))) {
        const lon = bestLongitude(s.body);
        const t = Date.parse(s.time);
        const [before, after] = [
          signedArc(lon(t - 5 * 86_400_000), lon(t - 4 * 86_400_000)),
          signedArc(lon(t + 4 * 86_400_000), lon(t + 5 * 86_400_000)),
        ];
        expect(before > 0, `${s.body} ${s.time}`).toBe(s.turns === "retrograde");
        expect(after < 0, `${s.body} ${s.time}`).toBe(s.turns === "retrograde");
      }
    });
  });

  describe("eclipses", () => {
    // NASA's Five Millennium Canon (Espenak and Meeus): solar magnitude at greatest eclipse,
    // lunar umbral magnitude (penumbral for a penumbral eclipse).
    const NASA: [string, string, string, number][] = [
      ["2024-03-25", "lunar", "penumbral", 0.956],
      ["2024-04-08", "solar", "total", 1.057],
      ["2024-09-18", "lunar", "partial", 0.085],
      ["2024-10-02", "solar", "annular", 0.933],
      ["2025-03-14", "lunar", "total", 1.178],
      ["2025-03-29", "solar", "partial", 0.938],
      ["2025-09-07", "lunar", "total", 1.362],
      ["2025-09-21", "solar", "partial", 0.855],
      ["2026-02-17", "solar", "annular", 0.963],
      ["2026-03-03", "lunar", "total", 1.151],
      ["2026-08-12", "solar", "total", 1.039],
      ["2026-08-28", "lunar", "partial", 0.93],
      ["2027-02-06", "solar", "annular", 0.928],
      ["2027-08-02", "solar", "total", 1.079],
    ];

    it("finds each eclipse of 2024 to mid-2027 with NASA's kind and magnitude", () => {
      const found = eclipses(Date.UTC(2024, 0, 1), Date.UTC(2027, 7, 10)).filter(
        (e) => e.time < "2027-02-07" || e.body === "solar",
      );
      const ours = found.map((e) => [e.time.slice(0, 10), e.body, e.type]);
      for (const [date, body, type, magnitude] of NASA) {
        expect(ours).toContainEqual([date, body, type]);
        const e = found.find((x) => x.time.startsWith(date))!;
        expect(Math.abs(e.magnitude - magnitude), date).toBeLessThan(0.006);
      }
    });

    it("says where each is seen", () => {
      const found = eclipses(Date.UTC(2024, 3, 1), Date.UTC(2027, 7, 10));
      const on = (date: string) => found.find((e) => e.time.startsWith(date))!.visible;
      expect(on("2024-04-08")).toContain("North America");
      expect(on("2024-04-08")).toMatch(/total eclipse's path crosses near 25\.\d°N 104\.\d°W/);
      expect(on("2026-08-12")).toContain("Europe");
      expect(on("2027-08-02")).toContain("Africa");
      expect(on("2025-09-07")).toMatch(/Asia.*Australia/);
      expect(on("2025-09-07")).not.toContain("North America");
    });
  });

  describe("all events", () => {
    it("lists November 2026 in time order: four lunations, every Moon ingress, a solstice-free month", () => {
      const events = eventsBetween(...NOVEMBER);
      expect(events.map((e) => e.time)).toEqual([...events.map((e) => e.time)].sort());
      expect(events.filter((e) => e.kind === "lunation")).toHaveLength(4);
      expect(events.filter((e) => e.kind === "moon-ingress").length).toBeGreaterThanOrEqual(13);
      expect(events.some((e) => e.kind === "season")).toBe(false);
      expect(events.find((e) => e.kind === "ingress" && e.body === "Sun")).toMatchObject({
        sign: "sagittarius",
        retrograde: false,
      });
    });

    it("has the four turning points of the year", () => {
      const year = seasons(Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
      expect(year.map((s) => [s.name, s.time.slice(0, 10)])).toEqual([
        ["March equinox", "2026-03-20"],
        ["June solstice", "2026-06-21"],
        ["September equinox", "2026-09-23"],
        ["December solstice", "2026-12-21"],
      ]);
    });
  });
});

describe("the readings' events (readingEvents)", () => {
  const ANGLES = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };

  const d = (iso: string): CalendarDate => {
    const [year, month, day] = iso.split("-").map(Number);
    return { year: year!, month: month!, day: day! };
  };

  function headlineOn(iso: string) {
    const date = d(iso);
    return rankDay(date, computeSky(date), readingEvents(date, 1))[0]!;
  }

  const minutesApart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 60_000;

  describe("lunations and eclipses", () => {
    const year = readingEvents(d("2026-01-01"), 365).filter(
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
      const stations = readingEvents(d("2026-01-01"), 365)
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
      expect(computeSky(d("2026-11-14")).stations).toContainEqual({
        body: "Venus",
        turns: "direct",
      });
      expect(lastStation("Venus", d("2026-11-20"), 3)).toBeUndefined();
    });
  });

  describe("exact aspects", () => {
    it("times the Uranus-Pluto trine of 29 November 2026, in sign", () => {
      const trine = readingEvents(d("2026-11-29"), 1).find(
        (e) => e.kind === "aspect" && e.bodies.join() === "Uranus,Pluto",
      );
      expect(trine).toMatchObject({
        type: "trine",
        signs: ["gemini", "aquarius"],
        outOfSign: false,
      });
    });

    it("finds each aspect on one day only, and every one really is exact then", () => {
      const start = d("2027-01-01");
      const seen = new Map<string, string>();
      for (let i = 0; i < 60; i++) {
        const date = addDays(start, i);
        for (const e of readingEvents(date, 1)) {
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
      for (const e of readingEvents(d("2027-01-01"), 365)) {
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
      expect(headlineOn("2026-11-29")).toMatchObject({
        kind: "aspect",
        bodies: ["Uranus", "Pluto"],
      });
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
        const ranked = rankDay(date, computeSky(date), readingEvents(date, 1));
        expect(ranked.at(-1)!.kind).toBe("moon-sign");
        kinds.set(ranked[0]!.kind, (kinds.get(ranked[0]!.kind) ?? 0) + 1);
      }
      expect(kinds.get("lunation")).toBe(25);
      expect(kinds.get("moon-sign")).toBeGreaterThan(0);
    });
  });
});
