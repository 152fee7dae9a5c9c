// GET /api/calendar?from=YYYY-MM-DD&to=YYYY-MM-DD&events= : the sky's events between two UTC
// dates (both included, at most 366 days), each with its UTC instant, as the calendar shows them.
import { Hono } from "hono";
import { parseCalendarDate } from "~/domain/calendar-date";
import { ALL_GROUPS, type EventGroup } from "~/domain/calendar/events";
import { etagFor } from "~/lib/etag";
import { type Problem, type QueryValues, shown, single } from "~/lib/query-params";
import { cacheable } from "../cache/answer-cache";
import { clientIpOf } from "../http/client-ip";
import { heavyCache } from "../pool/heavy";
import { apiError } from "./errors";
import { queryValues } from "./params";

// The sky does not change: an answer is good for as long as a cache will keep it.
const CACHE_CONTROL = "public, max-age=86400";
const MAX_DAYS = 366;
const DAY = 86_400_000;

/**
 * The events= list: named groups, comma-separated; `fallback` when absent. Given as a set, in
 * ALL_GROUPS' order, so that every order and repetition of the same kinds is one cache entry.
 */
export function parseEventGroups(
  values: QueryValues,
  fallback: readonly EventGroup[] = ALL_GROUPS,
): EventGroup[] | Problem {
  const events = single(values, "events");
  if ("code" in events) return events;
  if (events.value === undefined || events.value === "") {
    return ALL_GROUPS.filter((group) => fallback.includes(group));
  }
  const names = events.value.split(",").map((name) => name.trim());
  const unknown = names.find((name) => !(ALL_GROUPS as string[]).includes(name));
  if (unknown !== undefined) {
    return {
      code: "invalid_events",
      message: `The events parameter names "${shown(unknown)}", which is not a kind of event: use any of ${ALL_GROUPS.join(", ")}, separated by commas.`,
    };
  }
  return ALL_GROUPS.filter((group) => names.includes(group));
}

interface CalendarQuery {
  from: string;
  to: string;
  groups: EventGroup[];
}

function dateValue(values: QueryValues, name: "from" | "to"): { iso: string } | Problem {
  const one = single(values, name);
  if ("code" in one) return one;
  if (one.value === undefined || one.value === "") {
    return {
      code: `missing_${name}`,
      message: `The ${name} parameter is required: a date as YYYY-MM-DD.`,
    };
  }
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(one.value) ? parseCalendarDate(one.value) : undefined;
  if (!parsed?.ok) {
    return {
      code: `invalid_${name}`,
      message:
        parsed?.reason === "out-of-range"
          ? `The ${name} parameter "${one.value}" is outside 1900-01-01 to 2100-12-31.`
          : `The ${name} parameter "${shown(one.value)}" is not a date: use YYYY-MM-DD.`,
    };
  }
  return { iso: one.value };
}

export function parseCalendarQuery(values: QueryValues): CalendarQuery | Problem {
  const from = dateValue(values, "from");
  if ("code" in from) return from;
  const to = dateValue(values, "to");
  if ("code" in to) return to;
  const days = (Date.parse(to.iso) - Date.parse(from.iso)) / DAY + 1;
  if (days < 1) {
    return {
      code: "invalid_range",
      message: `The to date (${to.iso}) is before the from date (${from.iso}).`,
    };
  }
  if (days > MAX_DAYS) {
    return {
      code: "range_too_long",
      message: `From ${from.iso} to ${to.iso} is ${days} days: ask for at most ${MAX_DAYS} at a time.`,
    };
  }
  const groups = parseEventGroups(values);
  if ("code" in groups) return groups;
  return { from: from.iso, to: to.iso, groups };
}

// Keyed by the canonical query: the dates as parsed, the kinds as a set.
const answers = heavyCache(
  "calendarRange",
  { maxSize: 32 * 1024 * 1024, sizeCalculation: (a: { json: string }) => a.json.length },
  (json) => ({ json, etag: etagFor(json) }),
);

export function createCalendarApi() {
  const api = new Hono();
  api.get("/", async (c) => {
    const query = parseCalendarQuery(queryValues(c));
    if ("code" in query) return apiError(c, 400, query.code, query.message);
    const key = `${query.from} ${query.to} ${query.groups.join(",")}`;
    const answer = await answers(key, query, clientIpOf(c));
    return cacheable(c, answer.json, answer.etag, CACHE_CONTROL, "application/json; charset=utf-8");
  });
  return api;
}
