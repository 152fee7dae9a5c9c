import { describe, expect, it } from "vitest";
import { signFromBirthDate } from "~/domain/birth-date-sign";

const NOW = new Date("2026-11-25T12:00:00Z");

describe("signFromBirthDate", () => {
  it("gives no sign and no error without a date", () => {
    expect(signFromBirthDate(undefined, NOW)).toEqual({ ok: true });
  });

  it("finds the sign from the Sun on that date", () => {
    expect(signFromBirthDate("1990-08-14", NOW)).toEqual({ ok: true, sign: "leo" });
    expect(signFromBirthDate("1801-01-05", NOW)).toEqual({ ok: true, sign: "capricorn" });
  });

  it("explains a cusp date instead of guessing", () => {
    const answer = signFromBirthDate("1990-08-23", NOW);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error).toContain("from Leo into Virgo");
  });

  it("refuses dates that do not exist, are too early or are in the future", () => {
    for (const text of ["1990-02-30", "14/08/1990", "yesterday"]) {
      expect(signFromBirthDate(text, NOW), text).toMatchObject({ ok: false, error: /exists/ });
    }
    for (const text of ["1799-12-31", "2026-11-27"]) {
      expect(signFromBirthDate(text, NOW), text).toMatchObject({ ok: false, error: /1800/ });
    }
    expect(signFromBirthDate("2026-11-25", NOW)).toMatchObject({ ok: true });
  });
});
