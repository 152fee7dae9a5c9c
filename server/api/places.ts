// GET /api/places?q=&limit= : birthplaces whose name starts with q, most populous first, each
// with its coordinates and IANA time zone, from the table shipped with the site (GeoNames).
import { Hono } from "hono";
import { searchPlaces } from "~/domain/places/search";
import { placeLabel } from "~/domain/places/table";
import { placeIndex } from "~/lib/places.server";
import { cachedJson, sendJson } from "../cache/cached-json";
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

// The same beginnings are typed again and again: an answer is about 2 KB of JSON, so 2 M
// characters keep a thousand of them (issue 42).
const answers = cachedJson(
  { maxSize: 2 * 1024 * 1024 },
  async ({ q, limit }: { q: string; limit: number }) => {
    const places = searchPlaces(await placeIndex(), q, limit);
    return {
      value: { query: q, places: places.map((place) => ({ ...place, label: placeLabel(place) })) },
    };
  },
);

export function createPlacesApi() {
  const api = new Hono();
  api.get("/", async (c) => {
    const query = parsePlacesQuery(queryValues(c));
    if ("code" in query) return apiError(c, 400, query.code, query.message);
    const answer = await answers(`${query.limit}:${query.q}`, query);
    if ("code" in answer) return apiError(c, 400, answer.code, answer.message);
    return sendJson(c, answer, CACHE_CONTROL);
  });
  return api;
}
