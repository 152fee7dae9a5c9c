// GET /api/horoscope/daily?date=&zodiacSign= : one sign's reading, or all twelve; /weekly and
// /monthly take the same parameters and answer for the week (from Monday) or month of the date.
import { Hono } from "hono";
import type { CalendarDate } from "~/domain/calendar-date";
import { findSign, type Sign } from "~/domain/zodiac";
import { allPeriodsFor, periodFor } from "~/lib/periods.server";
import { allReadingsFor, readingFor } from "~/lib/readings.server";
import { cacheable } from "../cache/answer-cache";
import { apiError } from "./errors";
import {
  dateParameter,
  type Problem,
  type QueryValues,
  SIGN_NAMES,
  single,
} from "~/lib/query-params";
import { queryValues } from "./params";

const DATE_FORMS =
  "M/D/YYYY (11/21/2026) or YYYY-MM-DD (2026-11-21), from 1900-01-01 to 2100-12-31";
// A reading for a date never changes; a month is long enough to matter and short enough
// that corrected text reaches people.
export const DAILY_CACHE_CONTROL = "public, max-age=2592000";
export const DAILY_CONTENT_TYPE = "application/json; charset=utf-8";

/** `sign` undefined: all twelve (no zodiacSign, or "all"). */
type Query = { ok: true; date: CalendarDate; sign: Sign | undefined } | ({ ok: false } & Problem);

/** Reads the query; `values(name)` gives every value the parameter has, in order. */
export function parseDailyQuery(values: QueryValues): Query {
  const date = single(values, "date");
  if ("code" in date) return { ok: false, ...date };
  const zodiacSign = single(values, "zodiacSign");
  if ("code" in zodiacSign) return { ok: false, ...zodiacSign };
  if (date.value === undefined || date.value === "") {
    return {
      ok: false,
      code: "missing_date",
      message: `The date parameter is required: ${DATE_FORMS}.`,
    };
  }
  const parsed = dateParameter(date.value, DATE_FORMS);
  if ("code" in parsed) return { ok: false, ...parsed };
  const signText = zodiacSign.value;
  if (signText === undefined || signText.toLowerCase() === "all") {
    return { ok: true, date: parsed.date, sign: undefined };
  }
  const sign = findSign(signText);
  if (!sign) {
    const problem = signText === "" ? "is empty" : "is not a zodiac sign";
    return {
      ok: false,
      code: signText === "" ? "missing_sign" : "invalid_sign",
      message: `The zodiacSign parameter ${problem}: use one of ${SIGN_NAMES} (any letter case), or all.`,
    };
  }
  return { ok: true, date: parsed.date, sign };
}

export function createHoroscopeApi() {
  const api = new Hono();
  api.get("/daily", (c) => {
    const query = parseDailyQuery(queryValues(c));
    if (!query.ok) return apiError(c, 400, query.code, query.message);
    const { date, sign } = query;
    const { json, etag } = sign ? readingFor(date, sign) : allReadingsFor(date);
    return cacheable(c, json, etag, DAILY_CACHE_CONTROL, DAILY_CONTENT_TYPE);
  });
  for (const kind of ["weekly", "monthly"] as const) {
    api.get(`/${kind}`, (c) => {
      const query = parseDailyQuery(queryValues(c));
      if (!query.ok) return apiError(c, 400, query.code, query.message);
      const { date, sign } = query;
      const { json, etag } = sign ? periodFor(kind, date, sign) : allPeriodsFor(kind, date);
      return cacheable(c, json, etag, DAILY_CACHE_CONTROL, DAILY_CONTENT_TYPE);
    });
  }
  return api;
}
