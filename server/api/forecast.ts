// GET /api/forecast?chart=&from=&to=&moon= : every transit to a birth chart over up to 366 days,
// with its entering, exact and leaving moments, the stations on natal points and the ingresses
// into the natal houses. Computed in the pool, kept per chart and period; a member's own data,
// so never kept by a browser or proxy.
import { Hono } from "hono";
import { toIso } from "~/domain/calendar-date";
import { ForecastQuerySchema } from "~/lib/api/queries";
import { natalOf } from "~/read/forecast.server";
import { readQuery } from "~/lib/query-params";
import { cachedJson, sendJson } from "../cache/cached-json";
import { PRIVATE } from "../http/cache-policy";
import { clientIpOf } from "../http/client-ip";
import { runHeavy } from "../pool/heavy";
import { apiError } from "./errors";
import { natalFrom } from "./natal-param";
import { queryValues } from "./params";

const answers = cachedJson(
  // A year is 170 KB of JSON, 660 KB with the Moon: some 50 to 200 answers.
  { maxSize: 32 * 1024 * 1024 },
  async (ask: { arg: Parameters<typeof runHeavy<"forecast">>[1]; ip: string }) => ({
    json: await runHeavy("forecast", ask.arg, ask.ip),
  }),
);

export function createForecastApi() {
  const api = new Hono();
  api.get("/", async (c) => {
    const read = readQuery(ForecastQuerySchema, queryValues(c));
    if ("code" in read) return apiError(c, 400, read.code, read.message);
    const { from, to, moon } = read.query;
    const natal = await natalFrom(read.query.chart);
    if ("code" in natal) return apiError(c, 400, natal.code, natal.message);
    const key = `${natal.key} ${toIso(from)} ${toIso(to)} ${moon}`;
    const arg = { natal: natalOf(natal.chart), from, to, moon };
    const answer = await answers(key, { arg, ip: clientIpOf(c) });
    if ("code" in answer) return apiError(c, 400, answer.code, answer.message);
    return sendJson(c, answer, PRIVATE);
  });
  return api;
}
