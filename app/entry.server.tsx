// Renders a page whole before answering: our pages have no deferred data, and a complete
// document is what search engines, the CSP nonce and the page cache all want.
// React's Web Streams renderer, not its Node one: on Node 20 the Node renderer's
// AsyncLocalStorage turns on async hooks at the first render, and from then on every promise
// in the process pays for them, 10 µs of CPU on each API request (ADR 016).
import { prerender } from "react-dom/static.edge";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { logger } from "~/lib/logger.server";
import { NonceContext } from "~/lib/nonce";
import { OutageContext } from "~/lib/outage";
import { renderTurns, RenderTurnsContext, withoutYieldMarkers } from "~/lib/render-yield";
import { outageOf } from "~/lib/outage.server";
import stylesheet from "~/styles/app.css?inline";

export const streamTimeout = 5_000;

// Vite escapes nothing in the CSS it inlines: "</style" in it would end the element early.
if (/<\/style/i.test(stylesheet)) throw new Error("app.css holds </style");

/**
 * The site's stylesheet (7 KB compressed) written into the page's <head> rather than linked, so
 * nothing blocks the first paint but the HTML itself (issue 43): on a slow phone connection a
 * linked sheet cost a round trip before anything was drawn. React leaves a tag it did not render
 * in <head> alone when a page hydrates; style-src allows inline styles (server/http/security.ts).
 * A page without a </head> (none of ours) is left as it is.
 */
export function inlineStylesheet(html: string, css: string = stylesheet): string {
  const end = html.indexOf("</head>");
  if (end === -1) return html;
  return `${html.slice(0, end)}<style>${css}</style>${html.slice(end)}`;
}

/** A loader or action threw something that is not a Response: log it with the request's id. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A visitor who went away is not a fault.
  if (request.signal.aborted) return;
  const loadContext = context as Partial<AppLoadContext> | undefined;
  const requestId = loadContext?.requestId;
  // The database away or the disk full: the answer becomes a 503 with Retry-After (below, and
  // server/pages/pages.ts for data requests), a warning rather than an error.
  const outage = outageOf(error);
  if (outage) {
    if (loadContext) loadContext.outage = outage;
    logger().warn({ err: error, requestId, outage: outage.kind }, "unavailable");
    return;
  }
  // A client's mistake (a method no route takes, a post to a page without a form) is a 4xx
  // answer, worth a warning without a stack, not an error.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger().warn({ status: error.status, requestId }, error.statusText || "client error");
    return;
  }
  // The router wraps some errors of its own; the cause is the interesting part.
  const cause =
    isRouteErrorResponse(error) && "error" in error && error.error ? error.error : error;
  logger().error({ err: cause, requestId }, "request failed");
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, requestId, outage } = loadContext;
  let status = responseStatusCode;
  if (outage && status >= 500) {
    status = 503;
    responseHeaders.set("Retry-After", String(outage.retryAfterSeconds));
  }
  // A result page's long parts render in turns of the loop (app/lib/render-yield.tsx).
  const turns = renderTurns();
  const failures: unknown[] = [];
  // Resolves once everything is rendered, each finished boundary in place, so nothing is ever
  // sent as a fallback; an error outside every boundary rejects, and the router logs it.
  const { prelude } = await prerender(
    <NonceContext value={nonce}>
      <OutageContext value={outage}>
        <RenderTurnsContext value={turns}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RenderTurnsContext>
      </OutageContext>
    </NonceContext>,
    {
      signal: AbortSignal.timeout(streamTimeout + 1000),
      // Never move a finished boundary to the end of the document: it stays where it is.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        status = 500;
        failures.push(error);
      },
    },
  );
  for (const err of failures) logger().error({ err, requestId }, "render failed");
  const html = inlineStylesheet(withoutYieldMarkers(await new Response(prelude).text(), turns));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status, headers: responseHeaders });
}
