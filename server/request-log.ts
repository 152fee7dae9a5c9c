// One log line per request, when its answer has gone out, carrying an id that the client also
// sees (X-Request-Id) and that every error logged while answering it repeats.
import { randomUUID } from "node:crypto";
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

export function requestLog(trustProxy: number): MiddlewareHandler<{ Variables: RequestVariables }> {
  return (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header("X-Request-Id"));
    c.set("requestId", requestId);
    c.header("X-Request-Id", requestId);
    // Read now, so that what waits for the end of the answer holds strings rather than the
    // request's whole context, whose longer life cost the API a measurable share of its speed.
    const method = c.req.method;
    const url = c.req.url;
    const proto = trustProxy > 0 ? forwardedProto(c.req.header("X-Forwarded-Proto")) : undefined;
    const line = (status: number, bytes: number | undefined, aborted: boolean) => {
      logger().info(
        {
          requestId,
          method,
          path: loggablePath(url.slice(url.indexOf("/", url.indexOf("//") + 2))),
          status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          bytes,
          proto,
          aborted: aborted || undefined,
        },
        "request",
      );
    };
    // On Node the line waits for the last byte (or the client hanging up) and counts what the
    // connection sent, headers included (a pipelined request may count some of the one before);
    // elsewhere, as in app.request() in tests, it waits for the handler.
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    const socket = outgoing?.socket;
    if (!outgoing || !socket) return next().then(() => line(c.res.status, undefined, false));
    const sentBefore = socket.bytesWritten;
    outgoing.once("close", () =>
      line(outgoing.statusCode, socket.bytesWritten - sentBefore, !outgoing.writableFinished),
    );
    return next();
  };
}
