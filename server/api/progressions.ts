// GET /api/progressions?chart=&date=&method= : the secondary progressed chart for a date, the
// progressed Moon's sign and house changes over the year from it, the progressed lunation
// phase, and with method=solar-arc the solar arc directions. A member's own data: no-store.
import { Hono } from "hono";
import { toIso } from "~/domain/calendar-date";
import { ProgressionsQuerySchema } from "~/lib/api/queries";
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
  { maxSize: 8 * 1024 * 1024 },
  async (ask: { arg: Parameters<typeof runHeavy<"progressed">>[1]; ip: string }) => ({
    json: await runHeavy("progressed", ask.arg, ask.ip),
  }),
);

export function createProgressionsApi() {
  const api = new Hono();
  api.get("/", async (c) => {
    const read = readQuery(ProgressionsQuerySchema, queryValues(c));
    if ("code" in read) return apiError(c, 400, read.code, read.message);
    const { date, method } = read.query;
    const natal = await natalFrom(read.query.chart);
    if ("code" in natal) return apiError(c, 400, natal.code, natal.message);
    const key = `${natal.key} ${toIso(date)} ${method}`;
    const arg = { natal: natalOf(natal.chart), date, method };
    const answer = await answers(key, { arg, ip: clientIpOf(c) });
    if ("code" in answer) return apiError(c, 400, answer.code, answer.message);
    return sendJson(c, answer, PRIVATE);
  });
  return api;
}
