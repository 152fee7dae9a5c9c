// GET /api/calendar?from=&to=&events= : the sky's events between two UTC
// dates (both included, at most 366 days), each with its UTC instant, as the calendar shows them.
import { Hono } from "hono";
import { z } from "zod";
import { ALL_GROUPS, type EventGroup } from "~/domain/events/find";
import { CalendarQuerySchema, EventsParam } from "~/lib/api/queries";
import { type Problem, type QueryValues, readQuery } from "~/lib/query-params";
import { jsonText, sendJson } from "../cache/cached-json";
import { clientIpOf } from "../http/client-ip";
import { heavyCache } from "../pool/heavy";
import { apiError } from "./errors";
import { queryValues } from "./params";

// The sky does not change: an answer is good for as long as a cache will keep it.
const CACHE_CONTROL = "public, max-age=86400";

/** The events= list, as a set in one order; `fallback` when absent. */
export function parseEventGroups(
  values: QueryValues,
  fallback: readonly EventGroup[] = ALL_GROUPS,
): EventGroup[] | Problem {
  const read = readQuery(z.object({ events: EventsParam(fallback) }), values);
  return "code" in read ? read : read.query.events;
}

export function parseCalendarQuery(values: QueryValues) {
  const read = readQuery(CalendarQuerySchema, values);
  return "code" in read ? read : read.query;
}

// Keyed by the canonical query: the dates as parsed, the kinds as a set.
const answers = heavyCache(
  "calendarRange",
  { maxSize: 32 * 1024 * 1024, sizeCalculation: (a: { json: string }) => a.json.length },
  jsonText,
);

export function createCalendarApi() {
  const api = new Hono();
  api.get("/", async (c) => {
    const query = parseCalendarQuery(queryValues(c));
    if ("code" in query) return apiError(c, 400, query.code, query.message);
    const key = `${query.from} ${query.to} ${query.groups.join(",")}`;
    const answer = await answers(key, query, clientIpOf(c));
    return sendJson(c, answer, CACHE_CONTROL);
  });
  return api;
}
