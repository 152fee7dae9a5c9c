// /api/forecast, /api/progressions and /api/returns through the app: private answers, refusals
// that name their parameter, returns where the Sun or Moon stands within 1″ of its natal
// longitude, and a progressed chart equal to /api/chart's for the day that many days after birth.
import { AstroTime } from "astronomy-engine";
import { describe, expect, it, vi } from "vitest";
import { longitudeAt, signedArc } from "~/domain/sky/ephemeris";
import { natalOf } from "~/read/forecast.server";
import { createApp } from "../app";
import { heavyPool, loaderRun } from "../pool/heavy";
import { natalFrom } from "./natal-param";

const app = createApp({ mode: "production", clientDir: "" });
const BIRTH = "date=1990-07-04&time=15:30&lat=40.7128&lon=-74.006&tz=America/New_York";
const CHART = `chart=${encodeURIComponent(BIRTH)}`;
const BIRTH_UTC = Date.parse("1990-07-04T19:30:00Z");

interface Point {
  name: string;
  longitude: number;
}
interface Moment {
  utc: string;
  local: string;
}
type Answer = Record<string, unknown> & { error: { code: string; message: string } };

async function get(path: string) {
  const response = await app.request(path);
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    body: (await response.json()) as Answer,
  };
}

const arcseconds = (a: number, b: number) => Math.abs(signedArc(a, b)) * 3600;
const at = (iso: string) => new AstroTime(new Date(iso));

describe("/api/forecast", () => {
  it("answers a period's transits with times in UTC and the chart's zone, privately", async () => {
    const { status, cache, body } = await get(
      `/api/forecast?${CHART}&from=2026-03-01&to=2026-05-31`,
    );
    expect(status).toBe(200);
    expect(cache).toBe("private, no-store");
    expect(body).toMatchObject({ from: "2026-03-01", to: "2026-05-31", orb: 1, moon: false });
    const transits = body.transits as { transiting: string; exact: Moment[]; house: number }[];
    expect(transits.length).toBeGreaterThan(50);
    expect(transits.some((t) => t.transiting === "Moon")).toBe(false);
    for (const { utc, local } of transits.flatMap((t) => t.exact)) {
      expect(utc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\dZ$/);
      // New York: four or five hours behind UTC, the same instant.
      const offset = Number(local.slice(-6, -3));
      expect([-4, -5]).toContain(offset);
      expect(Date.parse(`${local.slice(0, 16)}:00${local.slice(-6)}`)).toBe(Date.parse(utc));
    }
    const withMoon = await get(`/api/forecast?${CHART}&from=2026-03-01&to=2026-03-31&moon=1`);
    const moons = (withMoon.body.transits as { transiting: string }[]).filter(
      (t) => t.transiting === "Moon",
    );
    expect(moons.length).toBeGreaterThan(100);
  });

  it("refuses a bad period or chart, naming the parameter", async () => {
    const cases: [string, string][] = [
      [`${CHART}&from=2026-03-01&to=2026-01-01`, "invalid_range"],
      [`${CHART}&from=2026-01-01&to=2027-01-02`, "range_too_long"],
      [`${CHART}&to=2026-01-01`, "missing_from"],
      [`${CHART}&from=2026-13-01&to=2026-12-01`, "invalid_from"],
      [`${CHART}&from=2026-01-01&to=2026-02-01&moon=yes`, "invalid_moon"],
      [`from=2026-01-01&to=2026-02-01`, "missing_chart"],
      [
        `chart=${encodeURIComponent("date=1990-07-04&lat=40")}&from=2026-01-01&to=2026-02-01`,
        "chart_missing_lon",
      ],
    ];
    for (const [query, code] of cases) {
      const { status, body } = await get(`/api/forecast?${query}`);
      expect(status, query).toBe(400);
      expect(body.error.code, query).toBe(code);
    }
    // 366 days is allowed (a leap year's).
    expect((await get(`/api/forecast?${CHART}&from=2028-01-01&to=2028-12-31`)).status).toBe(200);
  });
});

