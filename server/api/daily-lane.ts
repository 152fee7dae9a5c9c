// GET /api/horoscope/daily answered straight from node:http, ahead of Hono (ADR 010): the
// public API's busiest read at twice the speed. It takes only a GET whose query needs no
// decoding and parses, from a client that holds no copy yet (no If-None-Match), and sends the
// status, headers and bytes the Hono route would send (tests/property/daily-lane.test.ts
// compares the two). Everything else, every error included, goes on to Hono.
import type { IncomingMessage, ServerResponse } from "node:http";
import { cachedAnswer } from "../http-cache";
import { logWhenSent, requestFacts } from "../request-log";
import { API_ORIGINS } from "./index";
import { DAILY_CACHE_CONTROL, DAILY_CONTENT_TYPE, dailyBody, parseDailyQuery } from "./horoscope";

const PREFIX = "/api/horoscope/daily?";
// Hono decodes percent escapes and "+" in a query; one without them reads the same either way.
const NEEDS_DECODING = /[%+]/;

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** Answers and returns true, or returns false having touched nothing. */
export type Lane = (req: IncomingMessage, res: ServerResponse) => boolean;

/** `fixed` are the headers every answer carries (securityHeaders()). */
export function createDailyLane(fixed: [string, string][], trustProxy: number): Lane {
  return (req, res) => {
    const target = req.url ?? "";
    if (req.method !== "GET" || !target.startsWith(PREFIX) || !res.socket) return false;
    const query = target.slice(PREFIX.length);
    if (NEEDS_DECODING.test(query) || req.headers["if-none-match"] !== undefined) return false;
    const params = new URLSearchParams(query);
    const parsed = parseDailyQuery((name) => params.getAll(name));
    if (!parsed.ok) return false;

    const facts = requestFacts("GET", target, (name) => header(req, name), trustProxy);
    const { json, etag } = dailyBody(parsed);
    const answer = cachedAnswer(
      { ifNoneMatch: undefined, acceptEncoding: header(req, "Accept-Encoding") },
      json,
      etag,
      DAILY_CACHE_CONTROL,
      DAILY_CONTENT_TYPE,
    );
    const body = answer.body ?? "";
    const headers: Record<string, string | number> = { "X-Request-Id": facts.requestId };
    for (const [name, value] of fixed) headers[name] = value;
    headers["Access-Control-Allow-Origin"] = API_ORIGINS;
    for (const [name, value] of answer.headers) headers[name] = value;
    headers["Content-Length"] = typeof body === "string" ? Buffer.byteLength(body) : body.length;
    logWhenSent(res, facts);
    res.writeHead(answer.status, headers);
    res.end(body);
    return true;
  };
}
