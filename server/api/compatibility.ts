// GET /api/compatibility?first=&second= : how well two signs get along, read in zodiac order.
import { Hono } from "hono";
import { compatibility } from "~/domain/compatibility";
import { findSign, type Sign } from "~/domain/zodiac";
import { etagFor } from "~/lib/etag";
import { cacheable } from "../cache/answer-cache";
import { apiError } from "./errors";
import { type Problem, type QueryValues, shown, SIGN_NAMES, single } from "~/lib/query-params";
import { queryValues } from "./params";

// A pair's answer changes only with a release; a day lets corrected text reach people soon.
const CACHE_CONTROL = "public, max-age=86400";
const PARAMETERS = ["first", "second"] as const;

type Query = { ok: true; signs: [Sign, Sign] } | ({ ok: false } & Problem);

function parseCompatibilityQuery(values: QueryValues): Query {
  const signs: Sign[] = [];
  for (const name of PARAMETERS) {
    const one = single(values, name);
    if ("code" in one) return { ok: false, ...one };
    const text = one.value ?? "";
    const sign = findSign(text);
    if (!sign) {
      const missing = text.trim() === "";
      const problem = missing ? "is required" : `"${shown(text)}" is not a zodiac sign`;
      return {
        ok: false,
        code: missing ? "missing_sign" : "invalid_sign",
        message: `The ${name} parameter ${problem}: use one of ${SIGN_NAMES} (any letter case).`,
      };
    }
    signs.push(sign);
  }
  return { ok: true, signs: [signs[0]!, signs[1]!] };
}

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
    const query = parseCompatibilityQuery(queryValues(c));
    if (!query.ok) return apiError(c, 400, query.code, query.message);
    const { json, etag } = answerFor(...query.signs);
    return cacheable(c, json, etag, CACHE_CONTROL, "application/json; charset=utf-8");
  });
  return api;
}
