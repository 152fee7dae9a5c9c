// GET /api/horoscope/daily?date=&zodiacSign= : one sign's reading, or all twelve; /weekly and
// /monthly take the same parameters and answer for the week (from Monday) or month of the date.
import { Hono } from "hono";
import { z } from "zod";
import { findSign, type Sign } from "~/domain/zodiac";
import { allPeriodsFor, periodFor } from "~/lib/periods.server";
import { allReadingsFor, readingFor } from "~/lib/readings.server";
import { cacheable } from "../cache/answer-cache";
import { apiError } from "./errors";
import { DateParam, type QueryValues, readQuery, refuse, SIGN_NAMES } from "~/lib/query-params";
import { queryValues } from "./params";

// A reading for a date never changes; a month is long enough to matter and short enough
// that corrected text reaches people.
export const DAILY_CACHE_CONTROL = "public, max-age=2592000";
export const DAILY_CONTENT_TYPE = "application/json; charset=utf-8";

/** All twelve when zodiacSign is absent or "all"; an empty one is a mistake, not "all". */
const ZodiacSignParam = z
  .string()
  .optional()
  .transform((text, ctx): Sign | undefined => {
    if (text === undefined || text.toLowerCase() === "all") return undefined;
    if (text === "") {
      return refuse(
        ctx,
        "missing_sign",
        `The zodiacSign parameter is empty: use one of ${SIGN_NAMES} (any letter case), or all.`,
      );
    }
    const sign = findSign(text);
    if (sign) return sign;
    return refuse(
      ctx,
      "invalid_sign",
      `The zodiacSign parameter is not a zodiac sign: use one of ${SIGN_NAMES} (any letter case), or all.`,
    );
  })
  .meta({
    description: `A zodiac sign (${SIGN_NAMES}, any letter case); absent or "all" for all twelve.`,
    examples: ["Aries", "all"],
  });

export const HoroscopeQuerySchema = z.object({
  date: DateParam("date"),
  zodiacSign: ZodiacSignParam,
});

/** Reads the query; `values(name)` gives every value the parameter has, in order. */
export function parseDailyQuery(values: QueryValues) {
  return readQuery(HoroscopeQuerySchema, values);
}

export function createHoroscopeApi() {
  const api = new Hono();
  api.get("/daily", (c) => {
    const read = parseDailyQuery(queryValues(c));
    if ("code" in read) return apiError(c, 400, read.code, read.message);
    const { date, zodiacSign: sign } = read.query;
    const { json, etag } = sign ? readingFor(date, sign) : allReadingsFor(date);
    return cacheable(c, json, etag, DAILY_CACHE_CONTROL, DAILY_CONTENT_TYPE);
  });
  for (const kind of ["weekly", "monthly"] as const) {
    api.get(`/${kind}`, (c) => {
      const read = parseDailyQuery(queryValues(c));
      if ("code" in read) return apiError(c, 400, read.code, read.message);
      const { date, zodiacSign: sign } = read.query;
      const { json, etag } = sign ? periodFor(kind, date, sign) : allPeriodsFor(kind, date);
      return cacheable(c, json, etag, DAILY_CACHE_CONTROL, DAILY_CONTENT_TYPE);
    });
  }
  return api;
}
