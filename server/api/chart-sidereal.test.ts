// /api/chart in the sidereal zodiac: every longitude less the ayanamsa it echoes, whole-sign
// houses by default, the Moon's nakshatra, and a 400 naming a bad zodiac or ayanamsa.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ChartAnswer } from "./chart";
import { createApp } from "../app";

const app = createApp({ mode: "production", clientDir: "" });
type Answer = z.output<typeof ChartAnswer> & { error: { code: string; message: string } };

const BIRTH = "date=1985-03-02&time=09:40&lat=28.6139&lon=77.209&tz=Asia/Kolkata";

async function chart(query: string) {
  const response = await app.request(`/api/chart?${BIRTH}&${query}`);
  return { status: response.status, body: (await response.json()) as Answer };
}

const gap = (a: number, b: number) => {
  const d = (((a - b) % 360) + 360) % 360;
  return Math.min(d, 360 - d);
};

describe("/api/chart?zodiac=sidereal", () => {
  it("shifts every longitude by the ayanamsa it echoes, with whole-sign houses by default", async () => {
    const tropical = await chart("zodiac=tropical");
    const sidereal = await chart("zodiac=sidereal");
    expect(sidereal.status).toBe(200);
    expect(ChartAnswer.safeParse(sidereal.body).error?.issues ?? []).toEqual([]);
    expect(tropical.body.input).toMatchObject({ zodiac: "tropical", houses: "placidus" });
    expect(tropical.body.ayanamsa).toBeUndefined();
    expect(sidereal.body.input).toMatchObject({
      zodiac: "sidereal",
      ayanamsa: "lahiri",
      houses: "whole-sign",
    });
    const shift = sidereal.body.ayanamsa!.degrees;
    expect(sidereal.body.ayanamsa!.name).toBe("lahiri");
    // Lahiri in 1985: about 23°39'.
    expect(shift).toBeGreaterThan(23.6);
    expect(shift).toBeLessThan(23.7);
    for (const [i, point] of tropical.body.chart.points.entries()) {
      const other = sidereal.body.chart.points[i]!;
      expect(other.name).toBe(point.name);
      expect(gap(other.longitude, point.longitude - shift)).toBeLessThan(2e-4);
    }
    const cusps = sidereal.body.chart.houses!.cusps.map((c) => c.longitude);
    expect(cusps.every((c) => c % 30 === 0)).toBe(true);
    const moon = sidereal.body.chart.points.find((p) => p.name === "Moon")!;
    const pada = Math.floor(moon.longitude / (10 / 3));
    expect(sidereal.body.nakshatra).toMatchObject({
      number: Math.floor(pada / 4) + 1,
      pada: (pada % 4) + 1,
    });
  });

  it("takes another ayanamsa, and an explicit house system wins", async () => {
    const { status, body } = await chart("zodiac=sidereal&ayanamsa=fagan-bradley&houses=placidus");
    expect(status).toBe(200);
    expect(body.input).toMatchObject({ ayanamsa: "fagan-bradley", houses: "placidus" });
    expect(body.ayanamsa!.degrees).toBeGreaterThan(24.5);
  });

  it("refuses a bad zodiac or ayanamsa with a 400 naming it", async () => {
    for (const [query, code, name] of [
      ["zodiac=vedic", "invalid_zodiac", "zodiac"],
      ["zodiac=sidereal&ayanamsa=krishnamurti", "invalid_ayanamsa", "ayanamsa"],
    ]) {
      const { status, body } = await chart(query!);
      expect(status, query).toBe(400);
      expect(body.error.code).toBe(code);
      expect(body.error.message).toContain(`The ${name} parameter`);
    }
  });
});
