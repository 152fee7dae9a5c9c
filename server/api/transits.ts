// GET /api/transits?chart=&date=&zone= : a chart's day of transits, as /today shows a
// member theirs. `chart` is a chart API query (date, time, place or lat/lon/tz, houses),
// URL-encoded; `date` the day to read, in `zone` (an IANA zone; SITE_TIME_ZONE when absent).
import { Hono } from "hono";
import { toIso } from "~/domain/calendar-date";
import { TransitsQuerySchema } from "~/lib/api/queries";
import { env } from "~/lib/env.server";
import { readQuery } from "~/lib/query-params";
import { jsonText, sendJson } from "../cache/cached-json";
import { clientIpOf } from "../http/client-ip";
import { heavyCache } from "../pool/heavy";
import { apiError } from "./errors";
import { natalFrom } from "./natal-param";
import { queryValues } from "./params";

const CACHE_CONTROL = "public, max-age=86400";
const answers = heavyCache("transitDay", { max: 1_000 }, jsonText);

export function createTransitsApi() {
  const api = new Hono();
  api.get("/", async (c) => {
    const read = readQuery(TransitsQuerySchema, queryValues(c));
    if ("code" in read) return apiError(c, 400, read.code, read.message);
    const { date } = read.query;
    const zone = read.query.zone ?? env().SITE_TIME_ZONE;
    const natal = await natalFrom(read.query.chart);
    if ("code" in natal) return apiError(c, 400, natal.code, natal.message);
    // The day's transits read a 30-day sky table: in the pool.
    const key = `${natal.key} ${toIso(date)} ${zone}`;
    const answer = await answers(key, { chart: natal.chart.chart, date, zone }, clientIpOf(c));
    return sendJson(c, answer, CACHE_CONTROL);
  });
  return api;
}
