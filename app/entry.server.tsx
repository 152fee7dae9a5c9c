// Renders a page whole before answering: our pages have no deferred data, and a complete
// document is what search engines, the CSP nonce and the page cache all want.
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { logger } from "~/lib/logger.server";
import { NonceContext } from "~/lib/nonce";

export const streamTimeout = 5_000;

/**
 * Our pages are whole without JavaScript, so the scripts that hydrate them should not take
 * bandwidth from the stylesheet and font the first paint waits for. React Router's
 * modulepreload links would otherwise load at high priority, ahead of them.
 */
export function lowerScriptPriority(html: string): string {
  return html.replaceAll(
    '<link rel="modulepreload"',
    '<link rel="modulepreload" fetchpriority="low"',
  );
}

/** A loader or action threw something that is not a Response: log it with the request's id. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A visitor who went away is not a fault.
  if (request.signal.aborted) return;
  const requestId = (context as Partial<AppLoadContext>)?.requestId;
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

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, requestId } = loadContext;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        const html = lowerScriptPriority(Buffer.concat(chunks).toString("utf8"));
        resolve(new Response(html, { status, headers: responseHeaders }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          // Errors before the shell reject above and are logged by the router.
          if (shellRendered) logger().error({ err: error, requestId }, "render failed");
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
