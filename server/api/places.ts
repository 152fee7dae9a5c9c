// GET /api/places?q=&limit= : birthplaces whose name starts with q, most populous first, each
// with its coordinates and IANA time zone, from the table shipped with the site (GeoNames).
import { Hono } from "hono";
import { searchPlaces } from "~/domain/places/search";
import { placeLabel } from "~/domain/places/table";
import { etagFor } from "~/lib/etag";
import { placeIndex } from "~/lib/places.server";
import { LRUCache } from "lru-cache";
import { cacheable } from "../cache/answer-cache";
import { apiError } from "./errors";
import { PlacesQuerySchema } from "~/lib/api/queries";
import { type QueryValues, readQuery } from "~/lib/query-params";
import { queryValues } from "./params";

// The table changes only with a release.
const CACHE_CONTROL = "public, max-age=86400";
export function parsePlacesQuery(values: QueryValues) {
  const read = readQuery(PlacesQuerySchema, values);
  return "code" in read ? read : read.query;
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
