// GET /api/returns?chart=&kind=solar&year= (or kind=lunar&from=)&place= : solar or lunar returns
// to the second, each with its chart as /api/chart casts it, for the birthplace or place=
// (server/api/year-ahead.ts).
import { ReturnsQuerySchema } from "~/lib/api/queries";
import { chartPlace } from "~/read/birth-chart.server";
import { natalOf } from "~/read/forecast.server";
import { yearAheadApi } from "./year-ahead";

export const createReturnsApi = () =>
  yearAheadApi("returns", ReturnsQuerySchema, async ({ ask, place }, natal) => {
    // The place asked for, with the birth chart's house system.
    const where =
      place === undefined
        ? undefined
        : await chartPlace({ ...natal.query, placeId: place, offsetSeconds: undefined });
    if (where && "code" in where) return where;
    return { natal: natalOf(natal.chart), ask, ...(where ? { where } : {}) };
  });
