// The birth chart that /api/transits, /api/forecast, /api/progressions and /api/returns take in
// one parameter, `chart`: a /api/chart query, URL-encoded, parsed and cast as /api/chart does.
// A refusal names the chart parameter, then what in it is wrong.
import {
  birthChart,
  type BirthChart,
  type ChartQuery,
  parseChartQuery,
} from "~/read/birth-chart.server";
import type { Problem } from "~/input/query-params";

export interface Natal {
  query: ChartQuery;
  /** The parsed query as a cache key: every spelling of one chart is one key. */
  key: string;
  chart: BirthChart;
}

export function inChart(problem: Problem): Problem {
  return { code: `chart_${problem.code}`, message: `In the chart parameter: ${problem.message}` };
}

export async function natalFrom(text: string): Promise<Natal | Problem> {
  const params = new URLSearchParams(text);
  const query = parseChartQuery((name) => params.getAll(name));
  if ("code" in query) return inChart(query);
  // Casting the chart takes about a millisecond: on this thread.
  const chart = await birthChart(query);
  if ("code" in chart) return inChart(chart);
  return { query, key: JSON.stringify(query), chart };
}
