// The public JSON API. Each resource is a small Hono router mounted under /api.
import { Hono } from "hono";
import { endpointPaths, openApiDocument } from "~/read/openapi.server";
import { env } from "~/lib/env.server";
import { jsonAnswer, type JsonAnswer, sendJson } from "../cache/cached-json";
import { apiError } from "./errors";
import { createCalendarApi } from "./calendar";
import { createChartApi } from "./chart";
import { createCompatibilityApi } from "./compatibility";
import { createForecastApi } from "./forecast";
import { createHoroscopeApi } from "./horoscope";
import { createPlacesApi } from "./places";
import { createProgressionsApi } from "./progressions";
import { createRelationshipApi } from "./relationship";
import { createReturnsApi } from "./returns";
import { createTarotApi } from "./tarot";
import { createTransitsApi } from "./transits";

/** Everything here is public and read-only, so any site may call it from a browser. */
export const API_ORIGINS = "*";

// The document changes only with a release: serialised once.
let document: JsonAnswer | undefined;

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
  api.route("/horoscope", createHoroscopeApi());
  api.route("/compatibility", createCompatibilityApi());
  api.route("/calendar", createCalendarApi());
  api.route("/chart", createChartApi());
  api.route("/places", createPlacesApi());
  api.route("/tarot", createTarotApi());
  api.route("/transits", createTransitsApi());
  api.route("/forecast", createForecastApi());
  api.route("/progressions", createProgressionsApi());
  api.route("/returns", createReturnsApi());
  api.route("/", createRelationshipApi());
  api.get("/openapi.json", (c) =>
    sendJson(c, (document ??= jsonAnswer(openApiDocument(env().SITE_URL))), "public, max-age=3600"),
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

// The addresses the OpenAPI document lists, for the 405 on other methods.
const KNOWN_PATHS = new Set(endpointPaths());
