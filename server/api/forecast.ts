// GET /api/forecast?chart=&from=&to=&moon= : every transit to a birth chart over up to 366 days,
// with its entering, exact and leaving moments, the stations on natal points and the ingresses
// into the natal houses (server/api/year-ahead.ts: computed in the pool, kept per chart and
// period, private).
import { ForecastQuerySchema } from "~/lib/api/queries";
import { natalOf } from "~/read/forecast.server";
import { yearAheadApi } from "./year-ahead";

export const createForecastApi = () =>
  yearAheadApi("forecast", ForecastQuerySchema, ({ from, to, moon }, natal) => ({
    natal: natalOf(natal.chart),
    from,
    to,
    moon,
  }));
