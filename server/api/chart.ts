// GET /api/chart?date=&time=&place= (or &lat=&lon=&tz=)&houses=&offset= : a birth chart, as
// app/lib/birth-chart.server.ts casts it, cached like the other answers.
import { Hono } from "hono";
import { LRUCache } from "lru-cache";
import { birthChart, parseChartQuery } from "~/lib/birth-chart.server";
import { etagFor } from "~/lib/etag";
import { cacheable } from "../cache/answer-cache";
import { apiError } from "./errors";
import { queryValues } from "./params";

const CACHE_CONTROL = "public, max-age=86400";

// Charts asked for again (a page reloaded, a link shared) are served from memory.
const answers = new LRUCache<string, { json: string; etag: string }>({ max: 1_000 });

export function createChartApi() {
  const api = new Hono();
  api.get("/", async (c) => {
    const query = parseChartQuery(queryValues(c));
    if ("code" in query) return apiError(c, 400, query.code, query.message);
    const key = JSON.stringify(query);
    let answer = answers.get(key);
    if (!answer) {
      const chart = await birthChart(query);
      if ("code" in chart) return apiError(c, 400, chart.code, chart.message);
      const json = JSON.stringify(chart);
      answer = { json, etag: etagFor(json) };
      answers.set(key, answer);
    }
    return cacheable(c, answer.json, answer.etag, CACHE_CONTROL, "application/json; charset=utf-8");
  });
  return api;
}
