// GET /api/synastry and /api/composite: two birth charts from one query (every /api/chart
// parameter twice, prefixed a. and b.), read together. Cached like /api/chart.
import { z } from "zod";
import type { BirthChart } from "~/read/birth-chart.server";
import { readQuery } from "~/input/query-params";
import {
  composite,
  type CompositeMethod,
  CompositeMethodSchema,
  CompositeQuerySchema,
  synastry,
  twoCharts,
  TwoChartsSchema,
} from "~/read/relationship.server";
import { cachedJson, sendJson } from "../cache/cached-json";
import { ChartAnswer } from "./chart";
import { defineEndpoint } from "./endpoint";
import { apiError } from "./errors";
import { Iso, Placement } from "./schemas";

const CACHE_CONTROL = "public, max-age=86400";

const InterAspect = z.object({
  a: z.string(),
  b: z.string(),
  type: z.enum(["conjunction", "sextile", "square", "trine", "opposition"]),
  orb: z.number(),
});
const Overlay = z.object({ point: z.string(), house: z.int().min(1).max(12) });

const ReadOverlay = Overlay.extend({ text: z.string() });

const SynastryReading = z
  .object({
    summary: z.object({
      draws: z.string().meta({ description: "What draws the two together." }),
      rubs: z.string().meta({ description: "Where they are likely to rub." }),
    }),
    contacts: z.array(InterAspect.extend({ title: z.string(), text: z.string() })).meta({
      description: "The twelve strongest inter-aspects, strongest first, each with its text.",
    }),
    overlays: z.object({ aInB: z.array(ReadOverlay), bInA: z.array(ReadOverlay) }),
  })
  .meta({ description: "Our reading of the two charts together (docs/api.md)." });

const CompositeReading = z
  .object({
    summary: z.string(),
    placements: z.array(
      z.object({
        point: z.enum(["Sun", "Moon", "Venus", "Mars", "Ascendant"]),
        sign: z.string(),
        house: z.int().min(1).max(12).optional(),
        text: z.string(),
      }),
    ),
  })
  .meta({ description: "Our reading of the composite Sun, Moon, Venus, Mars and Ascendant." });

export const SynastryAnswer = z.object({
  a: ChartAnswer,
  b: ChartAnswer,
  aspects: z.array(InterAspect),
  overlays: z.object({ aInB: z.array(Overlay), bInA: z.array(Overlay) }),
  reading: SynastryReading,
});

export const CompositeAnswer = z.union([
  z.object({
    method: z.literal("midpoint"),
    a: ChartAnswer,
    b: ChartAnswer,
    chart: z.object({
      points: z.array(Placement),
      houses: z
        .object({ system: z.string(), fallback: z.string().optional(), cusps: z.array(Placement) })
        .optional(),
    }),
    reading: CompositeReading,
  }),
  z.object({
    method: z.literal("davison"),
    a: ChartAnswer,
    b: ChartAnswer,
    davison: z.object({
      utc: Iso,
      latitude: z.number(),
      longitude: z.number(),
      chartQuery: z.string().meta({ description: "The /api/chart query of the Davison chart." }),
    }),
    chart: ChartAnswer,
    reading: CompositeReading,
  }),
]);

type Pair = { a: BirthChart; b: BirthChart };

// Keyed by both inputs and the instants they resolved to (an offset= changes the instant alone).
const keyOf = ({ a, b }: Pair) => JSON.stringify([a.input, a.chart.utc, b.input, b.chart.utc]);

// A synastry is 26 KB of JSON and a composite 15 KB, each made again in a few ms: some 150
// of each are kept (issue 42).
const synastries = cachedJson("api.synastry", (pair: Pair) => ({
  value: synastry(pair) satisfies z.input<typeof SynastryAnswer>,
}));
const composites = cachedJson(
  "api.composite",
  async ({ pair, method }: { pair: Pair; method: CompositeMethod }) => ({
    value: (await composite(pair, method)) satisfies z.input<typeof CompositeAnswer>,
  }),
);

const BOTH =
  "a.date=1985-03-02&a.time=09:40&a.place=2759794&b.date=1988-10-19&b.time=18:15&b.place=5128581";

export const relationshipEndpoints = [
  defineEndpoint({
    path: "/api/synastry",
    example: `/api/synastry?${BOTH}`,
    tag: "Relationships",
    summary: "Two birth charts read together",
    description:
      "Both charts as /api/chart gives them, every aspect between a point of one and a point of the other (the five major aspects: 6° between planets, 4° for a sextile, 2° more with the Sun or Moon, 3° to the node and the angles), and each person's bodies and node in the other's houses (none in a chart whose time is unknown). Every /api/chart parameter is taken twice, prefixed `a.` and `b.`; a refusal names its side's parameter. `reading` holds our texts: a summary (what draws the two together, where they rub), the twelve strongest contacts, strongest first, and each overlay.",
    query: TwoChartsSchema,
    read: twoCharts,
    answer: SynastryAnswer,
    cache: CACHE_CONTROL,
    handle: async (c, pair, cache) => {
      const answer = await synastries(keyOf(pair), pair);
      if ("code" in answer) return apiError(c, 400, answer.code, answer.message);
      return sendJson(c, answer, cache);
    },
  }),
  defineEndpoint({
    path: "/api/composite",
    example: `/api/composite?${BOTH}&method=davison`,
    tag: "Relationships",
    summary: "A composite chart of two people",
    description:
      "`method=midpoint` (the default): each point halfway between the two on the shorter arc, and the houses from the composite Midheaven at the two birthplaces' mean latitude (the composite Ascendant is the one those houses start from). `method=davison`: /api/chart's answer for the moment halfway between the two births (to the minute) at the place halfway between them on the great circle, in UTC; `davison.chartQuery` is that /api/chart query. `reading` reads the composite Sun, Moon, Venus, Mars and Ascendant by sign and house.",
    query: CompositeQuerySchema,
    read: async (values) => {
      const read = readQuery(CompositeMethodSchema, values);
      if ("code" in read) return read;
      const pair = await twoCharts(values);
      return "code" in pair ? pair : { pair, method: read.query.method };
    },
    answer: CompositeAnswer,
    cache: CACHE_CONTROL,
    handle: async (c, { pair, method }, cache) => {
      const answer = await composites(`${method} ${keyOf(pair)}`, { pair, method });
      if ("code" in answer) return apiError(c, 400, answer.code, answer.message);
      return sendJson(c, answer, cache);
    },
  }),
];
