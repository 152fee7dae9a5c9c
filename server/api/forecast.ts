// GET /api/forecast?chart=&from=&to=&moon= : every transit to a birth chart over up to 366 days,
// with its entering, exact and leaving moments, the stations on natal points and the ingresses
// into the natal houses (server/api/year-ahead.ts: computed in the pool, kept per chart and
// period, private).
import { z } from "zod";
import { toIso } from "~/domain/calendar-date";
import { DateParam, refuse, shown } from "~/input/query-params";
import { natalOf } from "~/read/forecast.server";
import { ChartParam, Day, Moment } from "./schemas";
import { CHART_EXAMPLE, yearAheadEndpoint } from "./year-ahead";
import { DAY } from "~/domain/time";

const MAX_FORECAST_DAYS = 366;

export const ForecastQuerySchema = z
  .object({
    chart: ChartParam,
    from: DateParam("from"),
    to: DateParam("to"),
    moon: z
      .string()
      .optional()
      .transform((text, ctx): boolean => {
        if (text === undefined || text === "" || text === "0") return false;
        if (text === "1") return true;
        return refuse(ctx, "invalid_moon", `The moon parameter "${shown(text)}" is not 0 or 1.`);
      })
      .meta({
        description:
          "1 adds the Moon's transits (about 1,700 more a year); 0 or absent leaves them out.",
      }),
  })
  .transform((q, ctx) => {
    const [from, to] = [toIso(q.from), toIso(q.to)];
    const days = (Date.parse(to) - Date.parse(from)) / DAY + 1;
    if (days < 1) {
      return refuse(ctx, "invalid_range", `The to date (${to}) is before the from date (${from}).`);
    }
    if (days > MAX_FORECAST_DAYS) {
      return refuse(
        ctx,
        "range_too_long",
        `From ${from} to ${to} is ${days} days: ask for at most ${MAX_FORECAST_DAYS} at a time.`,
      );
    }
    return q;
  });

export const ForecastAnswer = z.object({
  from: Day,
  to: Day,
  timeZone: z.string(),
  orb: z
    .number()
    .meta({ description: "Degrees either side of exact within which a transit is counted." }),
  moon: z.boolean(),
  timeKnown: z.boolean(),
  transits: z.array(
    z.object({
      transiting: z.string(),
      natal: z.string(),
      aspect: z.string(),
      begins: Moment.nullable().meta({
        description: "Entering the orb; null when long before the period.",
      }),
      exact: z.array(Moment),
      ends: Moment.nullable(),
      windows: z
        .array(z.object({ begins: Moment.nullable(), ends: Moment.nullable() }))
        .optional()
        .meta({
          description:
            "When a retrograde loop takes it out of orb and back: each stretch within the orb.",
        }),
      closest: z
        .number()
        .optional()
        .meta({ description: "Degrees, when it turns without perfecting." }),
      house: z.int().min(1).max(12).optional(),
    }),
  ),
  stations: z.array(
    z.object({
      body: z.string(),
      time: Moment,
      turns: z.enum(["retrograde", "direct"]),
      longitude: z.number(),
      sign: z.string(),
      degree: z.int(),
      minute: z.int(),
      contacts: z.array(z.object({ natal: z.string(), aspect: z.string(), orb: z.number() })),
    }),
  ),
  ingresses: z.array(
    z.object({
      body: z.string(),
      time: Moment,
      house: z.int().min(1).max(12),
      retrograde: z.boolean(),
    }),
  ),
});

export const forecastEndpoint = yearAheadEndpoint(
  "forecast",
  {
    path: "/api/forecast",
    example: `/api/forecast?${CHART_EXAMPLE}&from=2026-01-01&to=2026-12-31`,
    tag: "The year ahead",
    summary: "A birth chart's transits over up to a year",
    description:
      "Every transit of the Sun to Pluto (the Moon's with `moon=1`) to the natal bodies, angles and true node: each conjunction, sextile, square, trine, quincunx and opposition within 1°, with the moment it enters the orb, each exact moment (three when a retrograde loop crosses the point) and the moment it leaves, and the natal house the moving planet is in; the stations within 1° of an aspect to a natal point; the planets' ingresses into the natal houses. From 00:00 UTC on `from` to 24:00 UTC on `to`, at most 366 days; times to the minute, in UTC and in the chart's zone. `chart` holds a /api/chart query, URL-encoded.",
    query: ForecastQuerySchema,
    answer: ForecastAnswer,
  },
  ({ from, to, moon }, natal) => ({ natal: natalOf(natal.chart), from, to, moon }),
);
