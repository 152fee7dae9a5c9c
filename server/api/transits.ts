// GET /api/transits?chart=&date=&zone= : a chart's day of transits, as /today shows a
// member theirs. `chart` is a chart API query (date, time, place or lat/lon/tz, houses),
// URL-encoded; `date` the day to read, in `zone` (an IANA zone; SITE_TIME_ZONE when absent).
import { Hono } from "hono";
import { toIso } from "~/domain/calendar-date";
import { TransitsQuerySchema } from "~/lib/api/queries";
import { birthChart, parseChartQuery } from "~/lib/birth-chart.server";
import { env } from "~/lib/env.server";
import { readQuery } from "~/lib/query-params";
import { jsonText, sendJson } from "../cache/cached-json";
import { clientIpOf } from "../http/client-ip";
import { heavyCache } from "../pool/heavy";
import { apiError } from "./errors";
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
    const chartParams = new URLSearchParams(read.query.chart);
    const query = parseChartQuery((name) => chartParams.getAll(name));
    if ("code" in query)
      return apiError(c, 400, `chart_${query.code}`, `In the chart parameter: ${query.message}`);
    // Casting the chart takes about a millisecond; the day's transits, a 30-day sky table.
    const birth = await birthChart(query);
    if ("code" in birth)
      return apiError(c, 400, `chart_${birth.code}`, `In the chart parameter: ${birth.message}`);
    const key = `${JSON.stringify(query)} ${toIso(date)} ${zone}`;
    const answer = await answers(key, { chart: birth.chart, date, zone }, clientIpOf(c));
    return sendJson(c, answer, CACHE_CONTROL);
  });
  return api;
}
