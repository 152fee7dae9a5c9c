// The chart query's time zone: a name with no UTC offset is the caller's mistake, a clear
// invalid_tz naming the parameter, never a 500 from deeper down.
import { describe, expect, it } from "vitest";
import { birthChart, parseChartQuery } from "~/lib/birth-chart.server";

const query = (tz: string) => {
  const params = new URLSearchParams({ date: "2000-01-01", time: "12:00", lat: "0", lon: "0", tz });
  return parseChartQuery((name) => params.getAll(name));
};

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
