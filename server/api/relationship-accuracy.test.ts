// /api/synastry and /api/composite for couples whose charts /api/chart gets right (the Swiss
// Ephemeris fixtures of app/domain/chart/swiss-ephemeris.test.ts), checked against numbers
// worked out here, apart from the code under test: every aspect from the two charts'
// longitudes and from the reference's, every overlay from the cusps, the composite midpoints,
// and the Davison moment, place and chart. relationship.test.ts holds the API's shape.
import { describe, expect, it } from "vitest";
import REFERENCE from "../../tests/fixtures/swiss-ephemeris-charts.json";
import { createApp } from "../app";

const app = createApp({ mode: "production", clientDir: "" });
type Fixture = (typeof REFERENCE)[number];
const byId = (id: string) => REFERENCE.find((c) => c.id === id)!;
const COUPLES: [Fixture, Fixture][] = [
  [byId("john_lennon_1940"), byId("yoko_ono_1933")],
  [byId("john_lennon_1940"), byId("paul_mccartney_1942")],
  [byId("johnny_depp_1963"), byId("yoko_ono_1933")],
];

interface Point {
  name: string;
  longitude: number;
}
interface Chart {
  chart: { utc: string; points: Point[]; houses?: { cusps: Point[] } };
}
interface Synastry {
  a: Chart;
  b: Chart;
  aspects: { a: string; b: string; type: string; orb: number }[];
  overlays: { aInB: { point: string; house: number }[]; bInA: { point: string; house: number }[] };
}

function query(a: Fixture, b: Fixture, extra = ""): string {
  const side = (prefix: string, c: Fixture) => {
    const [date, time, tz] = c.local.split(" ");
    return { date, time, lat: String(c.latitude), lon: String(c.longitude), tz };
  };
  const params = new URLSearchParams();
  for (const [prefix, c] of [
    ["a", a],
    ["b", b],
  ] as const) {
    for (const [k, v] of Object.entries(side(prefix, c))) params.set(`${prefix}.${k}`, v!);
  }
  return `${params}${extra}`;
}

async function get<T>(path: string): Promise<T> {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const separation = (x: number, y: number) => {
  const d = (((x - y) % 360) + 360) % 360;
  return Math.min(d, 360 - d);
};
const signed = (x: number, y: number) => ((x - y + 540) % 360) - 180;

// The documented orbs (docs/astrology.md), restated.
const ANGLES = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };
function allowed(p: string, q: string, type: keyof typeof ANGLES): number {
  const points = ["True Node", "Ascendant", "Midheaven"];
  if (points.includes(p) || points.includes(q)) return 3;
  const luminary = [p, q].some((n) => n === "Sun" || n === "Moon") ? 2 : 0;
  return (type === "sextile" ? 4 : 6) + luminary;
}

/** The reference's own points: the ten bodies, the true node, and the angles. */
function referencePoints(c: Fixture): Point[] {
  const name = (body: string) => body[0]!.toUpperCase() + body.slice(1);
  return [
    ...Object.entries(c.bodies).map(([body, longitude]) => ({ name: name(body), longitude })),
    { name: "True Node", longitude: c.trueNode },
    { name: "Ascendant", longitude: c.ascendant },
    { name: "Midheaven", longitude: c.midheaven },
  ];
}

/** Every aspect within orb, with the distance of each from its orb's edge. */
function aspectsOf(first: Point[], second: Point[]) {
  const found = new Map<string, { orb: number; edge: number }>();
  for (const p of first) {
    for (const q of second) {
      for (const [type, angle] of Object.entries(ANGLES)) {
        const off = Math.abs(separation(p.longitude, q.longitude) - angle);
        const limit = allowed(p.name, q.name, type as keyof typeof ANGLES);
        found.set(`${p.name} ${type} ${q.name}`, { orb: off, edge: Math.abs(off - limit) });
        if (off > limit) found.delete(`${p.name} ${type} ${q.name}`);
      }
    }
  }
  return found;
}

/** The house a longitude falls in: the cusp it follows most closely along the zodiac. */
function houseFrom(longitude: number, cusps: number[]): number {
  const ahead = (from: number, to: number) => (((to - from) % 360) + 360) % 360;
  return cusps.findIndex((c, i) => ahead(c, longitude) < ahead(c, cusps[(i + 1) % 12]!)) + 1;
}

const lon = (chart: Chart, name: string) =>
  chart.chart.points.find((p) => p.name === name)!.longitude;

