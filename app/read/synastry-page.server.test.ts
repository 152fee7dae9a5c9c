// The /synastry page's reading of its query: each side as /chart reads its own, problems named
// by side and field, the links that settle a town keep the other side, and a result made by
// the API's own functions.
import { describe, expect, it } from "vitest";
import { shareCodec } from "~/lib/share-code.server";
import { synastry, twoCharts } from "~/read/relationship.server";
import { synastryPage } from "~/read/synastry-page.server";

const A = "a.name=Ada&a.date=1990-07-04&a.time=15%3A30&a.place=5128581&a.houses=placidus";
const B = "b.name=Ben&b.date=1988-03-12&b.time=08%3A10&b.place=2759794&b.houses=placidus";
const page = (query: string) => synastryPage(new URLSearchParams(query));

describe("the synastry page", () => {
  it("shows the empty forms for no query", async () => {
    const empty = await page("");
    expect(empty.kind).toBe("form");
    expect(empty.sides.a.errors).toEqual([]);
    expect(empty.sides.b.errors).toEqual([]);
  });

  it("reads both births as the API does, and shares them without the names", async () => {
    const result = await page(`${A}&${B}`);
    if (result.kind !== "result") throw new Error(`not cast: ${JSON.stringify(result.sides)}`);
    expect(result.names).toEqual(["Ada", "Ben"]);
    const api = new URLSearchParams(`${A}&${B}`);
    const pair = await twoCharts((name) => api.getAll(name));
    if ("code" in pair) throw new Error(pair.message);
    expect(result.synastry.aspects).toEqual(synastry(pair).aspects);
    expect(result.synastry.overlays).toEqual(synastry(pair).overlays);
    const shared = shareCodec().decode(result.shareCode);
    expect(shared).not.toMatch(/name|where|Ada|Ben/);
    expect(shared).toContain("a.date=1990-07-04");
    // The typed town is only the place's text: the code leaves it out too.
    const typed = await page(`${A}&a.where=New+York&${B}`);
    if (typed.kind !== "result") throw new Error("not cast");
    expect(typed.shareCode).toBe(result.shareCode);
    // The composites are cast for their own view only.
    expect(result.composites).toBeUndefined();
    const composite = await page(`${A}&${B}&tab=composite`);
    if (composite.kind !== "result") throw new Error("not cast");
    expect(composite.composites!.davison.davison.utc.slice(0, 4)).toBe("1989");
  });

  it("names each problem's side and field, and leaves the other side alone", async () => {
    const wrong = await page(`${A}&b.date=&b.time=&b.where=`);
    expect(wrong.kind).toBe("form");
    expect(wrong.sides.a.errors).toEqual([]);
    expect(wrong.sides.b.errors.map((e) => e.field)).toEqual(["date", "time", "where"]);
    const twice = await page(`${A}&a.date=1991-01-01&${B}`);
    expect(twice.sides.a.errors).toEqual([{ field: "date", message: "Give the date once." }]);
    expect(twice.sides.b.errors).toEqual([]);
    const badTime = await page(`${A}&${B.replace("08%3A10", "25%3A00")}`);
    expect(badTime.sides.b.errors.map((e) => e.field)).toEqual(["time"]);
  });

  it("offers the towns of a typed name as links that keep the other person", async () => {
    const choose = await page(`${A}&${B.replace("b.place=2759794", "b.where=paris")}`);
    expect(choose.kind).toBe("form");
    const links = choose.sides.b.choices!.links;
    expect(links.map((l) => l.label)).toContain("Paris, Texas, United States");
    const texas = new URL(links.find((l) => l.label.includes("Texas"))!.href, "http://x");
    expect(texas.searchParams.get("b.place")).toBe("4717560");
    expect(texas.searchParams.get("a.place")).toBe("5128581");
    expect(choose.sides.a.choices).toBeUndefined();
  });
});
