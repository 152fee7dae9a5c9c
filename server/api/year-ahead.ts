// The year-ahead endpoints' one shape (/api/forecast, /api/progressions, /api/returns): a birth
// chart in `chart` plus the endpoint's own query, made into the task's argument, answered from
// the task's one cache (shared with /forecast's loader, server/pool/heavy.ts) or computed in
// the pool. A member's own data, so never kept by a browser or proxy.
import { Hono } from "hono";
import type { z } from "zod";
import { type Problem, type QuerySchema, readQuery } from "~/lib/query-params";
import { sendJson } from "../cache/cached-json";
import { PRIVATE } from "../http/cache-policy";
import { clientIpOf } from "../http/client-ip";
import { type HeavyTasks, yearAhead, type YearAheadTask } from "../pool/heavy";
import { apiError } from "./errors";
import { type Natal, natalFrom } from "./natal-param";
import { queryValues } from "./params";

type Arg<N extends YearAheadTask> = Parameters<HeavyTasks[N]>[0];

export function yearAheadApi<N extends YearAheadTask, S extends QuerySchema>(
  name: N,
  schema: S,
  argOf: (query: z.output<S>, natal: Natal) => Arg<N> | Problem | Promise<Arg<N> | Problem>,
) {
  const api = new Hono();
  api.get("/", async (c) => {
    const read = readQuery(schema, queryValues(c));
    if ("code" in read) return apiError(c, 400, read.code, read.message);
    const natal = await natalFrom((read.query as { chart: string }).chart);
    if ("code" in natal) return apiError(c, 400, natal.code, natal.message);
    const arg = await argOf(read.query, natal);
    if ("code" in arg) return apiError(c, 400, arg.code, arg.message);
    return sendJson(c, await yearAhead(name, arg, clientIpOf(c)), PRIVATE);
  });
  return api;
}
