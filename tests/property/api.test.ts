// Every /api endpoint answers hostile query strings and paths with a clean 2xx, 3xx or 4xx.
import fc from "fast-check";
import { describe, it } from "vitest";
import {
  BOOLEAN_VALUES,
  CARD_SLUGS,
  DATE_VALUES,
  hostileHeaders,
  hostileText,
  queryString,
  SIGN_VALUES,
  SPREAD_VALUES,
  urlPiece,
  valueFrom,
} from "./arbitraries";
import { checkBatches, type Probe } from "./http";
import { serveForFile } from "./server";

const server = serveForFile();

function check(paths: fc.Arbitrary<string>, success = true) {
  const probe = fc
    .record({
      path: paths,
      headers: hostileHeaders,
      method: fc.constantFrom("GET", "GET", "GET", "HEAD"),
    })
    .map((p): Probe => p);
  return checkBatches(server, probe, { success });
}

const anyQuery = queryString({ x: hostileText, [""]: hostileText });

describe("the API under hostile input", () => {
  it("GET /api/horoscope/daily", () =>
    check(
      queryString({
        date: valueFrom(DATE_VALUES),
        zodiacSign: valueFrom([...SIGN_VALUES, "all", "ALL"]),
      }).map((q) => `/api/horoscope/daily${q}`),
    ));

  it("GET /api/compatibility", () =>
    check(
      fc.oneof(
        queryString({ first: valueFrom(SIGN_VALUES), second: valueFrom(SIGN_VALUES) }).map(
          (q) => `/api/compatibility${q}`,
        ),
        // Two random values are rarely both signs, so some requests are sure to be good ones.
        fc.constantFrom(
          "/api/compatibility?first=Aries&second=leo",
          "/api/compatibility?first=PISCES&second=Virgo",
        ),
      ),
    ));

  it("GET /api/tarot/cards and /api/tarot/spreads", () =>
    check(
      fc
        .tuple(
          fc.constantFrom(
            "/api/tarot/cards",
            "/api/tarot/spreads",
            "/api/tarot/cards/",
            "/api/tarot",
          ),
          anyQuery,
        )
        .map(([p, q]) => p + q),
    ));

  it("GET /api/tarot/cards/{slug}", () =>
    check(
      fc
        .tuple(
          urlPiece(valueFrom(CARD_SLUGS)),
          fc.constantFrom("", "", ".json", "/", "/x"),
          anyQuery,
        )
        .map(([slug, tail, q]) => `/api/tarot/cards/${slug}${tail}${q}`),
    ));

  it("GET /api/tarot/draw", () =>
    check(
      queryString({ spread: valueFrom(SPREAD_VALUES), reversals: valueFrom(BOOLEAN_VALUES) }).map(
        (q) => `/api/tarot/draw${q}`,
      ),
    ));

  it("GET /api/tarot/daily", () =>
    check(queryString({ date: valueFrom(DATE_VALUES) }).map((q) => `/api/tarot/daily${q}`)));

  it("GET /api/{anything}", () =>
    check(
      fc
        .tuple(fc.array(urlPiece(hostileText), { minLength: 1, maxLength: 4 }), anyQuery)
        .map(([segments, q]) => `/api/${segments.join("/")}${q}`),
      false,
    ));
});
