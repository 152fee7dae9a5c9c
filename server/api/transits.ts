// GET /api/transits?chart=&date=YYYY-MM-DD&zone= : a chart's day of transits, as /today shows a
// member theirs. `chart` is a chart API query (date, time, place or lat/lon/tz, houses),
// URL-encoded; `date` the day to read, in `zone` (an IANA zone; SITE_TIME_ZONE when absent).
import { Hono } from "hono";
import { parseCalendarDate } from "~/domain/calendar-date";
import { birthChart, parseChartQuery } from "~/lib/birth-chart.server";
import { env } from "~/lib/env.server";
import { etagFor } from "~/lib/etag";
import { shown, single } from "~/lib/query-params";
import { cacheable } from "../cache/answer-cache";
import { clientIpOf } from "../http/client-ip";
import { heavyCache } from "../pool/heavy";
import { apiError } from "./errors";
import { queryValues } from "./params";

const CACHE_CONTROL = "public, max-age=86400";
const MAX_CHART_QUERY = 500;
const answers = heavyCache("transitDay", { max: 1_000 }, (json) => ({ json, etag: etagFor(json) }));

export function createTransitsApi() {
  const api = new Hono();
  api.get("/", async (c) => {
    const values = queryValues(c);
    const fields: Record<string, string | undefined> = {};
    for (const name of ["chart", "date", "zone"]) {
      const one = single(values, name);
      if ("code" in one) return apiError(c, 400, one.code, one.message);
      fields[name] = one.value;
    }
    if (!fields.chart) {
      return apiError(
        c,
        400,
        "missing_chart",
        "The chart parameter is required: a chart API query, URL-encoded (date=1990-07-04&time=15:30&place=5128581).",
      );
    }
    if (fields.chart.length > MAX_CHART_QUERY) {
      return apiError(
        c,
        400,
        "chart_too_long",
        `The chart parameter is ${fields.chart.length} characters long: send at most ${MAX_CHART_QUERY}.`,
      );
    }
    if (!fields.date) {
      return apiError(
        c,
        400,
        "missing_date",
        "The date parameter is required: the day to read, as YYYY-MM-DD.",
      );
    }
    const date = /^\d{4}-\d{2}-\d{2}$/.test(fields.date)
      ? parseCalendarDate(fields.date)
      : undefined;
    if (!date?.ok) {
      return apiError(
        c,
        400,
        "invalid_date",
        `The date parameter "${shown(fields.date)}" is not a date from 1900-01-01 to 2100-12-31: use YYYY-MM-DD.`,
      );
    }
    const zone = fields.zone || env().SITE_TIME_ZONE;
    if (!Intl.supportedValuesOf("timeZone").includes(zone) && zone !== "UTC") {
      return apiError(
        c,
        400,
        "invalid_zone",
        `The zone parameter "${shown(zone)}" is not an IANA time zone (Europe/London, America/New_York).`,
      );
    }
    const chartParams = new URLSearchParams(fields.chart);
    const query = parseChartQuery((name) => chartParams.getAll(name));
    if ("code" in query)
      return apiError(c, 400, `chart_${query.code}`, `In the chart parameter: ${query.message}`);
    // Casting the chart takes about a millisecond; the day's transits, a 30-day sky table.
    const birth = await birthChart(query);
    if ("code" in birth)
      return apiError(c, 400, `chart_${birth.code}`, `In the chart parameter: ${birth.message}`);
    const key = `${JSON.stringify(query)} ${fields.date} ${zone}`;
    const answer = await answers(key, { chart: birth.chart, date: date.date, zone }, clientIpOf(c));
    return cacheable(c, answer.json, answer.etag, CACHE_CONTROL, "application/json; charset=utf-8");
  });
  return api;
}
