// GET /api/transits?chart=&date=&zone= : a chart's day of transits, as /today shows a
// member theirs. `chart` is a chart API query (date, time, place or lat/lon/tz, houses),
// URL-encoded; `date` the day to read, in `zone` (an IANA zone; SITE_TIME_ZONE when absent).
import { z } from "zod";
import { toIso } from "~/domain/calendar-date";
import { env } from "~/lib/env.server";
import { DateParam, refuse, shown } from "~/input/query-params";
import { jsonText, sendJson } from "../cache/cached-json";
import { clientIpOf } from "../http/client-ip";
import { heavyCache } from "../pool/heavy";
import { defineEndpoint } from "./endpoint";
import { apiError } from "./errors";
import { natalFrom } from "./natal-param";
import { ChartParam, Day, Iso } from "./schemas";

export const TransitsQuerySchema = z.object({
  chart: ChartParam,
  date: DateParam("date"),
  zone: z
    .string()
    .optional()
    .transform((text, ctx): string | undefined => {
      if (text === undefined || text === "") return undefined;
      if (text === "UTC" || Intl.supportedValuesOf("timeZone").includes(text)) return text;
      return refuse(
        ctx,
        "invalid_zone",
        `The zone parameter "${shown(text)}" is not an IANA time zone (Europe/London, America/New_York).`,
      );
    })
    .meta({ description: "The IANA time zone the day is read in; the site's when absent." }),
});

const Transit = z.object({
  transiting: z.string(),
  natal: z.string(),
  aspect: z.string(),
  begins: Iso,
  ends: Iso,
  exact: z.array(Iso),
  closest: z.number(),
  house: z.int().optional(),
  text: z.string().optional(),
});

export const TransitsAnswer = z.object({
  date: Day,
  zone: z.string(),
  top: z.array(Transit),
  longer: z.array(Transit),
  all: z.array(Transit),
  planets: z.array(z.object({ body: z.string(), sign: z.string(), house: z.int().optional() })),
  coming: z.array(
    z.object({ time: Iso, transiting: z.string(), natal: z.string(), aspect: z.string() }),
  ),
});

const answers = heavyCache("transitDay", "api.transits", jsonText);

export const transitsEndpoint = defineEndpoint({
  path: "/api/transits",
  example:
    "/api/transits?chart=date%3D1990-07-04%26time%3D15%3A30%26place%3D5128581&date=2026-11-27",
  tag: "Birth charts",
  summary: "A chart's day of transits",
  description:
    "The transits to a birth chart on a day, as /today shows a member theirs. `chart` holds a /api/chart query, URL-encoded.",
  query: TransitsQuerySchema,
  answer: TransitsAnswer,
  errors: { 429: "Too many new computations from one address.", 503: "The server is busy." },
  cache: "public, max-age=86400",
  handle: async (c, query, cache) => {
    const { date } = query;
    const zone = query.zone ?? env().SITE_TIME_ZONE;
    const natal = await natalFrom(query.chart);
    if ("code" in natal) return apiError(c, 400, natal.code, natal.message);
    // The day's transits read a 30-day sky table: in the pool.
    const key = `${natal.key} ${toIso(date)} ${zone}`;
    const answer = await answers(key, { chart: natal.chart.chart, date, zone }, clientIpOf(c));
    return sendJson(c, answer, cache);
  },
});
