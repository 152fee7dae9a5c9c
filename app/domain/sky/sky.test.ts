import { describe, expect, it } from "vitest";
import { addDays, FIRST_DATE, LAST_DATE, toIso } from "~/domain/calendar-date";
import type { CalendarDate } from "~/domain/calendar-date";
import { computeSky } from "~/domain/sky/sky";
import { findAspects, maxOrb } from "~/domain/sky/aspects";
import { BODIES } from "~/domain/sky/types";
import type { Sky } from "~/domain/sky/types";
import { SIGNS, signOfLongitude } from "~/domain/zodiac";
import type { Planet } from "~/domain/zodiac";
import { signForDate } from "../../../tests/support/sign-for-date";

const iso = (text: string): CalendarDate => {
  const [year, month, day] = text.split("-").map(Number) as [number, number, number];
  return { year, month, day };
};
const body = (sky: Sky, name: Planet) => sky.bodies.find((b) => b.name === name)!;

// Two full years, computed once and shared by the checks that need a run of days.
const RUN: Array<{ iso: string; sky: Sky }> = [];
for (let d = iso("2025-01-01"); d.year < 2027; d = addDays(d, 1)) {
  RUN.push({ iso: toIso(d), sky: computeSky(d) });
}
const byIso = new Map(RUN.map((r) => [r.iso, r.sky]));
const skyOn = (text: string) => byIso.get(text) ?? computeSky(iso(text));
const shift = (text: string, days: number) => toIso(addDays(iso(text), days));

describe("computeSky shape", () => {
  it("lists the ten bodies in BODIES order with consistent sign, degree and speed", () => {
    // Collected rather than asserted one by one: 700 days of expect() calls take seconds.
    const problems: string[] = [];
    for (const { iso: day, sky } of RUN) {
      if (sky.bodies.map((b) => b.name).join() !== BODIES.join()) problems.push(`${day} order`);
      for (const b of sky.bodies) {
        const ok =
          b.longitude >= 0 &&
          b.longitude < 360 &&
          b.degree >= 0 &&
          b.degree < 30 &&
          b.sign === signOfLongitude(b.longitude).slug &&
          Math.abs(b.degree - (b.longitude - 30 * SIGNS.findIndex((s) => s.slug === b.sign))) <
            1e-9 &&
          b.retrograde === b.speed < 0;
        if (!ok) problems.push(`${day} ${b.name} ${JSON.stringify(b)}`);
      }
      const sun = body(sky, "Sun").speed;
      const moon = body(sky, "Moon").speed;
      if (sun < 0.94 || sun > 1.03 || moon < 11.5 || moon > 15.5) problems.push(`${day} speeds`);
    }
    expect(problems).toEqual([]);
  });

  it("is deterministic and echoes the date", () => {
    const date = iso("2026-11-21");
    expect(computeSky(date)).toEqual(computeSky({ ...date }));
    expect(computeSky(date).date).toEqual(date);
  });

  it("works at both ends of the supported range", () => {
    const first = computeSky(FIRST_DATE);
    const last = computeSky(LAST_DATE);
    for (const sky of [first, last]) {
      expect(sky.bodies).toHaveLength(10);
      expect(body(sky, "Sun").sign).toBe("capricorn");
      expect(sky.moonPhase.illumination).toBeGreaterThanOrEqual(0);
    }
    // Neptune was in Gemini 1888-1902, Pluto 1882-1914.
    expect(body(first, "Neptune").sign).toBe("gemini");
    expect(body(first, "Pluto").sign).toBe("gemini");
  });

  it("uses geocentric positions: Mercury and Venus stay near the Sun", () => {
    // Greatest elongations are about 28° and 47°; heliocentric longitudes would roam freely.
    for (const { sky } of RUN) {
      const sun = body(sky, "Sun").longitude;
      const away = (name: Planet) => {
        const arc = Math.abs(body(sky, name).longitude - sun) % 360;
        return Math.min(arc, 360 - arc);
      };
      expect(away("Mercury")).toBeLessThan(28.5);
      expect(away("Venus")).toBeLessThan(48);
    }
  });
});

describe("the Sun's sign", () => {
  it("matches the sign table on every day of 2026 but two cusp days", () => {
    // The table's boundaries are fixed while the real ingress drifts by up to a day across
    // years. In 2026 the Sun is already in the next sign at noon UTC on the last table day of
    // Gemini (solstice Jun 21 08:24 UTC) and of Libra (Scorpio ingress Oct 23 ~03:38 UTC).
    const ahead: Record<string, string> = { "2026-06-21": "cancer", "2026-10-23": "scorpio" };
    for (const { iso: day, sky } of RUN.filter((r) => r.iso.startsWith("2026"))) {
      const date = iso(day);
      expect(body(sky, "Sun").sign, day).toBe(ahead[day] ?? signForDate(date.month, date.day).slug);
    }
  });

  it("matches the table mid-sign in every decade 1900-2100", () => {
    for (let year = 1900; year <= 2100; year += 10) {
      for (const sign of SIGNS) {
        const mid = addDays({ year, month: sign.start.month, day: sign.start.day }, 14);
        expect(body(computeSky(mid), "Sun").sign, toIso(mid)).toBe(sign.slug);
      }
    }
  });
});

