// Two birth charts from one query, each side's parameters prefixed `a.` and `b.` (a.date,
// b.place ...), for the synastry and composite APIs. A problem names its side's parameter.
import { e_tilt, MakeTime } from "astronomy-engine";
import { toIso } from "~/domain/calendar-date";
import { davisonMoment, davisonPlace, midpointComposite } from "~/domain/relationship/composite";
import { compositeReading, synastryReading } from "~/domain/relationship/reading";
import { interAspects, overlays } from "~/domain/relationship/synastry";
import { z } from "zod";
import {
  type BirthChart,
  birthChart,
  ChartParamsSchema,
  parseChartQuery,
} from "~/read/birth-chart.server";
import { type Problem, queryShape, type QueryValues, refuse, shown } from "~/input/query-params";

export const SIDES = ["a", "b"] as const;
type Side = (typeof SIDES)[number];

/** Every chart parameter twice, `a.` and `b.`: what the OpenAPI document lists. */
export const TwoChartsSchema = z.object(
  Object.fromEntries(
    SIDES.flatMap((side) =>
      Object.entries(queryShape(ChartParamsSchema)).map(([name, schema]) => [
        `${side}.${name}`,
        schema,
      ]),
    ),
  ),
);

export const CompositeMethodSchema = z.object({
  method: z
    .string()
    .optional()
    .transform((text, ctx): CompositeMethod => {
      if (text === undefined || text === "" || text === "midpoint") return "midpoint";
      if (text === "davison") return "davison";
      return refuse(
        ctx,
        "invalid_method",
        `The method parameter "${shown(text)}" is not a composite method: use midpoint (the default) or davison.`,
      );
    })
    .meta({
      description:
        "midpoint (default): each point halfway between the two on the shorter arc; davison: the chart of the moment and place halfway between the births.",
    }),
});

export const CompositeQuerySchema = TwoChartsSchema.extend(CompositeMethodSchema.shape);

function sideProblem(side: Side, problem: Problem): Problem {
  return {
    code: problem.code,
    message: problem.message.replace(/\bThe (\w+) parameter\b/g, `The ${side}.$1 parameter`),
  };
}

/** Both sides' charts, as /api/chart casts each, or the first problem, naming its side. */
export async function twoCharts(
  values: QueryValues,
): Promise<{ a: BirthChart; b: BirthChart } | Problem> {
  const charts: Partial<Record<Side, BirthChart>> = {};
  for (const side of SIDES) {
    const query = parseChartQuery((name) => values(`${side}.${name}`));
    if ("code" in query) return sideProblem(side, query);
    const chart = await birthChart(query);
    if ("code" in chart) return sideProblem(side, chart);
    charts[side] = chart;
  }
  return { a: charts.a!, b: charts.b! };
}

export function synastry({ a, b }: { a: BirthChart; b: BirthChart }) {
  const aspects = interAspects(a.chart, b.chart);
  const placed = { aInB: overlays(a.chart, b.chart), bInA: overlays(b.chart, a.chart) };
  return { a, b, aspects, overlays: placed, reading: synastryReading(aspects, placed) };
}

export type CompositeMethod = "midpoint" | "davison";

export async function composite(
  { a, b }: { a: BirthChart; b: BirthChart },
  method: CompositeMethod,
) {
  const houses = a.input.houses;
  if (method === "midpoint") {
    const middle = new Date((Date.parse(a.chart.utc) + Date.parse(b.chart.utc)) / 2);
    const chart = midpointComposite(
      a.chart,
      b.chart,
      [a.input.latitude, b.input.latitude],
      e_tilt(MakeTime(middle)).tobl,
      houses,
    );
    return { method, a, b, chart, reading: compositeReading(chart.points) };
  }
  const moment = davisonMoment(new Date(a.chart.utc), new Date(b.chart.utc));
  const place = davisonPlace(a.input, b.input);
  const timeKnown = a.chart.timeKnown && b.chart.timeKnown;
  const iso = moment.toISOString();
  const query = new URLSearchParams({
    date: toIso({
      year: moment.getUTCFullYear(),
      month: moment.getUTCMonth() + 1,
      day: moment.getUTCDate(),
    }),
    ...(timeKnown ? { time: iso.slice(11, 16) } : {}),
    lat: String(place.latitude),
    lon: String(place.longitude),
    tz: "Etc/UTC",
    houses,
  });
  // The Davison chart is /api/chart's own answer for that moment and place.
  const parsed = parseChartQuery((name) => query.getAll(name));
  const chart = "code" in parsed ? parsed : await birthChart(parsed);
  if ("code" in chart) throw new Error(`Davison chart: ${chart.message}`);
  return {
    method,
    a,
    b,
    davison: { utc: iso, ...place, chartQuery: query.toString() },
    chart,
    reading: compositeReading(chart.chart.points),
  };
}
