// The JSON endpoints' one way to keep an answer: by a canonical key in an lru-cache, as its
// JSON and the ETag of those bytes, made on a miss (concurrent misses of a key share one
// making, through lru-cache's fetch) and sent through cacheable() (304, compression).
import type { Context } from "hono";
import { boundedCache, type SizingNames } from "~/lib/caches.server";
import { etagFor } from "~/lib/etag";
import type { Problem } from "~/input/query-params";
import { cacheable } from "./answer-cache";

export interface JsonAnswer {
  json: string;
  etag: string;
}

export const JSON_TYPE = "application/json; charset=utf-8";

/** A value's JSON and the ETag of those bytes. */
export function jsonAnswer(value: unknown): JsonAnswer {
  return jsonText(JSON.stringify(value));
}

/** JSON already written (by a worker thread, say) with the ETag of its bytes. */
export function jsonText(json: string): JsonAnswer {
  return { json, etag: etagFor(json) };
}

/** Sends a kept answer: 304 to a client that holds it, else the bytes, compressed once. */
export function sendJson(c: Context, answer: JsonAnswer, cacheControl: string) {
  return cacheable(c, answer.json, answer.etag, cacheControl, JSON_TYPE);
}

// A refusal found while making an answer travels out of lru-cache's fetch as an error, so it
// is answered but never kept.
class Refused extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
  }
}

/** A value to keep, JSON already written (by a worker thread), or a refusal. */
export type Made = { value: unknown } | { json: string } | Problem;

/**
 * Answers by key: `make(context)` gives the value to keep, or a Problem to answer (a 400) and
 * not keep. `name` is the cache's line in `app/lib/caches.server.ts`, with its budget.
 */
export function cachedJson<C>(
  name: SizingNames<JsonAnswer>,
  make: (context: C) => Made | Promise<Made>,
) {
  const cache = boundedCache<string, JsonAnswer, { of: C }>(name, {
    fetchMethod: async (_key, _stale, { context }) => {
      const made = await make(context.of);
      if ("code" in made) throw new Refused(made);
      return "json" in made ? jsonText(made.json) : jsonAnswer(made.value);
    },
  });
  return async (key: string, context: C): Promise<JsonAnswer | Problem> => {
    const kept = cache.get(key);
    if (kept) return kept;
    try {
      return (await cache.fetch(key, { context: { of: context } }))!;
    } catch (error) {
      if (error instanceof Refused) return error.problem;
      throw error;
    }
  };
}
