import { describe, expect, it } from "vitest";
import { dateParameter, shown, single } from "./query-params";

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
