// GET /api/horoscope/daily?date=&zodiacSign= : one sign's reading, or all twelve; /weekly and
// /monthly take the same parameters and answer for the week (from Monday) or month of the date.
import { Hono } from "hono";
import { allPeriodsFor, periodFor, type PeriodAsk } from "~/read/periods.server";
import { allReadingsFor, readingFor } from "~/read/readings.server";
import { sendJson } from "../cache/cached-json";
import { clientIpOf } from "../http/client-ip";
import { runHeavy } from "../pool/heavy";
import { apiError } from "./errors";
import { HoroscopeQuerySchema } from "~/lib/api/queries";
import { type QueryValues, readQuery } from "~/lib/query-params";
import { queryValues } from "./params";

// A reading for a date never changes; a month is long enough to matter and short enough
// that corrected text reaches people.
export const DAILY_CACHE_CONTROL = "public, max-age=2592000";

/** Reads the query; `values(name)` gives every value the parameter has, in order. */
export function parseDailyQuery(values: QueryValues) {
  return readQuery(HoroscopeQuerySchema, values);
}

export function createHoroscopeApi() {
  const api = new Hono();
  api.get("/daily", (c): Response | Promise<Response> => {
    const read = parseDailyQuery(queryValues(c));
    if ("code" in read) return apiError(c, 400, read.code, read.message);
    const { date, zodiacSign: sign } = read.query;
    if (sign) return sendJson(c, readingFor(date, sign), DAILY_CACHE_CONTROL);
    // A day already kept is answered without a promise; a new one is made in the pool.
    const all = allReadingsFor(date, (day) => runHeavy("dayReadings", day, clientIpOf(c)));
    if (!(all instanceof Promise)) return sendJson(c, all, DAILY_CACHE_CONTROL);
    return all.then((made) => sendJson(c, made, DAILY_CACHE_CONTROL));
  });
  for (const kind of ["weekly", "monthly"] as const) {
    api.get(`/${kind}`, async (c) => {
      const read = parseDailyQuery(queryValues(c));
      if ("code" in read) return apiError(c, 400, read.code, read.message);
      const { date, zodiacSign: sign } = read.query;
      // A period not yet made is made in the pool, counted against the address (ADR 018).
      const run = (ask: PeriodAsk) => runHeavy("periodReadings", ask, clientIpOf(c));
      const { json, etag } = await (sign
        ? periodFor(kind, date, sign, run)
        : allPeriodsFor(kind, date, run));
      return sendJson(c, { json, etag }, DAILY_CACHE_CONTROL);
    });
  }
  return api;
}
