// GET /api/calendar?from=&to=&events= : the sky's events between two UTC
// dates (both included, at most 366 days), each with its UTC instant, as the calendar shows them.
import { z } from "zod";
import { toIso } from "~/domain/calendar-date";
import { ALL_GROUPS, type EventGroup } from "~/domain/events/find";
import {
  DateParam,
  type Problem,
  type QueryValues,
  readQuery,
  refuse,
  shown,
} from "~/input/query-params";
import { jsonText, sendJson } from "../cache/cached-json";
import { clientIpOf } from "../http/client-ip";
import { heavyCache } from "../pool/heavy";
import { defineEndpoint } from "./endpoint";
import { Day, Iso } from "./schemas";
import { DAY } from "~/domain/time";

const MAX_CALENDAR_DAYS = 366;

/** The events= list: kinds separated by commas, kept as a set in ALL_GROUPS' order. */
export function EventsParam(fallback: readonly EventGroup[] = ALL_GROUPS) {
  return z
    .string()
    .optional()
    .transform((text, ctx): EventGroup[] => {
      if (text === undefined || text === "") return ALL_GROUPS.filter((g) => fallback.includes(g));
      const names = text.split(",").map((name) => name.trim());
      const unknown = names.find((name) => !(ALL_GROUPS as string[]).includes(name));
      if (unknown !== undefined) {
        return refuse(
          ctx,
          "invalid_events",
          `The events parameter names "${shown(unknown)}", which is not a kind of event: use any of ${ALL_GROUPS.join(", ")}, separated by commas.`,
        );
      }
      // Every order and repetition of the same kinds is one query, and one cache entry.
      return ALL_GROUPS.filter((group) => names.includes(group));
    })
    .meta({
      description: `Kinds of event, separated by commas: ${ALL_GROUPS.join(", ")} (default: ${fallback.join(", ")}).`,
    });
}

export const CalendarQuerySchema = z
  .object({ from: DateParam("from"), to: DateParam("to"), events: EventsParam() })
  .transform((q, ctx) => {
    const [from, to] = [toIso(q.from), toIso(q.to)];
    const days = (Date.parse(to) - Date.parse(from)) / DAY + 1;
    if (days < 1) {
      return refuse(ctx, "invalid_range", `The to date (${to}) is before the from date (${from}).`);
    }
    if (days > MAX_CALENDAR_DAYS) {
      return refuse(
        ctx,
        "range_too_long",
        `From ${from} to ${to} is ${days} days: ask for at most ${MAX_CALENDAR_DAYS} at a time.`,
      );
    }
    return { from, to, groups: q.events };
  });

export const CalendarAnswer = z.object({
  from: Day,
  to: Day,
  kinds: z.array(z.string()),
  events: z.array(
    z
      .object({
        kind: z.enum([
          "lunation",
          "moon-ingress",
          "void",
          "ingress",
          "station",
          "eclipse",
          "season",
        ]),
        time: Iso,
      })
      .loose()
      .meta({ description: "An event; the fields beside kind and time depend on the kind." }),
  ),
});

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
const answers = heavyCache("calendarRange", "api.calendar", jsonText);

export const calendarEndpoint = defineEndpoint({
  path: "/api/calendar",
  example: "/api/calendar?from=2026-12-01&to=2026-12-31&events=lunations,eclipses",
  tag: "Sky calendar",
  summary: "The sky's events between two dates",
  description:
    "Lunations, eclipses, ingresses, stations, seasons, Moon ingresses and void-of-course Moons between two UTC dates (both included, at most 366 days).",
  query: CalendarQuerySchema,
  answer: CalendarAnswer,
  errors: { 429: "Too many new computations from one address.", 503: "The server is busy." },
  // The sky does not change: an answer is good for as long as a cache will keep it.
  cache: "public, max-age=86400",
  handle: async (c, query, cache) => {
    const key = `${query.from} ${query.to} ${query.groups.join(",")}`;
    return sendJson(c, await answers(key, query, clientIpOf(c)), cache);
  },
});