describe.each(COUPLES.map(([a, b]) => ({ name: `${a.id} and ${b.id}`, a, b })))(
  "$name",
  ({ a, b }) => {
    it(`every aspect agrees with the two charts and with the Swiss Ephemeris`, async () => {
      const body = await get<Synastry>(`/api/synastry?${query(a, b)}`);
      expect([body.a.chart.utc, body.b.chart.utc]).toEqual(
        [a.utc, b.utc].map((u) => new Date(u).toISOString()),
      );
      // From the answer's own longitudes: the same list, each orb to the hundredth.
      const ours = aspectsOf(
        body.a.chart.points.filter((p) => referencePoints(a).some((r) => r.name === p.name)),
        body.b.chart.points.filter((p) => referencePoints(b).some((r) => r.name === p.name)),
      );
      const listed = new Map(body.aspects.map((x) => [`${x.a} ${x.type} ${x.b}`, x.orb]));
      expect([...listed.keys()].sort()).toEqual([...ours.keys()].sort());
      for (const [key, orb] of listed)
        expect(Math.abs(orb - ours.get(key)!.orb), key).toBeLessThan(0.006);
      // From the reference's longitudes: the same aspects but for any within 0.05° of its orb's
      // edge, each orb within a few arc-minutes' worth of the two programs' difference.
      const theirs = aspectsOf(referencePoints(a), referencePoints(b));
      const clear = (m: Map<string, { edge: number }>) =>
        [...m].filter(([, v]) => v.edge > 0.05).map(([k]) => k);
      for (const key of clear(theirs)) expect(listed.has(key), `missing ${key}`).toBe(true);
      for (const key of clear(ours)) expect(theirs.has(key), `extra ${key}`).toBe(true);
      for (const [key, orb] of listed) {
        if (theirs.has(key)) expect(Math.abs(orb - theirs.get(key)!.orb), key).toBeLessThan(0.04);
      }
      expect(listed.size).toBeGreaterThan(10);
    });

    it(`every overlay sits between the right cusps`, async () => {
      const body = await get<Synastry>(`/api/synastry?${query(a, b)}`);
      for (const [guest, host, list, ref] of [
        [body.a, body.b, body.overlays.aInB, [a, b]],
        [body.b, body.a, body.overlays.bInA, [b, a]],
      ] as const) {
        const cusps = host.chart.houses!.cusps.map((c) => c.longitude);
        const refCusps = ref[1].placidus;
        const refPoints = referencePoints(ref[0]);
        expect(list.map((o) => o.point).sort()).toEqual(
          [...refPoints.slice(0, 10).map((p) => p.name), "True Node"].sort(),
        );
        for (const { point, house } of list) {
          expect(house, point).toBe(houseFrom(lon(guest, point), cusps));
          const longitude = refPoints.find((p) => p.name === point)!.longitude;
          const nearCusp = refCusps.some((c) => Math.abs(signed(longitude, c)) < 0.05);
          if (!nearCusp)
            expect(house, `${point} by the reference`).toBe(houseFrom(longitude, refCusps));
        }
      }
    });

    it(`the composite puts each point at the midpoint, and the Davison chart is /api/chart's`, async () => {
      const mid = await get<{ chart: { points: Point[]; houses: { cusps: Point[] } } }>(
        `/api/composite?${query(a, b)}`,
      );
      const halfway = (x: number, y: number) => {
        const d = signed(y, x);
        return (((x + d / 2) % 360) + 360) % 360;
      };
      const refs = [referencePoints(a), referencePoints(b)];
      for (const point of mid.chart.points.filter((p) => p.name !== "Ascendant")) {
        const [x, y] = refs.map((r) => r.find((p) => p.name === point.name)?.longitude);
        if (x === undefined || y === undefined) continue;
        expect(Math.abs(signed(point.longitude, halfway(x, y))), point.name).toBeLessThan(1 / 60);
      }
      const mc = mid.chart.points.find((p) => p.name === "Midheaven")!.longitude;
      expect(Math.abs(signed(mc, halfway(a.midheaven, b.midheaven)))).toBeLessThan(1 / 60);
      expect(Math.abs(signed(mid.chart.houses.cusps[9]!.longitude, mc))).toBeLessThan(0.01);
      const asc = mid.chart.points.find((p) => p.name === "Ascendant")!.longitude;
      expect(Math.abs(signed(mid.chart.houses.cusps[0]!.longitude, asc))).toBeLessThan(0.01);

      const davison = await get<{
        davison: { utc: string; latitude: number; longitude: number; chartQuery: string };
        chart: unknown;
      }>(`/api/composite?${query(a, b, "&method=davison")}`);
      const half = (Date.parse(a.utc) + Date.parse(b.utc)) / 2;
      expect(davison.davison.utc).toBe(new Date(Math.round(half / 60_000) * 60_000).toISOString());
      // Halfway on the great circle: as far from one birthplace as from the other, on the way.
      const km = (p: { latitude: number; longitude: number }, q: typeof p) => {
        const r = Math.PI / 180;
        const h =
          Math.sin(((q.latitude - p.latitude) * r) / 2) ** 2 +
          Math.cos(p.latitude * r) *
            Math.cos(q.latitude * r) *
            Math.sin(((q.longitude - p.longitude) * r) / 2) ** 2;
        return 2 * 6371 * Math.asin(Math.sqrt(h));
      };
      const place = davison.davison;
      expect(Math.abs(km(a, place) - km(b, place))).toBeLessThan(1);
      expect(Math.abs(km(a, place) + km(place, b) - km(a, b))).toBeLessThan(1);
      expect(davison.chart).toEqual(await get(`/api/chart?${place.chartQuery}`));
    });
  },
);
