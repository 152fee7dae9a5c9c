import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  DateParam,
  dateParameter,
  OptionalDateParam,
  readQuery,
  shown,
  SignParam,
  single,
} from "./query-params";

const FORMS = "YYYY-MM-DD";
const query = (pairs: string) => {
  const params = new URLSearchParams(pairs);
  return (name: string) => params.getAll(name);
};

describe("single", () => {
  it("gives the one value, undefined for none, and a problem for two", () => {
    expect(single(query("a=1"), "a")).toEqual({ value: "1" });
    expect(single(query("b=1"), "a")).toEqual({ value: undefined });
    expect(single(query("a=1&a=1"), "a")).toEqual({
      code: "repeated_parameter",
      message: "Give the a parameter once.",
    });
  });
});

describe("shown", () => {
  it("quotes up to 40 characters whole and cuts longer text", () => {
    expect(shown("x".repeat(40))).toBe("x".repeat(40));
    expect(shown("x".repeat(41))).toBe(`${"x".repeat(40)}...`);
  });
});

describe("dateParameter", () => {
  it("reads a date and names each way one can be wrong", () => {
    expect(dateParameter("2026-11-21", FORMS)).toEqual({
      date: { year: 2026, month: 11, day: 21 },
    });
    expect(dateParameter("soon", FORMS)).toEqual({
      code: "invalid_date",
      message: 'The date parameter "soon" is not a date: use YYYY-MM-DD.',
    });
    expect(dateParameter("2026-02-30", FORMS)).toEqual({
      code: "invalid_date",
      message: 'The date parameter "2026-02-30" is not a real calendar date: use YYYY-MM-DD.',
    });
    expect(dateParameter("2200-01-01", FORMS)).toEqual({
      code: "date_out_of_range",
      message: 'The date parameter "2200-01-01" is outside the supported range: use YYYY-MM-DD.',
    });
  });
});

describe("the query schemas", () => {
  const schema = z.object({
    date: DateParam("date"),
    first: SignParam("first"),
    when: OptionalDateParam("when", "A day."),
  });

  it("read both date forms the same, and a sign in any case", () => {
    const iso = readQuery(schema, query("date=2026-11-21&first=leo"));
    const us = readQuery(schema, query("date=11/21/2026&first=LEO&when=1/2/2027"));
    expect(iso).toEqual({
      query: {
        date: { year: 2026, month: 11, day: 21 },
        first: expect.objectContaining({ name: "Leo" }),
        when: undefined,
      },
    });
    expect(us).toEqual({
      query: {
        date: { year: 2026, month: 11, day: 21 },
        first: expect.objectContaining({ name: "Leo" }),
        when: { year: 2027, month: 1, day: 2 },
      },
    });
  });

  it("names each problem with its code, and the parameter in the message", () => {
    const problem = (text: string) => readQuery(schema, query(text));
    expect(problem("first=leo")).toMatchObject({
      code: "missing_date",
      message: expect.stringMatching(/^The date parameter is required: YYYY-MM-DD .* M\/D\/YYYY/),
    });
    expect(problem("date=&first=leo")).toMatchObject({ code: "missing_date" });
    expect(problem("date=2026-13-01&first=leo")).toMatchObject({ code: "invalid_date" });
    expect(problem("date=2201-01-01&first=leo")).toMatchObject({ code: "date_out_of_range" });
    expect(problem("date=2026-11-21")).toMatchObject({ code: "missing_sign" });
    expect(problem("date=2026-11-21&first=ophiuchus")).toMatchObject({
      code: "invalid_sign",
      message: expect.stringContaining('"ophiuchus" is not a zodiac sign'),
    });
    expect(problem("date=2026-11-21&first=leo&when=soon")).toMatchObject({
      code: "invalid_when",
    });
    expect(problem("date=2026-11-21&date=2026-11-22&first=leo")).toMatchObject({
      code: "repeated_parameter",
    });
  });
});
