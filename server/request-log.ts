// One log line per request, when its answer has gone out, carrying an id that the client also
// sees (X-Request-Id) and that every error logged while answering it repeats.
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { HttpBindings } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";
import { logger } from "~/lib/logger.server";

export type RequestVariables = { requestId: string };

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
function forwardedProto(header: string | undefined): string | undefined {
  const last = header?.split(",").pop()?.trim().toLowerCase();
  return last === "http" || last === "https" ? last : undefined;
}

/** What the log line says of a request, read when it arrives. */
export interface RequestFacts {
  requestId: string;
  method: string;
  /** As the client sent it: the path and query. */
  target: string;
  proto: string | undefined;
  started: number;
}

export function requestFacts(
  method: string,
  target: string,
  header: (name: string) => string | undefined,
  trustProxy: number,
): RequestFacts {
  return {
    requestId: requestIdFrom(header("X-Request-Id")),
    method,
    target,
    proto: trustProxy > 0 ? forwardedProto(header("X-Forwarded-Proto")) : undefined,
    started: performance.now(),
  };
}

function logLine(
  facts: RequestFacts,
  status: number,
  bytes: number | undefined,
  aborted: boolean,
): void {
  logger().info(
    {
      requestId: facts.requestId,
      method: facts.method,
      path: loggablePath(facts.target),
      status,
      ms: Math.round((performance.now() - facts.started) * 10) / 10,
      bytes,
      proto: facts.proto,
      aborted: aborted || undefined,
    },
    "request",
  );
}

/**
 * Logs the request once its answer has gone out: after the last byte, or when the client hung
 * up, counting what the connection sent, headers included (a pipelined request may count some
 * of the one before).
 */
export function logWhenSent(outgoing: ServerResponse, facts: RequestFacts): boolean {
  const socket = outgoing.socket;
  if (!socket) return false;
  const sentBefore = socket.bytesWritten;
  outgoing.once("close", () =>
    logLine(
      facts,
      outgoing.statusCode,
      socket.bytesWritten - sentBefore,
      !outgoing.writableFinished,
    ),
  );
  return true;
}

export function requestLog(trustProxy: number): MiddlewareHandler<{ Variables: RequestVariables }> {
  return (c, next) => {
    // Strings only, so that what waits for the end of the answer does not hold the request's
    // whole context, whose longer life cost the API a measurable share of its speed.
    const url = c.req.url;
    const target = url.slice(url.indexOf("/", url.indexOf("//") + 2));
    const facts = requestFacts(c.req.method, target, (name) => c.req.header(name), trustProxy);
    c.set("requestId", facts.requestId);
    c.header("X-Request-Id", facts.requestId);
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (outgoing && logWhenSent(outgoing as ServerResponse, facts)) return next();
    // Elsewhere, as in app.request() in tests, the line waits for the handler.
    return next().then(() => logLine(facts, c.res.status, undefined, false));
  };
}
