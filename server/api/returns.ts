// GET /api/returns?chart=&kind=solar&year= (or kind=lunar&from=)&place= : solar or lunar returns
// to the second, each with its chart as /api/chart casts it, for the birthplace or place=
// (server/api/year-ahead.ts).
import { z } from "zod";
import { DATE_FORMS, OptionalDateParam, PlaceIdParam, refuse, shown } from "~/input/query-params";
import { chartPlace } from "~/read/birth-chart.server";
import { natalOf } from "~/read/forecast.server";
import { ChartAnswer } from "./chart";
import { ChartParam, Day, Moment } from "./schemas";
import { CHART_EXAMPLE, HEAVY_ERRORS, yearAheadEndpoint } from "./year-ahead";

const KINDS = ["solar", "lunar"] as const;
const RETURN_YEARS = "a year from 1900 to 2100";

export const ReturnsQuerySchema = z
  .object({
    chart: ChartParam,
    kind: z
      .string()
      .optional()
      .transform((text, ctx): (typeof KINDS)[number] => {
        if (text === undefined || text === "") {
          return refuse(ctx, "missing_kind", "The kind parameter is required: solar or lunar.");
        }
        if ((KINDS as readonly string[]).includes(text)) return text as (typeof KINDS)[number];
        return refuse(
          ctx,
          "invalid_kind",
          `The kind parameter "${shown(text)}" is not a kind of return: use solar or lunar.`,
        );
      })
      .meta({ description: "solar (one return, in year) or lunar (the next 13, from from)." }),
    year: z
      .string()
      .optional()
      .transform((text, ctx): number | undefined => {
        if (text === undefined || text === "") return undefined;
        const year = Number(text);
        if (/^\d{4}$/.test(text) && year >= 1900 && year <= 2100) return year;
        return refuse(
          ctx,
          "invalid_year",
          `The year parameter "${shown(text)}" is not ${RETURN_YEARS}.`,
        );
      })
      .meta({ description: `With kind=solar: ${RETURN_YEARS}.` }),
    from: OptionalDateParam("from", "With kind=lunar: the day to count the 13 returns from,"),
    place: PlaceIdParam(
      "Where the member will be: a place id from /api/places, whose coordinates and zone the return charts are cast for (the birthplace when absent).",
    ),
  })
  .transform((q, ctx) => {
    if (q.kind === "solar") {
      if (q.year === undefined) {
        return refuse(
          ctx,
          "missing_year",
          `The year parameter is required with kind=solar: ${RETURN_YEARS}.`,
        );
      }
      return { chart: q.chart, place: q.place, ask: { kind: "solar" as const, year: q.year } };
    }
    if (q.from === undefined) {
      return refuse(
        ctx,
        "missing_from",
        `The from parameter is required with kind=lunar: ${DATE_FORMS}.`,
      );
    }
    return { chart: q.chart, place: q.place, ask: { kind: "lunar" as const, from: q.from } };
  });

export const ReturnsAnswer = z.object({
  kind: z.enum(["solar", "lunar"]),
  year: z.int().optional(),
  from: Day.optional(),
  timeKnown: z.boolean(),
  note: z.string().optional(),
  returns: z.array(z.object({ moment: Moment, chart: ChartAnswer })),
});

export const returnsEndpoint = yearAheadEndpoint(
  "returns",
  {
    path: "/api/returns",
    example: `/api/returns?${CHART_EXAMPLE}&kind=solar&year=2026`,
    tag: "The year ahead",
    summary: "Solar and lunar returns",
    description:
      "`kind=solar&year=`: the moment in that year the Sun comes back to its natal longitude; `kind=lunar&from=`: the next 13 moments the Moon does. Each to the second, with its chart as /api/chart casts it, for the birthplace or for `place` (a place id from /api/places).",
    query: ReturnsQuerySchema,
    answer: ReturnsAnswer,
    errors: {
      ...HEAVY_ERRORS,
      400: "The query is wrong, or place names no place (`unknown_place`).",
    },
  },
  async ({ ask, place }, natal) => {
    // The place asked for, with the birth chart's house system.
    const where =
      place === undefined
        ? undefined
        : await chartPlace({ ...natal.query, placeId: place, offsetSeconds: undefined });
    if (where && "code" in where) return where;
    return { natal: natalOf(natal.chart), ask, ...(where ? { where } : {}) };
  },
);
