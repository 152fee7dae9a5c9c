// GET /api/chart?date=&time=&place= (or &lat=&lon=&tz=)&houses=&offset= : a birth chart, as
// app/read/birth-chart.server.ts casts it, cached like the other answers.
import { Hono } from "hono";
import { birthChart, type ChartQuery, parseChartQuery } from "~/read/birth-chart.server";
import { cachedJson, sendJson } from "../cache/cached-json";
import { apiError } from "./errors";
import { queryValues } from "./params";

const CACHE_CONTROL = "public, max-age=86400";

// Charts asked for again (a page reloaded, a link shared) are served from memory. A chart is
// 26 KB of JSON and cast again in about 2 ms: 4 M characters keep some 150 (issue 42).
const answers = cachedJson({ maxSize: 4 * 1024 * 1024 }, async (query: ChartQuery) => {
  const chart = await birthChart(query);
  return "code" in chart ? chart : { value: chart };
});

export function createChartApi() {
  const api = new Hono();
  api.get("/", async (c) => {
    const query = parseChartQuery(queryValues(c), true);
    if ("code" in query) return apiError(c, 400, query.code, query.message);
    const answer = await answers(JSON.stringify(query), query);
    if ("code" in answer) return apiError(c, 400, answer.code, answer.message);
    return sendJson(c, answer, CACHE_CONTROL);
  });
  return api;
}
