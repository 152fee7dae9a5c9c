// The year-ahead endpoints' one shape (/api/forecast, /api/progressions, /api/returns): a birth
// chart in `chart` plus the endpoint's own query, made into the task's argument, answered from
// the task's one cache (shared with /forecast's loader, server/pool/heavy.ts) or computed in
// the pool. A member's own data, so never kept by a browser or proxy.
import type { z } from "zod";
import type { Problem, QuerySchema } from "~/input/query-params";
import { sendJson } from "../cache/cached-json";
import { PRIVATE } from "../http/cache-policy";
import { clientIpOf } from "../http/client-ip";
import { type HeavyTasks, yearAhead, type YearAheadTask } from "../pool/heavy";
import { defineEndpoint, type EndpointDoc } from "./endpoint";
import { apiError } from "./errors";
import { type Natal, natalFrom } from "./natal-param";

type Arg<N extends YearAheadTask> = Parameters<HeavyTasks[N]>[0];

export const CHART_EXAMPLE = "chart=date%3D1990-07-04%26time%3D15%3A30%26place%3D5128581";

/** Its own refusals besides the 400s. */
export const HEAVY_ERRORS = {
  429: "Too many new computations from one address.",
  503: "The server is busy.",
};

export function yearAheadEndpoint<N extends YearAheadTask, S extends QuerySchema>(
  name: N,
  doc: Omit<EndpointDoc, "query" | "cache" | "cacheDocumented"> & { query: S },
  argOf: (query: z.output<S>, natal: Natal) => Arg<N> | Problem | Promise<Arg<N> | Problem>,
) {
  return defineEndpoint({
    errors: HEAVY_ERRORS,
    ...doc,
    cache: PRIVATE,
    cacheDocumented: `${PRIVATE} (a member's own data)`,
    handle: async (c, query: z.output<S>, cache) => {
      const natal = await natalFrom((query as { chart: string }).chart);
      if ("code" in natal) return apiError(c, 400, natal.code, natal.message);
      const arg = await argOf(query, natal);
      if ("code" in arg) return apiError(c, 400, arg.code, arg.message);
      return sendJson(c, await yearAhead(name, arg, clientIpOf(c)), cache);
    },
  });
}
