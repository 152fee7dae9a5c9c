// GET /api/compatibility?first=&second= : how well two signs get along, read in zodiac order.
import { Hono } from "hono";
import { compatibility, pairSlug } from "~/domain/compatibility/compatibility";
import type { Sign } from "~/domain/zodiac";
import { cachedJson, sendJson } from "../cache/cached-json";
import { apiError } from "./errors";
import { CompatibilityQuerySchema } from "~/lib/api/queries";
import { readQuery } from "~/lib/query-params";
import { queryValues } from "./params";

// A pair's answer changes only with a release; a day lets corrected text reach people soon.
const CACHE_CONTROL = "public, max-age=86400";

// At most 78 pairs, each made and serialised once (the pair's slug is the same both ways).
const answers = cachedJson({ max: 78 }, ([a, b]: [Sign, Sign]) => {
  const result = compatibility(a, b);
  return {
    value: {
      first: result.first.name,
      second: result.second.name,
      score: result.score,
      categories: result.categories,
      summary: result.summary,
      // The best and the weakest category's key, or null where another category ties with it.
      strongest: result.strongest ?? null,
      weakest: result.weakest ?? null,
      details: result.details,
      factors: result.factors.map(({ name, effect, detail }) => ({ name, effect, detail })),
      url: `/zodiac/${result.slug}`,
    },
  };
});

export function createCompatibilityApi() {
  const api = new Hono();
  api.get("/", async (c) => {
    const read = readQuery(CompatibilityQuerySchema, queryValues(c));
    if ("code" in read) return apiError(c, 400, read.code, read.message);
    const { first, second } = read.query;
    const answer = await answers(pairSlug(first, second), [first, second]);
    if ("code" in answer) return apiError(c, 400, answer.code, answer.message);
    return sendJson(c, answer, CACHE_CONTROL);
  });
  return api;
}
