// One log line per request (pino-http), when its answer has gone out, carrying an id that the
// client also sees (X-Request-Id) and that every error logged while answering it repeats.
// What a line may say is ours: no cookies, headers, bodies or client addresses (ADR 009), and
// query values only of parameters known to hold nothing private.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import { pinoHttp } from "pino-http";
import { logger } from "~/lib/logger.server";

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
const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,30}$/;
const MAX_PATH = 300;

export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && INCOMING_ID.test(header) ? header : randomUUID();
}

/** The path and query as they may be logged: values of unknown parameters masked, length capped. */
export function loggablePath(pathAndQuery: string): string {
  const mark = pathAndQuery.indexOf("?");
  const path = (mark < 0 ? pathAndQuery : pathAndQuery.slice(0, mark)).slice(0, MAX_PATH);
  if (mark < 0) return path;
  const query = pathAndQuery
    .slice(mark + 1, mark + 1 + MAX_PATH)
    .split("&")
    .map((part) => {
      const equals = part.indexOf("=");
      const name = equals < 0 ? part : part.slice(0, equals);
      if (PLAIN_PARAMS.has(name)) return part;
      return PARAM_NAME.test(name) ? `${name}=[redacted]` : "[redacted]";
    });
  return `${path}?${query.join("&")}`;
}

/** http or https as the nearest trusted proxy saw it; only for the log. */
function forwardedProto(header: string | string[] | undefined): string | undefined {
  const last = String(header ?? "")
    .split(",")
    .pop()
    ?.trim()
    .toLowerCase();
  return last === "http" || last === "https" ? last : undefined;
}

/** Logs each request through node:http, before Hono sees it. */
export function requestLog(trustProxy: number) {
  const line = (req: IncomingMessage, res: ServerResponse, ms: number) => ({
    method: req.method,
    path: loggablePath(req.url ?? ""),
    status: res.statusCode,
    ms,
    proto: trustProxy > 0 ? forwardedProto(req.headers["x-forwarded-proto"]) : undefined,
    aborted: !res.writableFinished || undefined,
  });
  return pinoHttp({
    logger: logger(),
    genReqId(req, res) {
      const id = requestIdFrom(req.headers["x-request-id"] as string | undefined);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    // Only the id is bound to the request's logger; the rest is the one line below. pino-http
    // binds the request to a child logger too: not serialising it halves what the log costs.
    quietReqLogger: true,
    wrapSerializers: false,
    serializers: { req: () => undefined, res: () => undefined },
    quietResLogger: true,
    customAttributeKeys: { reqId: "requestId", responseTime: "ms" },
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request",
    customSuccessObject: (req, res, value: { ms: number }) => line(req, res, value.ms),
    customErrorObject: (req, res, _error, value: { ms: number }) => line(req, res, value.ms),
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
  });
}

/** The id the request log gave this request (a fresh one where no node:http is in front). */
export function requestIdOf(c: Context): string {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming as
    (IncomingMessage & { id?: unknown }) | undefined;
  return typeof incoming?.id === "string" ? incoming.id : randomUUID();
}
