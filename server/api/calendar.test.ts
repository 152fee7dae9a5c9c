import { describe, expect, it } from "vitest";
import { parseCalendarQuery, parseEventGroups } from "./calendar";

const values = (query: string) => {
  const params = new URLSearchParams(query);
  return (name: string) => params.getAll(name);
};

describe("the events= list", () => {
  it("is one set whatever the order and repetition, so equivalent queries share a cache entry", () => {
    const canonical = parseEventGroups(values("events=seasons,lunations,eclipses"));
    for (const query of [
      "events=lunations,eclipses,seasons",
      "events=eclipses,seasons,lunations,seasons",
      "events= seasons ,lunations,eclipses,lunations",
    ]) {
      expect(parseEventGroups(values(query))).toEqual(canonical);
    }
    expect(canonical).toEqual(["lunations", "eclipses", "seasons"]);
  });

  it("gives the fallback in the same order as a list naming its kinds", () => {
    const fallback = parseEventGroups(values(""), ["seasons", "lunations"]);
    expect(fallback).toEqual(parseEventGroups(values("events=lunations,seasons")));
  });

  it("refuses an unknown kind with a 400's problem", () => {
    expect(parseEventGroups(values("events=lunations,comets"))).toMatchObject({
      code: "invalid_events",
    });
  });

  it("keys a range by its dates and kinds as a set", () => {
    const a = parseCalendarQuery(values("from=2031-01-01&to=2031-12-31&events=seasons,eclipses"));
    const b = parseCalendarQuery(
      values("events=eclipses,seasons,eclipses&to=2031-12-31&from=2031-01-01"),
    );
    expect(a).toEqual(b);
  });
});
