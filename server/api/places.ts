// GET /api/places?q=&limit= : birthplaces whose name starts with q, most populous first, each
// with its coordinates and IANA time zone, from the table shipped with the site (GeoNames).
import { Hono } from "hono";
import { fold, MAX_PLACE_RESULTS, searchPlaces } from "~/domain/places/search";
import { placeLabel } from "~/domain/places/table";
import { etagFor } from "~/lib/etag";
import { placeIndex } from "~/lib/places.server";
import { LRUCache } from "lru-cache";
import { cacheable } from "../cache/answer-cache";
import { apiError } from "./errors";
import { type Problem, type QueryValues, shown, single } from "~/lib/query-params";
import { queryValues } from "./params";

// The table changes only with a release.
const CACHE_CONTROL = "public, max-age=86400";
const MAX_QUERY_LENGTH = 100;
const DEFAULT_LIMIT = 8;

interface PlacesQuery {
  q: string;
  limit: number;
}

export function parsePlacesQuery(values: QueryValues): PlacesQuery | Problem {
  const q = single(values, "q");
  if ("code" in q) return q;
  const limit = single(values, "limit");
  if ("code" in limit) return limit;
  const text = q.value?.trim() ?? "";
  if (!text) {
    return {
      code: "missing_q",
      message: "The q parameter is required: the start of a town's name (ams, paris, texas).",
    };
  }
  if (text.length > MAX_QUERY_LENGTH) {
    return {
      code: "q_too_long",
      message: `The q parameter is ${text.length} characters long: send at most ${MAX_QUERY_LENGTH}.`,
    };
  }
  if (!fold(text.split(",")[0]!)) {
    return {
      code: "invalid_q",
      message: `The q parameter "${shown(text)}" has no letters or digits before its comma: start with a town's name.`,
    };
  }
  let count = DEFAULT_LIMIT;
  if (limit.value !== undefined && limit.value !== "") {
    count = /^\d{1,2}$/.test(limit.value) ? Number(limit.value) : NaN;
    if (!(count >= 1 && count <= MAX_PLACE_RESULTS)) {
      return {
        code: "invalid_limit",
        message: `The limit parameter "${shown(limit.value)}" is not a number from 1 to ${MAX_PLACE_RESULTS}.`,
      };
    }
  }
  return { q: text, limit: count };
}

// The same few thousand beginnings are typed again and again.
const answers = new LRUCache<string, { json: string; etag: string }>({ max: 5_000 });

export function createPlacesApi() {
  const api = new Hono();
  api.get("/", async (c) => {
    const query = parsePlacesQuery(queryValues(c));
    if ("code" in query) return apiError(c, 400, query.code, query.message);
    const key = `${query.limit}:${query.q}`;
    let answer = answers.get(key);
    if (!answer) {
      const places = searchPlaces(await placeIndex(), query.q, query.limit);
      const json = JSON.stringify({
        query: query.q,
        places: places.map((place) => ({ ...place, label: placeLabel(place) })),
      });
      answer = { json, etag: etagFor(json) };
      answers.set(key, answer);
    }
    return cacheable(c, answer.json, answer.etag, CACHE_CONTROL, "application/json; charset=utf-8");
  });
  return api;
}
