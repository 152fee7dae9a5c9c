// One pino line per request, when its answer has gone out, carrying the id hono/request-id
// gives it, which the client also sees (X-Request-Id) and every error logged while answering
// it repeats. What a line may say is ours: no cookies, headers, bodies or client addresses
// (ADR 009), and query values only of parameters known to hold nothing private. Not
// pino-http: its two child loggers per request cost the API a tenth of its speed (ADR 012).
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { HttpBindings } from "@hono/node-server";
import type { Context, MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";
import { logger } from "~/lib/logger.server";
import { isTrustedProxy, peerAddress, type ProxyTrust } from "./client-address";

declare module "hono" {
  interface ContextVariableMap {
    requestId: string;
  }
}

// A proxy's or load balancer's id is kept when it is plainly an id: nothing that could forge
// a log field or a header.
const INCOMING_ID = /^[A-Za-z0-9._-]{1,64}$/;
// Query values are logged only for parameters known to hold nothing private. Reset and
// newsletter links carry tokens in theirs, and any other parameter is masked like them.
const PLAIN_PARAMS = new Set([
  "date",
  "zodiacSign",
  "spread",
  "reversals",
  "first",
  "second",
  "deleted",
  "reset",
  "index",
  "_routes",
]);
const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,30}$/;
// On the chart pages and API even the date is a birth date, personal data: mask every value.
const BIRTH_PATHS =
  /^\/(chart|chart\/wheel\.svg|chart\/wheel\.png|chart\/chart\.pdf|forecast|synastry|rising-sign|moon-sign|api\/chart|api\/transits|api\/forecast|api\/progressions|api\/returns|api\/synastry|api\/composite)(\.data)?\/?$/;
const MAX_PATH = 300;
// A chart's or two people's share image is named by a code that seals the page's query; it is masked
// all the same: the image stays drawable by whoever reads the log, and old codes were plain base64.
const CHART_IMAGE = /^(\/share\/(?:charts|synastry)\/)[^/]+$/;
// A member's transit feed is named by its secret token: mask it.
const TRANSIT_FEED = /^(\/feeds\/transits\/)[^/]+$/;

export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && INCOMING_ID.test(header) ? header : randomUUID();
}

/** The path and query as they may be logged: values of unknown parameters masked, length capped. */
export function loggablePath(pathAndQuery: string): string {
  const mark = pathAndQuery.indexOf("?");
  const path = (mark < 0 ? pathAndQuery : pathAndQuery.slice(0, mark))
    .slice(0, MAX_PATH)
    .replace(CHART_IMAGE, "$1[redacted].png")
    .replace(TRANSIT_FEED, "$1[redacted].ics");
  if (mark < 0) return path;
  const birthPath = BIRTH_PATHS.test(path);
  const query = pathAndQuery
    .slice(mark + 1, mark + 1 + MAX_PATH)
    .split("&")
    .map((part) => {
      const equals = part.indexOf("=");
      const name = equals < 0 ? part : part.slice(0, equals);
      if (PLAIN_PARAMS.has(name) && !birthPath) return part;
      return PARAM_NAME.test(name) ? `${name}=[redacted]` : "[redacted]";
    });
  return `${path}?${query.join("&")}`;
}

/** http or https as the nearest trusted proxy saw it; only for the log. */
function forwardedProto(header: string | undefined): string | undefined {
  const last = header?.split(",").pop()?.trim().toLowerCase();
  return last === "http" || last === "https" ? last : undefined;
}

interface RequestFacts {
  requestId: string;
  method: string;
  /** As the client sent it: the path and query. */
  target: string;
  proto: string | undefined;
  started: number;
}

function logLine(facts: RequestFacts, status: number, aborted: boolean): void {
  logger().info(
    {
      requestId: facts.requestId,
      method: facts.method,
      path: loggablePath(facts.target),
      status,
      ms: Math.round((performance.now() - facts.started) * 10) / 10,
      proto: facts.proto,
      aborted: aborted || undefined,
    },
    "request",
  );
}

export function requestLog(trust: ProxyTrust): MiddlewareHandler {
  // hono/request-id keeps an incoming id it finds plain; requestIdFrom decides the rest.
  const ids = requestId({
    limitLength: 64,
    generator: (c) => requestIdFrom(c.req.header("X-Request-Id")),
  });
  return (c, next) =>
    ids(c, () => {
      // Strings only, so that what waits for the end of the answer does not hold the
      // request's whole context.
      const url = c.req.url;
      const facts: RequestFacts = {
        requestId: c.get("requestId"),
        method: c.req.method,
        target: url.slice(url.indexOf("/", url.indexOf("//") + 2)),
        proto: isTrustedProxy(trust, peerAddress(c))
          ? forwardedProto(c.req.header("X-Forwarded-Proto"))
          : undefined,
        started: performance.now(),
      };
      const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing as
        ServerResponse | undefined;
      if (outgoing) {
        outgoing.once("close", () =>
          logLine(facts, outgoing.statusCode, !outgoing.writableFinished),
        );
        return next();
      }
      // Elsewhere, as in app.request() in tests, the line waits for the handler.
      return next().then(() => logLine(facts, c.res.status, false));
    });
}

/** The id the request log gave this request (a fresh one where it did not run). */
export function requestIdOf(c: Context): string {
  return c.get("requestId") ?? randomUUID();
}
