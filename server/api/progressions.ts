// GET /api/progressions?chart=&date=&method= : the secondary progressed chart for a date, the
// progressed Moon's sign and house changes over the year from it, the progressed lunation
// phase, and with method=solar-arc the solar arc directions (server/api/year-ahead.ts).
import { ProgressionsQuerySchema } from "~/lib/api/queries";
import { natalOf } from "~/read/forecast.server";
import { yearAheadApi } from "./year-ahead";

export const createProgressionsApi = () =>
  yearAheadApi("progressed", ProgressionsQuerySchema, ({ date, method }, natal) => ({
    natal: natalOf(natal.chart),
    date,
    method,
  }));
