// GET /api/returns?chart=&kind=solar&year= (or kind=lunar&from=)&place= : solar or lunar returns
// to the second, each with its chart as /api/chart casts it, for the birthplace or place=.
// A member's own data: no-store.
import { Hono } from "hono";
import { toIso } from "~/domain/calendar-date";
import { ReturnsQuerySchema } from "~/lib/api/queries";
import { chartPlace } from "~/read/birth-chart.server";
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
  // A solar return is 5 KB of JSON, 13 lunar ones 65 KB.
  { maxSize: 16 * 1024 * 1024 },
  async (ask: { arg: Parameters<typeof runHeavy<"returns">>[1]; ip: string }) => ({
    json: await runHeavy("returns", ask.arg, ask.ip),
  }),
);

export function createReturnsApi() {
  const api = new Hono();
  api.get("/", async (c) => {
    const read = readQuery(ReturnsQuerySchema, queryValues(c));
    if ("code" in read) return apiError(c, 400, read.code, read.message);
    const { ask, place } = read.query;
    const natal = await natalFrom(read.query.chart);
    if ("code" in natal) return apiError(c, 400, natal.code, natal.message);
    // The place asked for, with the birth chart's house system.
    const where =
      place === undefined
        ? undefined
        : await chartPlace({ ...natal.query, placeId: place, offsetSeconds: undefined });
    if (where && "code" in where) return apiError(c, 400, where.code, where.message);
    const when = ask.kind === "solar" ? String(ask.year) : toIso(ask.from);
    const key = `${natal.key} ${ask.kind} ${when} ${place ?? ""}`;
    const arg = { natal: natalOf(natal.chart), ask, ...(where ? { where } : {}) };
    const answer = await answers(key, { arg, ip: clientIpOf(c) });
    if ("code" in answer) return apiError(c, 400, answer.code, answer.message);
    return sendJson(c, answer, PRIVATE);
  });
  return api;
}
