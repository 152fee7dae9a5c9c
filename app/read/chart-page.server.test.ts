import { describe, expect, it } from "vitest";
import { chartPage, shareQuery } from "~/read/chart-page.server";

describe("a chart's share query", () => {
  it("keeps what the chart is cast from, and drops the name, the typed place and the rest", async () => {
    const page = new URLSearchParams(
      "name=Ada&date=1990-07-04&time=15%3A30&where=New+York&place=5128581&houses=koch&utm_source=x",
    );
    const shared = shareQuery(page);
    expect(shared).toBe("date=1990-07-04&time=15%3A30&place=5128581&houses=koch");
    const [full, drawn] = await Promise.all([
      chartPage(page),
      chartPage(new URLSearchParams(shared)),
    ]);
    if (full.kind !== "chart" || drawn.kind !== "chart") throw new Error("not cast");
    expect(drawn.birth.chart).toEqual(full.birth.chart);
  });

  it("keeps a chosen offset and an unknown time", () => {
    const page = new URLSearchParams(
      "name=Ben&date=1988-03-27&unknown=on&place=2759794&houses=placidus&offset=%2B01%3A00",
    );
    expect(shareQuery(page)).toBe(
      "date=1988-03-27&unknown=on&place=2759794&houses=placidus&offset=%2B01%3A00",
    );
  });

  it("keeps a sidereal chart sidereal, with its ayanamsa", async () => {
    const page = new URLSearchParams(
      "name=Cy&date=1990-07-04&time=15%3A30&place=5128581&houses=whole-sign&zodiac=sidereal&ayanamsa=raman",
    );
    const shared = shareQuery(page);
    expect(shared).toBe(
      "date=1990-07-04&time=15%3A30&place=5128581&houses=whole-sign&zodiac=sidereal&ayanamsa=raman",
    );
    const [full, drawn] = await Promise.all([
      chartPage(page, true),
      chartPage(new URLSearchParams(shared), true),
    ]);
    if (full.kind !== "chart" || drawn.kind !== "chart") throw new Error("not cast");
    expect(drawn.birth.chart).toEqual(full.birth.chart);
  });
});

describe("the chart form's text", () => {
  it("refuses a name or birthplace with a hidden character, which the page would show", async () => {
    const page = await chartPage(
      new URLSearchParams({
        name: "Ada\u202eecalevoL",
        date: "1990-07-04",
        time: "15:30",
        where: "New\u0007York",
        place: "5128581",
      }),
    );
    if (page.kind !== "form") throw new Error(`cast a ${page.kind}`);
    expect(page.errors).toEqual([
      {
        field: "name",
        message: "The name cannot contain the invisible text-direction character U+202E.",
      },
      { field: "where", message: "The birthplace cannot contain control characters." },
    ]);
  });
});