describe("one cache a year-ahead task", () => {
  it("answers the API with what /forecast's loader computed, without the pool", async () => {
    const natal = await natalFrom(BIRTH);
    if ("code" in natal) throw new Error(natal.message);
    const run = vi.spyOn(heavyPool(), "run");
    try {
      // The loader's argument, its keys in another order than the API's.
      const page = await loaderRun("192.0.2.7")("forecast", {
        moon: false,
        to: { day: 30, month: 9, year: 2031 },
        from: { day: 1, month: 9, year: 2031 },
        natal: natalOf(natal.chart),
      });
      expect(run).toHaveBeenCalledTimes(1);
      const api = await app.request(`/api/forecast?${CHART}&from=2031-09-01&to=2031-09-30`);
      expect(api.status).toBe(200);
      expect(await api.text()).toBe(page);
      expect(run).toHaveBeenCalledTimes(1);
      // And the other way round: the API's progressions are the loader's.
      const progressed = await app.request(`/api/progressions?${CHART}&date=2031-09-01`);
      expect(run).toHaveBeenCalledTimes(2);
      const again = await loaderRun("192.0.2.7")("progressed", {
        natal: natalOf(natal.chart),
        date: { year: 2031, month: 9, day: 1 },
        method: "secondary",
      });
      expect(again).toBe(await progressed.text());
      expect(run).toHaveBeenCalledTimes(2);
    } finally {
      run.mockRestore();
    }
  });
});

describe("a birth chart without a time", () => {
  const NOON = `chart=${encodeURIComponent("date=1990-07-04&lat=40.7128&lon=-74.006&tz=America/New_York")}`;

  it("reads no natal Moon, angles or houses, and says how far off the returns may be", async () => {
    const forecast = await get(`/api/forecast?${NOON}&from=2026-01-01&to=2026-03-31`);
    expect(forecast.status).toBe(200);
    const transits = forecast.body.transits as { natal: string; house?: number }[];
    expect(transits.length).toBeGreaterThan(20);
    for (const natal of ["Moon", "Ascendant", "Midheaven"]) {
      expect(transits.some((t) => t.natal === natal)).toBe(false);
    }
    expect(transits.every((t) => t.house === undefined)).toBe(true);
    expect(forecast.body.ingresses).toEqual([]);
    const returns = await get(`/api/returns?${NOON}&kind=lunar&from=2026-01-01`);
    expect(returns.body).toMatchObject({
      timeKnown: false,
      note: expect.stringContaining("unknown"),
    });
    const progressed = await get(`/api/progressions?${NOON}&date=2026-01-01`);
    expect(progressed.status).toBe(200);
    expect(progressed.body.progressed).not.toHaveProperty("houses");
  });
});

describe("/api/progressions", () => {
  it("is /api/chart's chart for the day that many days after birth, with Naibod's Midheaven", async () => {
    const { status, cache, body } = await get(`/api/progressions?${CHART}&date=2026-11-27`);
    expect(status).toBe(200);
    expect(cache).toBe("private, no-store");
    const progressed = body.progressed as { utc: string; points: Point[]; midheaven: string };
    expect(progressed.midheaven).toBe("naibod");
    // Age in tropical years, as days after birth: 36.4 years, so about 36.4 days.
    const days = (Date.parse("2026-11-27T00:00:00Z") - BIRTH_UTC) / (365.24219 * 86_400_000);
    const expected = BIRTH_UTC + days * 86_400_000;
    expect(Math.abs(Date.parse(progressed.utc) - expected)).toBeLessThanOrEqual(30_000);
    const utc = new Date(progressed.utc).toISOString();
    const chart = await get(
      `/api/chart?date=${utc.slice(0, 10)}&time=${utc.slice(11, 16)}&lat=40.7128&lon=-74.006&tz=America/New_York&offset=%2B00:00`,
    );
    const points = (chart.body.chart as { points: Point[] }).points;
    for (const name of ["Sun", "Moon", "Mercury", "Venus", "Mars", "Jupiter", "Pluto"]) {
      const mine = progressed.points.find((p) => p.name === name)!.longitude;
      expect(mine, name).toBe(points.find((p) => p.name === name)!.longitude);
    }
    // Elongation 224.9°: the full phase (180° to 225°), begun in 2022, ending within days.
    const lunation = body.lunation as {
      phase: string;
      elongation: number;
      began: string;
      ends: string;
    };
    expect(lunation.phase).toBe("full");
    expect(lunation.elongation).toBeCloseTo(224.9, 0);
    expect(lunation.began < "2026-11-27" && lunation.ends > "2026-11-27").toBe(true);
    expect(lunation.began).toMatch(/^202[23]-/);
    expect(body.directions).toBeUndefined();
  });

  it("dates the progressed Moon's change of sign to the day", async () => {
    // At 36.4 the progressed Moon is at 2° Aries, moving about 1° a month: it left Pisces.
    const { body } = await get(`/api/progressions?${CHART}&date=2026-06-01`);
    const changes = (body.moon as { changes: { date: string; sign?: string }[] }).changes;
    const aries = changes.find((c) => c.sign === "Aries")!;
    expect(aries.date).toMatch(/^2026-/);
    const signOn = async (date: string) =>
      ((await get(`/api/progressions?${CHART}&date=${date}`)).body.moon as { sign: string }).sign;
    const next = new Date(Date.parse(aries.date) + 86_400_000).toISOString().slice(0, 10);
    expect([await signOn(aries.date), await signOn(next)]).toEqual(["Pisces", "Aries"]);
  });

  it("with method=solar-arc, moves every natal point by the Sun's arc", async () => {
    const { body } = await get(`/api/progressions?${CHART}&date=2026-11-27&method=solar-arc`);
    expect((body.progressed as { midheaven: string }).midheaven).toBe("solar arc");
    const directions = body.directions as { arc: number; points: Point[] };
    const natal = await get(`/api/chart?${BIRTH}`);
    const natalPoints = (natal.body.chart as { points: Point[] }).points;
    for (const name of ["Sun", "Moon", "Midheaven", "Ascendant"]) {
      const moved = directions.points.find((p) => p.name === name)!.longitude;
      const from = natalPoints.find((p) => p.name === name)!.longitude;
      expect(Math.abs(signedArc(from + directions.arc, moved)), name).toBeLessThan(2e-4);
    }
    const mc = (body.progressed as { points: Point[] }).points.find((p) => p.name === "Midheaven")!;
    const natalMc = natalPoints.find((p) => p.name === "Midheaven")!.longitude;
    expect(Math.abs(signedArc(natalMc + directions.arc, mc.longitude))).toBeLessThan(2e-4);
    const bad = await get(`/api/progressions?${CHART}&date=2026-11-27&method=naibod`);
    expect([bad.status, bad.body.error.code]).toEqual([400, "invalid_method"]);
  });
});

