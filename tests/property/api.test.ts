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

/** Hostile paths with hostile headers, and `good` paths sure to succeed mixed in. */
function check(paths: fc.Arbitrary<string>, good: string[]) {
  const probe = fc
    .record({
      path: paths,
      headers: hostileHeaders,
      method: fc.constantFrom("GET", "GET", "GET", "HEAD"),
    })
    .map((p): Probe => p);
  return checkBatches(server, probe, { good: good.map((path) => ({ method: "GET", path })) });
}

const anyQuery = queryString({ x: hostileText, [""]: hostileText });

describe("the API under hostile input", () => {
  it("GET /api/horoscope/daily", () =>
    check(
      queryString({
        date: valueFrom(DATE_VALUES),
        zodiacSign: valueFrom([...SIGN_VALUES, "all", "ALL"]),
      }).map((q) => `/api/horoscope/daily${q}`),
      [
        "/api/horoscope/daily?date=2026-11-21&zodiacSign=Leo",
        "/api/horoscope/daily?zodiacSign=all",
      ],
    ));

  it("GET /api/compatibility", () =>
    check(
      queryString({ first: valueFrom(SIGN_VALUES), second: valueFrom(SIGN_VALUES) }).map(
        (q) => `/api/compatibility${q}`,
      ),
      ["/api/compatibility?first=Aries&second=leo", "/api/compatibility?first=PISCES&second=Virgo"],
    ));

  it("GET /api/horoscope/weekly and /monthly", () =>
    check(
      fc
        .tuple(
          fc.constantFrom("weekly", "monthly"),
          queryString({ date: valueFrom(DATE_VALUES), zodiacSign: valueFrom(SIGN_VALUES) }),
        )
        .map(([span, q]) => `/api/horoscope/${span}${q}`),
      [
        "/api/horoscope/weekly?zodiacSign=aries",
        "/api/horoscope/monthly?date=2026-11-01&zodiacSign=Leo",
      ],
    ));

  it("GET /api/chart", () =>
    check(
      queryString({
        date: valueFrom(DATE_VALUES),
        time: valueFrom(["00:00", "12:30", "23:59", "01:30", "02:30"]),
        lat: valueFrom(["0", "52.37", "-33.87", "69.65", "89.9"]),
        lon: valueFrom(["0", "4.89", "-74.006", "151.21", "-180"]),
        tz: valueFrom([
          "UTC",
          "Europe/Amsterdam",
          "America/New_York",
          "Asia/Calcutta",
          "Pacific/Apia",
          "Factory",
          "constructor",
        ]),
        houses: valueFrom(["placidus", "koch", "porphyry", "equal", "whole-sign"]),
        offset: valueFrom(["+01:00", "-05:00", "+05:30"]),
        place: valueFrom(["2759794", "2820256", "1", "5128581"]),
      }).map((q) => `/api/chart${q}`),
      [
        "/api/chart?date=1990-07-04&time=15:30&lat=40.7&lon=-74&tz=America/New_York",
        "/api/chart?date=1950-01-01&lat=69.65&lon=18.96&tz=Europe/Oslo&houses=koch",
      ],
    ));

  it("GET /api/places", () =>
    check(
      queryString({
        q: valueFrom(["ams", "paris, texas", "São", "new york", "x", ", us", "zzzz"]),
        limit: valueFrom(["1", "8", "20", "21", "0"]),
      }).map((q) => `/api/places${q}`),
      ["/api/places?q=ams", "/api/places?q=springfield,%20il&limit=3"],
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
      ["/api/tarot/cards", "/api/tarot/spreads"],
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
      ["/api/tarot/cards/the-fool", "/api/tarot/cards/ten-of-cups"],
    ));

  it("GET /api/tarot/draw", () =>
    check(
      queryString({ spread: valueFrom(SPREAD_VALUES), reversals: valueFrom(BOOLEAN_VALUES) }).map(
        (q) => `/api/tarot/draw${q}`,
      ),
      ["/api/tarot/draw?spread=three-cards", "/api/tarot/draw?spread=celtic-cross&reversals=false"],
    ));

  it("GET /api/tarot/daily", () =>
    check(
      queryString({ date: valueFrom(DATE_VALUES) }).map((q) => `/api/tarot/daily${q}`),
      ["/api/tarot/daily", "/api/tarot/daily?date=2026-02-28"],
    ));

  it("GET /api/{anything}", () =>
    check(
      fc
        .tuple(fc.array(urlPiece(hostileText), { minLength: 1, maxLength: 4 }), anyQuery)
        .map(([segments, q]) => `/api/${segments.join("/")}${q}`),
      [],
    ));
});
