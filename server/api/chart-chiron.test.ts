// /api/chart's Chiron: a point with speed, retrograde, sign and house, as the Swiss Ephemeris
// places it (Einstein, 5°33' Taurus in the 11th house, kerykeion's published chart), shifted
// like the rest in the sidereal zodiac, and absent from the aspects and patterns.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ChartAnswer } from "./chart";
import { createApp } from "../app";

const app = createApp({ mode: "production", clientDir: "" });
type Answer = z.output<typeof ChartAnswer>;

// Ulm, 14 March 1879, 11:30 local mean time (+00:53:28 for 9°59'15" E): 10:36:32 UTC.
const EINSTEIN = "date=1879-03-14&time=11:30&lat=48.4011&lon=9.9876&tz=Europe/Berlin";

async function chart(query: string) {
  const response = await app.request(`/api/chart?${query}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as Answer;
  expect(ChartAnswer.safeParse(body).error?.issues ?? []).toEqual([]);
  return body;
}

describe("/api/chart's Chiron", () => {
  it("is a point with its speed, motion, sign, degree and house", async () => {
    const body = await chart(EINSTEIN);
    const chiron = body.chart.points.find((p) => p.name === "Chiron")!;
    // The Swiss Ephemeris: 35.5442° (5°32.7' Taurus), direct at 0.0525° a day, 11th house.
    expect(chiron).toMatchObject({ sign: "Taurus", degree: 5, retrograde: false, house: 11 });
    expect(Math.abs(chiron.longitude - 35.5442)).toBeLessThan(1 / 60);
    expect(Math.abs(chiron.speed! - 0.0525)).toBeLessThan(0.001);
    expect(body.chart.aspects.some((a) => a.between.includes("Chiron"))).toBe(false);
    expect(body.patterns?.some((p) => p.members.includes("Chiron")) ?? false).toBe(false);
  });

  it("is retrograde when it moves backwards, and has no house without a birth time", async () => {
    const body = await chart("date=2024-10-01&lat=51.5&lon=-0.12&tz=Europe/London");
    const chiron = body.chart.points.find((p) => p.name === "Chiron")!;
    expect(chiron.retrograde).toBe(true);
    expect(chiron.speed).toBeLessThan(0);
    expect(chiron.sign).toBe("Aries");
    expect(chiron.house).toBeUndefined();
  });

  it("shifts by the ayanamsa in the sidereal zodiac", async () => {
    const tropical = await chart(EINSTEIN);
    const sidereal = await chart(`${EINSTEIN}&zodiac=sidereal`);
    const at = (b: Answer) => b.chart.points.find((p) => p.name === "Chiron")!.longitude;
    const shift = (at(tropical) - at(sidereal) + 360) % 360;
    expect(Math.abs(shift - sidereal.ayanamsa!.degrees)).toBeLessThan(0.0002);
  });
});
