// GET /api/places?q=&limit= : birthplaces whose name starts with q, most populous first, each
// with its coordinates and IANA time zone, from the table shipped with the site (GeoNames).
import { z } from "zod";
import { fold, MAX_PLACE_RESULTS, searchPlaces } from "~/domain/places/search";
import { placeLabel } from "~/domain/places/table";
import { placeIndex } from "~/lib/places.server";
import { refuse, shown } from "~/input/query-params";
import { cachedJson, sendJson } from "../cache/cached-json";
import { defineEndpoint } from "./endpoint";
import { apiError } from "./errors";
import { boundedText } from "./schemas";

const MAX_PLACE_QUERY = 100;
const DEFAULT_PLACE_LIMIT = 8;

export const PlacesQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const text = boundedText(
        ctx,
        "q",
        value?.trim(),
        "the start of a town's name (ams, paris, texas)",
        MAX_PLACE_QUERY,
      );
      if (text === undefined) return z.NEVER;
      if (!fold(text.split(",")[0]!)) {
        return refuse(
          ctx,
          "invalid_q",
          `The q parameter "${shown(text)}" has no letters or digits before its comma: start with a town's name.`,
        );
      }
      return text;
    })
    .meta({
      description: `The start of a town's name in any script (ams, münch, Москва), at most ${MAX_PLACE_QUERY} characters; after a comma, a region or country narrows it (paris, texas).`,
    }),
  limit: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === "") return DEFAULT_PLACE_LIMIT;
      const count = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
      if (count >= 1 && count <= MAX_PLACE_RESULTS) return count;
      return refuse(
        ctx,
        "invalid_limit",
        `The limit parameter "${shown(text)}" is not a number from 1 to ${MAX_PLACE_RESULTS}.`,
      );
    })
    .meta({
      description: `How many places, 1 to ${MAX_PLACE_RESULTS} (default ${DEFAULT_PLACE_LIMIT}).`,
    }),
});

export const PlacesAnswer = z.object({
  query: z.string(),
  places: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      region: z.string(),
      country: z.string(),
      countryCode: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      timeZone: z.string(),
      population: z.int(),
      label: z.string(),
    }),
  ),
});

// The same beginnings are typed again and again: an answer is about 2 KB of JSON, so its
// budget keeps a thousand of them (issue 42).
const answers = cachedJson("api.places", async ({ q, limit }: { q: string; limit: number }) => {
  const places = searchPlaces(await placeIndex(), q, limit);
  return {
    value: {
      query: q,
      places: places.map((place) => ({ ...place, label: placeLabel(place) })),
    } satisfies z.input<typeof PlacesAnswer>,
  };
});

export const placesEndpoint = defineEndpoint({
  path: "/api/places",
  example: "/api/places?q=amsterdam&limit=3",
  tag: "Birth charts",
  summary: "Search birthplaces",
  description:
    "Towns of 1,000 people or more whose names start with the query, in any script, most populous first; a comma narrows by region or country.",
  query: PlacesQuerySchema,
  answer: PlacesAnswer,
  // The table changes only with a release.
  cache: "public, max-age=86400",
  handle: async (c, query, cache) => {
    const answer = await answers(`${query.limit}:${query.q}`, query);
    if ("code" in answer) return apiError(c, 400, answer.code, answer.message);
    return sendJson(c, answer, cache);
  },
});
