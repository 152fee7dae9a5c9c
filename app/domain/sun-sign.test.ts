import { describe, expect, it } from "vitest";
import { sunSignOnDate } from "~/domain/sun-sign";

describe("sunSignOnDate", () => {
  it("names the one sign the Sun held all day, wherever the day was lived", () => {
    expect(sunSignOnDate({ year: 1990, month: 8, day: 10 })).toMatchObject({
      kind: "one",
      sign: { slug: "leo" },
    });
    expect(sunSignOnDate({ year: 1879, month: 3, day: 14 })).toMatchObject({
      kind: "one",
      sign: { slug: "pisces" },
    });
  });

  it("says when the Sun changed sign within the date's span", () => {
    // The Sun entered Virgo at 09:21 UTC on 23 August 1990: inside the 23rd everywhere, and
    // inside the 22nd where that date ran to 12:00 UTC on the 23rd (UTC-12).
    expect(sunSignOnDate({ year: 1990, month: 8, day: 23 })).toMatchObject({
      kind: "cusp",
      from: { slug: "leo" },
      to: { slug: "virgo" },
    });
    expect(sunSignOnDate({ year: 1990, month: 8, day: 22 })).toMatchObject({ kind: "cusp" });
    expect(sunSignOnDate({ year: 1990, month: 8, day: 24 })).toMatchObject({
      kind: "one",
      sign: { slug: "virgo" },
    });
  });
});
