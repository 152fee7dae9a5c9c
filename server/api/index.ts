// The public JSON API: every endpoint of ./endpoints.ts registered under /api, its OpenAPI
// document, the CORS answer and the API's own 404 and 405.
import { Hono } from "hono";
import { env } from "~/lib/env.server";
import type { ApiCatalogue } from "~/read/api-reference.server";
import { jsonAnswer, type JsonAnswer, sendJson } from "../cache/cached-json";
import { routePath } from "./endpoint";
import { ENDPOINTS } from "./endpoints";
import { apiError } from "./errors";
import { endpointPaths, openApiDocument } from "./openapi";

/** Everything here is public and read-only, so any site may call it from a browser. */
export const API_ORIGINS = "*";

// The document changes only with a release: made and serialised once.
let document: object | undefined;
let serialised: JsonAnswer | undefined;

/** The endpoints and their document, for /developers. */
export function apiCatalogue(siteUrl: string): ApiCatalogue {
  return {
    endpoints: ENDPOINTS,
    document: () => (document ??= openApiDocument(siteUrl, ENDPOINTS)),
  };
}

export function createApi() {
  const api = new Hono();
  // Not hono/cors: it touches c.res before the handler, which makes every answer a slow copy.
  api.use(async (c, next) => {
    c.header("Access-Control-Allow-Origin", API_ORIGINS);
    if (c.req.method !== "OPTIONS") return next();
    c.header("Access-Control-Allow-Methods", "GET, HEAD, OPTIONS");
    c.header("Access-Control-Allow-Headers", c.req.header("Access-Control-Request-Headers") ?? "");
    c.header("Access-Control-Max-Age", "86400");
    return c.body(null, 204);
  });
  for (const endpoint of ENDPOINTS) {
    api.get(routePath(endpoint.path.replace(/^\/api/, "")), (c) => endpoint.run(c));
  }
  api.get("/openapi.json", (c) =>
    sendJson(
      c,
      (serialised ??= jsonAnswer(apiCatalogue(env().SITE_URL).document())),
      "public, max-age=3600",
    ),
  );
  api.all("*", (c) => {
    // A known path with the wrong method gets 405; anything else 404, both as JSON.
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && KNOWN_PATHS.has(c.req.path)) {
      c.header("Allow", "GET, HEAD, OPTIONS");
      return apiError(
        c,
        405,
        "method_not_allowed",
        `${c.req.method} is not allowed here: use GET.`,
      );
    }
    // Mounted sub-apps share the parent's notFound, so the API's own 404 is a last route.
    return apiError(c, 404, "not_found", `No API endpoint at ${c.req.path}.`);
  });
  return api;
}

// Every address an endpoint answers, for the 405 on other methods.
const KNOWN_PATHS = new Set(endpointPaths(ENDPOINTS));
