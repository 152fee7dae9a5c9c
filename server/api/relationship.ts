// GET /api/synastry and /api/composite: two birth charts from one query (every /api/chart
// parameter twice, prefixed a. and b.), read together. Cached like /api/chart.
import { Hono } from "hono";
import { LRUCache } from "lru-cache";
import { etagFor } from "~/lib/etag";
import { readQuery } from "~/lib/query-params";
import { composite, CompositeMethodSchema, synastry, twoCharts } from "~/lib/relationship.server";
import { cacheable } from "../cache/answer-cache";
import { apiError } from "./errors";
import { queryValues } from "./params";

const CACHE_CONTROL = "public, max-age=86400";
const answers = new LRUCache<string, { json: string; etag: string }>({ max: 500 });

export function createRelationshipApi() {
  const api = new Hono();
  api.get("/synastry", async (c) => {
    const values = queryValues(c);
    const charts = await twoCharts(values);
    if ("code" in charts) return apiError(c, 400, charts.code, charts.message);
    // The inputs and the instants they resolved to (an offset= changes the instant alone).
    const key = `synastry ${JSON.stringify([charts.a.input, charts.a.chart.utc, charts.b.input, charts.b.chart.utc])}`;
    let answer = answers.get(key);
    if (!answer) {
      const json = JSON.stringify(synastry(charts));
      answer = { json, etag: etagFor(json) };
      answers.set(key, answer);
    }
    return cacheable(c, answer.json, answer.etag, CACHE_CONTROL, "application/json; charset=utf-8");
  });
  api.get("/composite", async (c) => {
    const values = queryValues(c);
    const method = readQuery(CompositeMethodSchema, values);
    if ("code" in method) return apiError(c, 400, method.code, method.message);
    const charts = await twoCharts(values);
    if ("code" in charts) return apiError(c, 400, charts.code, charts.message);
    const key = `composite ${method.query.method} ${JSON.stringify([charts.a.input, charts.a.chart.utc, charts.b.input, charts.b.chart.utc])}`;
    let answer = answers.get(key);
    if (!answer) {
      const json = JSON.stringify(await composite(charts, method.query.method));
      answer = { json, etag: etagFor(json) };
      answers.set(key, answer);
    }
    return cacheable(c, answer.json, answer.etag, CACHE_CONTROL, "application/json; charset=utf-8");
  });
  return api;
}
