// GET /api/compatibility?first=&second= : how well two signs get along, read in zodiac order.
import { z } from "zod";
import { compatibility, pairSlug } from "~/domain/compatibility/compatibility";
import type { Sign } from "~/domain/zodiac";
import { SignParam } from "~/input/query-params";
import { cachedJson, sendJson } from "../cache/cached-json";
import { defineEndpoint } from "./endpoint";
import { apiError } from "./errors";

export const CompatibilityQuerySchema = z.object({
  first: SignParam("first"),
  second: SignParam("second"),
});

export const CompatibilityAnswer = z.object({
  first: z.string(),
  second: z.string(),
  score: z.int().min(0).max(100),
  categories: z.object({
    love: z.int(),
    friendship: z.int(),
    communication: z.int(),
    trust: z.int(),
  }),
  summary: z.string(),
  strongest: z.string().nullable(),
  weakest: z.string().nullable(),
  details: z.array(z.string()),
  factors: z.array(z.object({ name: z.string(), effect: z.number(), detail: z.string() })),
  url: z.string(),
});

// At most 78 pairs, each made and serialised once (the pair's slug is the same both ways).
const answers = cachedJson("api.compatibility", ([a, b]: [Sign, Sign]) => {
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
      // The domain's paragraphs are frozen, shared by every caller; the answer takes a copy.
      details: [...result.details],
      factors: result.factors.map(({ name, effect, detail }) => ({ name, effect, detail })),
      url: `/zodiac/${result.slug}`,
    } satisfies z.input<typeof CompatibilityAnswer>,
  };
});

export const compatibilityEndpoint = defineEndpoint({
  path: "/api/compatibility",
  example: "/api/compatibility?first=Aries&second=Libra",
  tag: "Compatibility",
  summary: "How two signs get along",
  description:
    "A score out of 100, four categories, the pair's summary and paragraphs, and the factors behind the score.",
  query: CompatibilityQuerySchema,
  answer: CompatibilityAnswer,
  // A pair's answer changes only with a release; a day lets corrected text reach people soon.
  cache: "public, max-age=86400",
  handle: async (c, { first, second }, cache) => {
    const answer = await answers(pairSlug(first, second), [first, second]);
    if ("code" in answer) return apiError(c, 400, answer.code, answer.message);
    return sendJson(c, answer, cache);
  },
});
