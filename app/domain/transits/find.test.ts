// A member's transits against an independent computation (astronomia: Meeus's Moon and the full
// VSOP87 planets, its own ΔT): each exact contact of the Moon, Sun, Mercury, Venus and Mars
// within 2 minutes; and the day's list against the definition of an orb.
import { describe, expect, it } from "vitest";
import { castChart } from "~/domain/chart/chart";
import { exactBetween, mostImportant, ORB, transitsBetween, weight } from "~/domain/transits/find";
import { SkyTable } from "~/domain/transits/table";
import { signedArc } from "~/domain/sky/ephemeris";
import type { Planet } from "~/domain/zodiac";
import { bodyLongitude, crossingNear, moonLongitude } from "../../../tests/support/astronomia";

const DAY = 86_400_000;
// New York, 4 July 1990, 15:30 EDT.
const chart = castChart({
  utc: new Date(Date.UTC(1990, 6, 4, 19, 30)),
  latitude: 40.71,
  longitude: -74.01,
  timeKnown: true,
});
const natal = Object.fromEntries(
  chart.points
    .filter(
      (p) => !["True Node", "Mean Node", "Lilith", "Vertex", "Part of Fortune"].includes(p.name),
    )
    .map((p) => [p.name, p.longitude]),
);
const ANGLE = {
  conjunction: 0,
  sextile: 60,
  square: 90,
  trine: 120,
  quincunx: 150,
  opposition: 180,
};

describe("transits against astronomia", () => {
  for (const [year, month] of [
    [1955, 3],
    [2026, 11],
    [2090, 7],
  ] as const) {
    it(`${year}-${month}: every exact contact of the Moon to Mars within 2 minutes`, () => {
      const from = Date.UTC(year, month - 1, 1);
      const table = new SkyTable(from, from + 10 * DAY);
      const exact = exactBetween(table, natal, from, from + 10 * DAY);
      const moon = transitsBetween(table, natal, from, from + 2 * DAY).flatMap((t) =>
        t.transiting === "Moon"
          ? t.exact.map((time) => ({
              time,
              transiting: "Moon" as Planet,
              natal: t.natal,
              aspect: t.aspect,
            }))
          : [],
      );
      const fast = [...exact, ...moon].filter((e) =>
        ["Moon", "Sun", "Mercury", "Venus", "Mars"].includes(e.transiting),
      );
      expect(fast.length).toBeGreaterThan(10);
      const worst = fast.map((e) => {
        const theirs =
          e.transiting === "Moon" ? moonLongitude : bodyLongitude(e.transiting as "Sun");
        const angle = ANGLE[e.aspect];
        const at = natal[e.natal]!;
        const ours = Date.parse(e.time);
        // The side of the aspect the planet is on at our time: the nearer of the two targets.
        const targets = [at + angle, at - angle];
        const target = targets.reduce((best, t) =>
          Math.abs(signedArc(t, theirs(ours))) < Math.abs(signedArc(best, theirs(ours))) ? t : best,
        );
        const time = crossingNear(theirs, ((target % 360) + 360) % 360, ours, 2 * 3_600_000);
        return { e, minutes: Math.abs(time - ours) / 60_000 };
      });
      const over = worst.filter((w) => !(w.minutes <= 2));
      expect(
        over.map((w) => `${w.e.transiting} ${w.e.aspect} ${w.e.natal} ${w.e.time}: ${w.minutes}`),
      ).toEqual([]);
    });
  }
});

describe("the day's transits", () => {
  const from = Date.UTC(2026, 10, 25);
  const table = new SkyTable(from, from + DAY);
  const day = transitsBetween(
    table,
    natal,
    from,
    from + DAY,
    chart.houses!.cusps.map((c) => c.longitude),
  );

  it("lists each contact in orb during the day, with its orb's edges and its exact moments", () => {
    expect(day.length).toBeGreaterThan(3);
    for (const t of day) {
      const at = natal[t.natal]!;
      const angle = ANGLE[t.aspect];
      const off = (time: number) => {
        const lon = table.longitude(t.transiting, time);
        return Math.min(Math.abs(signedArc(at + angle, lon)), Math.abs(signedArc(at - angle, lon)));
      };
      const [begins, ends] = [Date.parse(t.begins), Date.parse(t.ends)];
      expect(begins).toBeLessThan(from + DAY);
      expect(ends).toBeGreaterThan(from);
      // At its edges a contact is 1° from exact, give or take a minute's motion.
      expect(Math.abs(off(begins) - ORB)).toBeLessThan(0.02);
      expect(Math.abs(off(ends) - ORB)).toBeLessThan(0.02);
      // Exact to the minute: the Moon moves 0.01° a minute.
      for (const exact of t.exact) expect(off(Date.parse(exact))).toBeLessThan(0.02);
      expect(t.house).toBeGreaterThanOrEqual(1);
    }
  });

  it("ranks the day's three by weight, none left out weighing more", () => {
    const top = mostImportant(day);
    expect(top).toHaveLength(3);
    const weights = top.map(weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    for (const t of day.filter((x) => !top.includes(x))) {
      expect(weight(t)).toBeLessThanOrEqual(weights[2]!);
    }
  });
});