describe("retrograde Mercury and stations", () => {
  const PERIODS: Array<[string, string]> = [
    ["2025-03-15", "2025-04-07"],
    ["2025-07-18", "2025-08-11"],
    ["2025-11-09", "2025-11-29"],
    ["2026-02-26", "2026-03-20"],
    ["2026-06-29", "2026-07-23"],
    ["2026-10-24", "2026-11-13"],
  ];
  const stationNear = (day: string, turns: "retrograde" | "direct") =>
    [-1, 0, 1].some((offset) =>
      skyOn(shift(day, offset)).stations.some((s) => s.body === "Mercury" && s.turns === turns),
    );

  it.each(PERIODS)("is retrograde from %s to %s and direct either side", (start, end) => {
    const middle = toIso(
      addDays(iso(start), Math.round((Date.parse(end) - Date.parse(start)) / 172_800_000)),
    );
    expect(body(skyOn(middle), "Mercury").retrograde).toBe(true);
    expect(body(skyOn(shift(start, -3)), "Mercury").retrograde).toBe(false);
    expect(body(skyOn(shift(end, 3)), "Mercury").retrograde).toBe(false);
    expect(stationNear(start, "retrograde")).toBe(true);
    expect(stationNear(end, "direct")).toBe(true);
  });

  it("reports each station once, agreeing with the retrograde flags either side", () => {
    const mercury = RUN.flatMap((r) => r.sky.stations.filter((s) => s.body === "Mercury"));
    expect(mercury).toHaveLength(12);
    for (const { iso: day, sky } of RUN) {
      for (const station of sky.stations) {
        expect(["Sun", "Moon"]).not.toContain(station.body);
        const wasRetro = body(skyOn(shift(day, -1)), station.body).retrograde;
        const isRetro = body(skyOn(shift(day, 1)), station.body).retrograde;
        expect([wasRetro, isRetro], `${day} ${station.body}`).toEqual(
          station.turns === "retrograde" ? [false, true] : [true, false],
        );
      }
    }
  });

  it("never calls the Sun or the Moon retrograde", () => {
    for (const { sky } of RUN) {
      expect(body(sky, "Sun").retrograde || body(sky, "Moon").retrograde).toBe(false);
    }
  });
});

describe("the Moon's phase", () => {
  it.each(["2025-01-13", "2025-03-14", "2025-09-07", "2026-03-03", "2026-08-28"])(
    "is full on %s and only that day",
    (day) => {
      expect(skyOn(day).moonPhase.name).toBe("full moon");
      expect(skyOn(day).moonPhase.illumination).toBeGreaterThan(0.99);
      expect(skyOn(shift(day, -1)).moonPhase.name).toBe("waxing gibbous");
      expect(skyOn(shift(day, 1)).moonPhase.name).toBe("waning gibbous");
    },
  );

  it.each(["2025-01-29", "2026-02-17"])("is new on %s and only that day", (day) => {
    expect(skyOn(day).moonPhase.name).toBe("new moon");
    expect(skyOn(day).moonPhase.illumination).toBeLessThan(0.01);
    expect(skyOn(shift(day, -1)).moonPhase.name).toBe("waning crescent");
    expect(skyOn(shift(day, 1)).moonPhase.name).toBe("waxing crescent");
  });

  it("names quarters on their UTC dates", () => {
    expect(skyOn("2025-02-05").moonPhase.name).toBe("first quarter"); // 08:02 UTC
    expect(skyOn("2025-01-21").moonPhase.name).toBe("last quarter"); // 20:31 UTC
  });

  it("counts 12 full and 12 new moons in 2025, and names other days by elongation", () => {
    const in2025 = RUN.filter((r) => r.iso.startsWith("2025")).map((r) => r.sky.moonPhase);
    expect(in2025.filter((p) => p.name === "full moon")).toHaveLength(12);
    expect(in2025.filter((p) => p.name === "new moon")).toHaveLength(12);
    const quadrant = ["waxing crescent", "waxing gibbous", "waning gibbous", "waning crescent"];
    for (const phase of in2025) {
      expect(phase.elongation).toBeGreaterThanOrEqual(0);
      expect(phase.elongation).toBeLessThan(360);
      if (quadrant.includes(phase.name)) {
        expect(phase.name).toBe(quadrant[Math.floor(phase.elongation / 90)]);
      }
    }
  });
});

