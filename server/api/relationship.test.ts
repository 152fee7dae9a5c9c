// /api/synastry and /api/composite through the app: each side is /api/chart's own answer, the
// aspects and overlays agree with those two charts, a refusal names its side, and the Davison
// chart is /api/chart's answer for the moment and place it names.
import { describe, expect, it } from "vitest";
import { createApp } from "../app";

const app = createApp({ mode: "production", clientDir: "" });
const A = {
  date: "1985-03-02",
  time: "09:40",
  lat: "52.374",
  lon: "4.8897",
  tz: "Europe/Amsterdam",
};
const B = {
  date: "1988-10-19",
  time: "18:15",
  lat: "40.7128",
  lon: "-74.006",
  tz: "America/New_York",
};

const both = (extra: Record<string, string> = {}, a = A, b = B) =>
  new URLSearchParams({
    ...Object.fromEntries(Object.entries(a).map(([k, v]) => [`a.${k}`, v])),
    ...Object.fromEntries(Object.entries(b).map(([k, v]) => [`b.${k}`, v])),
    ...extra,
  });

interface Side {
  chart: { points: { name: string; longitude: number }[]; utc: string };
}
interface Answer {
  error: { code: string; message: string };
  a: Side;
  b: Side;
  aspects: { a: string; b: string; type: string; orb: number }[];
  overlays: { aInB: unknown[]; bInA: unknown[] };
  method: string;
  chart: Side & { houses: { cusps: unknown[] } };
  davison: { utc: string; chartQuery: string };
}

async function get(path: string) {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as Answer };
}

describe("/api/synastry", () => {
  it("answers both charts exactly as /api/chart does, with aspects and overlays from them", async () => {
    const { status, body } = await get(`/api/synastry?${both()}`);
    expect(status).toBe(200);
    expect(body.a).toEqual((await get(`/api/chart?${new URLSearchParams(A)}`)).body);
    expect(body.b).toEqual((await get(`/api/chart?${new URLSearchParams(B)}`)).body);
    const lon = (side: Side, name: string) =>
      side.chart.points.find((p) => p.name === name)!.longitude;
    const angles: Record<string, number> = {
      conjunction: 0,
      sextile: 60,
      square: 90,
      trine: 120,
      opposition: 180,
    };
    expect(body.aspects.length).toBeGreaterThan(5);
    for (const x of body.aspects) {
      const d = Math.abs(lon(body.a, x.a) - lon(body.b, x.b)) % 360;
      expect(Math.abs(Math.min(d, 360 - d) - angles[x.type]!)).toBeCloseTo(x.orb, 1);
    }
    expect(body.overlays.aInB.length).toBeGreaterThan(10);
    expect(body.overlays.bInA.length).toBeGreaterThan(10);
  });

  it("names the side of a bad parameter, and overlays nothing into an untimed chart", async () => {
    const bad = await get(`/api/synastry?${both({ "b.date": "1988-13-01" })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("invalid_date");
    expect(bad.body.error.message).toMatch(/^The b\.date parameter "1988-13-01"/);
    const missing = await get(`/api/synastry?${both({}, A, { ...B, tz: "" })}`);
    expect(missing.body.error.message).toMatch(/^The b\.tz parameter is required/);
    const untimed = { ...B, time: "" };
    const { body } = await get(`/api/synastry?${both({}, A, untimed)}`);
    expect(body.overlays.aInB).toEqual([]);
    expect(body.overlays.bInA.length).toBeGreaterThan(10);
  });
});

describe("/api/composite", () => {
  it("gives midpoints by default, and refuses an unknown method", async () => {
    const { status, body } = await get(`/api/composite?${both()}`);
    expect(status).toBe(200);
    expect(body.method).toBe("midpoint");
    expect(body.chart.houses.cusps).toHaveLength(12);
    const bad = await get(`/api/composite?${both({ method: "mean" })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("invalid_method");
  });

  it("casts the Davison chart as /api/chart does for the moment and place it names", async () => {
    const { body } = await get(`/api/composite?${both({ method: "davison" })}`);
    expect(body.davison.utc).toBe("1986-12-26T03:28:00.000Z");
    const chart = await get(`/api/chart?${body.davison.chartQuery}`);
    expect(chart.status).toBe(200);
    expect(body.chart).toEqual(chart.body);
    expect((body.chart as unknown as { chart: { utc: string } }).chart.utc).toBe(
      "1986-12-26T03:28:00.000Z",
    );
  });
});
