import { describe, expect, it } from "vitest";
import { env } from "~/lib/env.server";
import { chartZone, memberZone, zonePlace } from "./member-zone.server";

const LONDON = "date=1990-07-04&time=15%3A30&place=2643743&houses=placidus";
const own = { id: "c1", label: "Me", query: LONDON };

describe("the zone a member's day is told in", () => {
  it("is their own chart's place's until they choose a town", async () => {
    expect(await memberZone({ timeZone: null, timeZonePlace: null }, own)).toEqual({
      zone: "Europe/London",
      from: "chart",
      place: "London, England, United Kingdom",
    });
  });

  it("is the chosen town's once chosen, named back to them", async () => {
    const tokyo = (await zonePlace("Tokyo", ""))!;
    expect(tokyo.timeZone).toBe("Asia/Tokyo");
    expect(
      await memberZone({ timeZone: tokyo.timeZone, timeZonePlace: tokyo.id }, own),
    ).toMatchObject({ zone: "Asia/Tokyo", from: "chosen", place: expect.stringMatching(/^Tokyo/) });
  });

  it("is the site's without a chart, and a chart cast by tz= gives its zone", async () => {
    expect(await memberZone({ timeZone: null, timeZonePlace: null })).toEqual({
      zone: env().SITE_TIME_ZONE,
      from: "site",
    });
    expect(await chartZone("date=1990-07-04&lat=40.7&lon=-74&tz=America%2FNew_York")).toEqual({
      zone: "America/New_York",
    });
    expect(await chartZone("nonsense")).toBeNull();
  });

  it("takes the town picked from the suggestions over the words typed", async () => {
    expect((await zonePlace("Paris", "4717560"))?.timeZone).toBe("America/Chicago");
    expect((await zonePlace("Paris", ""))?.timeZone).toBe("Europe/Paris");
    expect(await zonePlace("Xqzzvy", "")).toBeUndefined();
  });
});
