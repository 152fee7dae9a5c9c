// GET /api/progressions?chart=&date=&method= : the secondary progressed chart for a date, the
// progressed Moon's sign and house changes over the year from it, the progressed lunation
// phase, and with method=solar-arc the solar arc directions (server/api/year-ahead.ts).
import { z } from "zod";
import { DateParam, refuse, shown } from "~/input/query-params";
import { natalOf } from "~/read/forecast.server";
import { ChartParam, Day, Iso, Placement } from "./schemas";
import { CHART_EXAMPLE, yearAheadEndpoint } from "./year-ahead";

const METHODS = ["secondary", "solar-arc"] as const;

export const ProgressionsQuerySchema = z.object({
  chart: ChartParam,
  date: DateParam("date"),
  method: z
    .string()
    .optional()
    .transform((text, ctx): (typeof METHODS)[number] => {
      if (text === undefined || text === "") return "secondary";
      if ((METHODS as readonly string[]).includes(text)) return text as (typeof METHODS)[number];
      return refuse(
        ctx,
        "invalid_method",
        `The method parameter "${shown(text)}" is not a method we use: secondary (the default) or solar-arc.`,
      );
    })
    .meta({
      description:
        "secondary (the default: the Midheaven by Naibod's rate) or solar-arc (solar arc directions, and the Midheaven by the arc).",
    }),
});

export const ProgressionsAnswer = z.object({
  date: Day,
  method: z.enum(["secondary", "solar-arc"]),
  timeKnown: z.boolean(),
  age: z.number(),
  progressed: z.object({
    utc: Iso,
    points: z.array(Placement),
    houses: z.object({ system: z.string(), cusps: z.array(Placement) }).optional(),
    midheaven: z
      .enum(["naibod", "solar arc"])
      .meta({ description: "How the Midheaven was progressed." }),
  }),
  moon: Placement.extend({
    natalHouse: z.int().optional(),
    changes: z.array(
      z.object({ date: Day, sign: z.string().optional(), natalHouse: z.int().optional() }),
    ),
  }),
  lunation: z.object({
    phase: z.string(),
    elongation: z.number(),
    began: Day,
    ends: Day,
  }),
  directions: z
    .object({
      arc: z.number(),
      points: z.array(Placement),
      contacts: z.array(
        z.object({ directed: z.string(), natal: z.string(), aspect: z.string(), orb: z.number() }),
      ),
    })
    .optional(),
});

export const progressionsEndpoint = yearAheadEndpoint(
  "progressed",
  {
    path: "/api/progressions",
    example: `/api/progressions?${CHART_EXAMPLE}&date=2026-11-27&method=solar-arc`,
    tag: "The year ahead",
    summary: "Secondary progressions and solar arc directions",
    description:
      "The chart progressed to 00:00 UTC on `date` (a day after birth for each year of life, to the minute), its angles and houses from the Midheaven advanced by Naibod's rate (or by the solar arc with `method=solar-arc`, which adds the directed points and their contacts with the natal ones within 1°); the progressed Moon's sign and natal-house changes over the year from `date`; the progressed lunation phase with the days it began and ends.",
    query: ProgressionsQuerySchema,
    answer: ProgressionsAnswer,
  },
  ({ date, method }, natal) => ({ natal: natalOf(natal.chart), date, method }),
);
