// The chart behind /api/chart and /chart: a zone with no UTC offset is the caller's mistake (a
// clear invalid_tz naming the parameter, never a 500 from deeper down), and with an unknown
// birth time the Moon's range is the birthplace's own day (Tokyo's 4 July 1990 began at 15:00
// UTC on the 3rd), not the UTC day.
import { describe, expect, it } from "vitest";
import { bodiesAt } from "~/domain/chart/points";
import { birthChart, parseChartQuery } from "~/read/birth-chart.server";

const query = (tz: string) => {
  const params = new URLSearchParams({ date: "2000-01-01", time: "12:00", lat: "0", lon: "0", tz });
  return parseChartQuery((name) => params.getAll(name));
};

async function chartFor(params: Record<string, string>) {
  const search = new URLSearchParams(params);
  const parsed = parseChartQuery((name) => search.getAll(name));
  if ("code" in parsed) throw new Error(parsed.message);
  const answer = await birthChart(parsed);
  if ("code" in answer) throw new Error(answer.message);
  return answer.chart;
}

const moonAt = (iso: string) => bodiesAt(new Date(iso)).find((b) => b.name === "Moon")!.longitude;

describe("the tz parameter", () => {
  it("refuses Factory, tz's zone without an offset, naming the parameter", () => {
    expect(query("Factory")).toMatchObject({
      code: "invalid_tz",
      message: expect.stringMatching(/^The tz parameter "Factory" names a zone with no UTC offset/),
    });
  });

  it("refuses names that are only the table's object keys", () => {
    for (const tz of ["constructor", "__proto__", "toString"]) {
      expect(query(tz), tz).toMatchObject({ code: "invalid_tz" });
    }
  });

  it("casts with an old name, and says which tz release gave the offset", async () => {
    const parsed = query("Asia/Calcutta");
    if ("code" in parsed) throw new Error(parsed.message);
    const chart = await birthChart(parsed);
    if ("code" in chart) throw new Error(chart.message);
    expect(chart.offset).toMatchObject({ utcOffset: "+05:30", reason: "standard time" });
    expect(chart.offset.basis).toMatch(/^tz \d{4}[a-z]: Asia\/Kolkata, IST$/);
  });
});

describe("the Moon's range for an unknown time", () => {
  it("runs over Tokyo's local day, midnight to midnight JST", async () => {
    const chart = await chartFor({
      date: "1990-07-04",
      lat: "35.6895",
      lon: "139.6917",
      tz: "Asia/Tokyo",
    });
    expect(chart.moonRange!.from.longitude).toBeCloseTo(moonAt("1990-07-03T15:00:00Z"), 3);
    expect(chart.moonRange!.to.longitude).toBeCloseTo(moonAt("1990-07-04T15:00:00Z"), 3);
  });

  it("runs over the given offset's day when an offset is named", async () => {
    const chart = await chartFor({
      date: "1990-07-04",
      lat: "40.71",
      lon: "-74.01",
      tz: "America/New_York",
      offset: "-05:00",
    });
    expect(chart.moonRange!.from.longitude).toBeCloseTo(moonAt("1990-07-04T05:00:00Z"), 3);
  });
});

describe("patterns, shape, dignities, balance and ruler", () => {
  it("come with Einstein's chart (Ulm, 11:30 local mean time), and the ruler is null without a time", async () => {
    const search = new URLSearchParams({
      date: "1879-03-14",
      time: "11:30",
      lat: "48.4",
      lon: "9.9833",
      tz: "Europe/Berlin",
    });
    const parsed = parseChartQuery((name) => search.getAll(name));
    if ("code" in parsed) throw new Error(parsed.message);
    const answer = await birthChart(parsed);
    if ("code" in answer) throw new Error(answer.message);
    expect(answer.ruler).toEqual({ ascendant: "Cancer", planet: "Moon" });
    const saturn = answer.dignities.planets.find((p) => p.name === "Saturn")!;
    expect(saturn.dignities).toEqual(["fall"]);
    expect(answer.balance.hemispheres).not.toBeNull();
    expect(Array.isArray(answer.patterns)).toBe(true);
    expect(answer.shape.type).toMatch(/^(bundle|bowl|bucket|locomotive|seesaw|splash|splay)$/);
    search.delete("time");
    const noon = parseChartQuery((name) => search.getAll(name));
    if ("code" in noon) throw new Error(noon.message);
    const untimed = await birthChart(noon);
    if ("code" in untimed) throw new Error(untimed.message);
    expect(untimed.ruler).toBeNull();
    expect(untimed.balance.hemispheres).toBeNull();
  });
});
