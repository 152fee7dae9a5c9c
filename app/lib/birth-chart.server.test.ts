// The chart behind /api/chart and /chart: with an unknown birth time, the Moon's range is the
// birthplace's own day (Tokyo's 4 July 1990 began at 15:00 UTC on the 3rd), not the UTC day.
import { describe, expect, it } from "vitest";
import { bodiesAt } from "~/domain/chart/points";
import { birthChart, parseChartQuery } from "~/lib/birth-chart.server";

async function chartFor(params: Record<string, string>) {
  const search = new URLSearchParams(params);
  const query = parseChartQuery((name) => search.getAll(name));
  if ("code" in query) throw new Error(query.message);
  const answer = await birthChart(query);
  if ("code" in answer) throw new Error(answer.message);
  return answer.chart;
}

const moonAt = (iso: string) => bodiesAt(new Date(iso)).find((b) => b.name === "Moon")!.longitude;

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