describe("/api/returns", () => {
  const natalSun = longitudeAt("Sun", at("1990-07-04T19:30:00Z"));
  const natalMoon = longitudeAt("Moon", at("1990-07-04T19:30:00Z"));

  it("finds the solar return to the second, the Sun within 1″ of natal", async () => {
    const { status, cache, body } = await get(`/api/returns?${CHART}&kind=solar&year=2026`);
    expect([status, cache]).toEqual([200, "private, no-store"]);
    const [first] = body.returns as { moment: Moment; chart: { chart: { utc: string } } }[];
    expect(first!.moment.utc).toMatch(/^2026-07-0[345]T\d\d:\d\d:\d\dZ$/);
    expect(arcseconds(longitudeAt("Sun", at(first!.moment.utc)), natalSun)).toBeLessThan(1);
    expect(first!.chart.chart.utc).toBe(first!.moment.utc.replace("Z", ".000Z"));
  });

  it("finds the next 13 lunar returns, the Moon within 1″ of natal, cast for place=", async () => {
    const { status, body } = await get(
      `/api/returns?${CHART}&kind=lunar&from=2026-11-27&place=2759794`,
    );
    expect(status).toBe(200);
    const returns = body.returns as {
      moment: Moment;
      chart: { input: { timeZone: string; place: { id: number } } };
    }[];
    expect(returns).toHaveLength(13);
    let previous = Date.parse("2026-11-27T00:00:00Z");
    for (const r of returns) {
      expect(arcseconds(longitudeAt("Moon", at(r.moment.utc)), natalMoon)).toBeLessThan(1);
      const time = Date.parse(r.moment.utc);
      expect(time - previous).toBeLessThan(28 * 86_400_000);
      previous = time;
      expect(r.chart.input.timeZone).toBe("Europe/Amsterdam");
      expect(r.chart.input.place.id).toBe(2759794);
    }
  });

  it("refuses a bad kind, year, from or place, naming it", async () => {
    const cases: [string, number, string][] = [
      [`${CHART}&year=2026`, 400, "missing_kind"],
      [`${CHART}&kind=weekly&year=2026`, 400, "invalid_kind"],
      [`${CHART}&kind=solar`, 400, "missing_year"],
      [`${CHART}&kind=solar&year=20x6`, 400, "invalid_year"],
      [`${CHART}&kind=solar&year=2200`, 400, "invalid_year"],
      [`${CHART}&kind=lunar`, 400, "missing_from"],
      [`${CHART}&kind=lunar&from=2026-02-30`, 400, "invalid_from"],
      [`${CHART}&kind=solar&year=2026&place=abc`, 400, "invalid_place"],
      [`${CHART}&kind=solar&year=2026&place=999999999`, 400, "unknown_place"],
    ];
    for (const [query, status, code] of cases) {
      const { status: got, body } = await get(`/api/returns?${query}`);
      expect([got, body.error.code], query).toEqual([status, code]);
    }
  });
});
