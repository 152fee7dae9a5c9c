// GET /api/synastry and /api/composite: two birth charts from one query (every /api/chart
// parameter twice, prefixed a. and b.), read together. Cached like /api/chart.
import { Hono } from "hono";
import type { BirthChart } from "~/read/birth-chart.server";
import { readQuery } from "~/lib/query-params";
import {
  composite,
  type CompositeMethod,
  CompositeMethodSchema,
  synastry,
  twoCharts,
} from "~/read/relationship.server";
import { cachedJson, sendJson } from "../cache/cached-json";
import { apiError } from "./errors";
import { queryValues } from "./params";

const CACHE_CONTROL = "public, max-age=86400";

type Pair = { a: BirthChart; b: BirthChart };

// Keyed by both inputs and the instants they resolved to (an offset= changes the instant alone).
const keyOf = ({ a, b }: Pair) => JSON.stringify([a.input, a.chart.utc, b.input, b.chart.utc]);

// A synastry is 26 KB of JSON and a composite 15 KB, each made again in a few ms: some 150
// of each are kept (issue 42).
const synastries = cachedJson({ maxSize: 4 * 1024 * 1024 }, (pair: Pair) => ({
  value: synastry(pair),
}));
const composites = cachedJson(
  { maxSize: 2 * 1024 * 1024 },
  async ({ pair, method }: { pair: Pair; method: CompositeMethod }) => ({
    value: await composite(pair, method),
  }),
);

export function createRelationshipApi() {
  const api = new Hono();
  api.get("/synastry", async (c) => {
    const pair = await twoCharts(queryValues(c));
    if ("code" in pair) return apiError(c, 400, pair.code, pair.message);
    const answer = await synastries(keyOf(pair), pair);
    if ("code" in answer) return apiError(c, 400, answer.code, answer.message);
    return sendJson(c, answer, CACHE_CONTROL);
  });
  api.get("/composite", async (c) => {
    const values = queryValues(c);
    const read = readQuery(CompositeMethodSchema, values);
    if ("code" in read) return apiError(c, 400, read.code, read.message);
    const pair = await twoCharts(values);
    if ("code" in pair) return apiError(c, 400, pair.code, pair.message);
    const { method } = read.query;
    const answer = await composites(`${method} ${keyOf(pair)}`, { pair, method });
    if ("code" in answer) return apiError(c, 400, answer.code, answer.message);
    return sendJson(c, answer, CACHE_CONTROL);
  });
  return api;
}