describe("aspects", () => {
  it("are in orb, recomputable from the longitudes and sorted tightest first", () => {
    const exact = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };
    const problems: string[] = [];
    for (const { iso: day, sky } of RUN) {
      const orbs = sky.aspects.map((a) => a.orb);
      if (orbs.some((orb, i) => i > 0 && orb < orbs[i - 1]!)) problems.push(`${day} unsorted`);
      for (const aspect of sky.aspects) {
        const [a, b] = aspect.bodies;
        const arc = Math.abs(body(sky, a).longitude - body(sky, b).longitude);
        const angle = Math.min(arc, 360 - arc);
        const ok =
          BODIES.indexOf(a) < BODIES.indexOf(b) &&
          Math.abs(aspect.orb - Math.abs(angle - exact[aspect.type])) <= 0.005 &&
          aspect.orb <= maxOrb(aspect.type, a, b);
        if (!ok) problems.push(`${day} ${JSON.stringify(aspect)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(RUN.every((r) => r.sky.aspects.length > 0)).toBe(true);
  });

  it("catches the Saturn-Neptune conjunction of 20 February 2026", () => {
    const found = skyOn("2026-02-20").aspects.find((a) => a.bodies.join() === "Saturn,Neptune");
    expect(found?.type).toBe("conjunction");
    expect(found!.orb).toBeLessThan(1);
  });

  it("applies the orb rules across the 0° point", () => {
    const at = (pairs: Array<[Planet, number]>) =>
      findAspects(pairs.map(([name, longitude]) => ({ name, longitude })));
    expect(
      at([
        ["Sun", 359],
        ["Moon", 6.5],
      ]),
    ).toEqual([{ bodies: ["Sun", "Moon"], type: "conjunction", orb: 7.5 }]);
    expect(
      at([
        ["Mars", 10],
        ["Jupiter", 16.5],
      ]),
    ).toEqual([]); // 6° without a luminary
    expect(
      at([
        ["Sun", 10],
        ["Venus", 74.5],
      ]),
    ).toEqual([]); // sextile orb is 4° even for the Sun
    expect(
      at([
        ["Mars", 100],
        ["Saturn", 283],
      ]).map((a) => a.type),
    ).toEqual(["opposition"]);
  });
});

describe("ingresses", () => {
  const ingressOf = (name: Planet, from: string, to: string) =>
    RUN.flatMap((r) =>
      r.sky.ingresses.filter((i) => i.body === name && i.from === from && i.to === to),
    );

  it("time each Moon ingress inside its date, consistent with the noon sign", () => {
    let moonIngresses = 0;
    for (const { iso: day, sky } of RUN) {
      for (const ingress of sky.ingresses) {
        expect(ingress.time).toMatch(new RegExp(`^${day}T\\d{2}:\\d{2}Z$`));
        expect(ingress.from).not.toBe(ingress.to);
        const noonSign = ingress.time < `${day}T12:00Z` ? ingress.to : ingress.from;
        expect(body(sky, ingress.body).sign, `${ingress.body} ${ingress.time}`).toBe(noonSign);
        if (ingress.body === "Moon") moonIngresses++;
      }
    }
    // About 13.4 sidereal months a year, twelve signs each.
    expect(moonIngresses).toBeGreaterThan(315);
    expect(moonIngresses).toBeLessThan(330);
  });

  it("finds the slow planets' 2025-2026 sign changes on their almanac dates", () => {
    // Only ingresses well away from midnight UTC: a slow planet's ingress hour is sensitive to
    // arcsecond-level model differences, and one near midnight could land on either date.
    const days = (name: Planet, from: string, to: string) =>
      ingressOf(name, from, to).map((i) => i.time.slice(0, 10));
    expect(days("Neptune", "pisces", "aries")).toEqual(["2025-03-30", "2026-01-26"]);
    expect(days("Neptune", "aries", "pisces")).toEqual(["2025-10-22"]);
    expect(days("Saturn", "aries", "pisces")).toEqual(["2025-09-01"]);
    expect(days("Uranus", "taurus", "gemini")[0]).toBe("2025-07-07");
    expect(days("Jupiter", "gemini", "cancer")).toEqual(["2025-06-09"]);
    expect(days("Jupiter", "cancer", "leo")).toEqual(["2026-06-30"]);
  });

  it("follows a retrograde body back over a cusp", () => {
    // Mercury stationed at 9° Aries on 15 March 2025 and slipped back into Pisces at about
    // 02:18 UTC on the 30th (the evening of the 29th in the Americas).
    const back = ingressOf("Mercury", "aries", "pisces");
    expect(back).toHaveLength(1);
    expect(back[0]!.time).toMatch(/^2025-03-30T02:/);
  });
});
