// GET /api/compatibility?first=&second= : how well two signs get along, read in zodiac order.
import { Hono } from "hono";
import { compatibility } from "~/domain/compatibility/compatibility";
import type { Sign } from "~/domain/zodiac";
import { etagFor } from "~/lib/etag";
import { cacheable } from "../cache/answer-cache";
import { apiError } from "./errors";
import { CompatibilityQuerySchema } from "~/lib/api/queries";
import { readQuery } from "~/lib/query-params";
import { queryValues } from "./params";

// A pair's answer changes only with a release; a day lets corrected text reach people soon.
const CACHE_CONTROL = "public, max-age=86400";

// At most 78 pairs, each serialised once.
const answers = new Map<string, { json: string; etag: string }>();

function answerFor(a: Sign, b: Sign) {
  const result = compatibility(a, b);
  let answer = answers.get(result.slug);
  if (!answer) {
    const json = JSON.stringify({
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
    });
    answer = { json, etag: etagFor(json) };
    answers.set(result.slug, answer);
  }
  return answer;
}

export function createCompatibilityApi() {
  const api = new Hono();
  api.get("/", (c) => {
    const read = readQuery(CompatibilityQuerySchema, queryValues(c));
    if ("code" in read) return apiError(c, 400, read.code, read.message);
    const { json, etag } = answerFor(read.query.first, read.query.second);
    return cacheable(c, json, etag, CACHE_CONTROL, "application/json; charset=utf-8");
  });
  return api;
}
