// Every page with a parameter answers hostile paths and query strings with a clean 2xx, 3xx or
// 4xx, both as HTML and as React Router's .data (what client navigation fetches).
import fc from "fast-check";
import { describe, it } from "vitest";
import {
  BOOLEAN_VALUES,
  CARD_SLUGS,
  DATE_VALUES,
  hostileHeaders,
  hostileText,
  queryString,
  readingPath,
  SIGN_VALUES,
  SPREAD_VALUES,
  urlPiece,
  valueFrom,
} from "./arbitraries";
import { checkBatches, type Probe } from "./http";
import { serveForFile } from "./server";

const server = serveForFile();

/** Splices ".data" in before the query, as a client navigation would ask for the same URL. */
function withData(path: string): string {
  const q = path.indexOf("?");
  return q < 0 ? `${path}.data` : `${path.slice(0, q)}.data${path.slice(q)}`;
}

/** Hostile paths with hostile headers, as HTML or .data, and `good` paths sure to succeed. */
function check(paths: fc.Arbitrary<string>, good: string[]) {
  const probe = fc
    .record({ path: paths, headers: hostileHeaders, data: fc.boolean() })
    .map(({ path, headers, data }): Probe => ({
      method: "GET",
      path: data ? withData(path) : path,
      headers,
    }));
  return checkBatches(server, probe, { good: good.map((path) => ({ method: "GET", path })) });
}

const anyQuery = queryString({ x: hostileText, date: hostileText });
const signSlug = valueFrom(SIGN_VALUES.map((s) => s.toLowerCase()));

describe("pages under hostile input", () => {
  it("GET /horoscopes/daily/{sign}?date=", () =>
    check(
      fc
        .tuple(urlPiece(signSlug), queryString({ date: valueFrom(DATE_VALUES) }))
        .map(([sign, q]) => `/horoscopes/daily/${sign}${q}`),
      ["/horoscopes/daily/leo", "/horoscopes/daily/pisces.data?date=2026-11-21"],
    ));

  it("GET /zodiac?first=&second=", () =>
    check(
      queryString({ first: valueFrom(SIGN_VALUES), second: valueFrom(SIGN_VALUES) }).map(
        (q) => `/zodiac${q}`,
      ),
      ["/zodiac?first=aries&second=leo", "/zodiac"],
    ));

  it("GET /zodiac/{pair}", () =>
    check(
      fc
        .oneof(
          fc
            .tuple(signSlug, signSlug)
            .map(([a, b]) => urlPiece(fc.constant(`${a}-and-${b}`)))
            .chain((a) => a),
          urlPiece(hostileText),
        )
        .chain((pair) => anyQuery.map((q) => `/zodiac/${pair}${q}`)),
      ["/zodiac/aries-and-leo", "/zodiac/pisces-and-virgo.data"],
    ));

  it("GET /tarot/cards/{slug} (pages and card images)", () =>
    check(
      fc
        .tuple(
          urlPiece(valueFrom([...CARD_SLUGS, "back.svg"])),
          fc.constantFrom("", "", ".svg", ".SVG", "/", ".svg/x"),
          anyQuery,
        )
        .map(([slug, tail, q]) => `/tarot/cards/${slug}${tail}${q}`),
      ["/tarot/cards/the-fool", "/tarot/cards/the-fool.svg"],
    ));

  // A few real names, so the renders stay few and cached; the rest is hostile.
  it("GET /share/{kind}/{name}.png (share images)", () =>
    check(
      fc
        .tuple(
          fc.oneof(
            valueFrom(["site", "signs/aries", "cards/the-fool", "pairs/aries-and-leo"]),
            fc
              .tuple(
                urlPiece(valueFrom(["signs", "cards", "pairs"])),
                urlPiece(valueFrom(["leo-and-aries", "aries"])),
              )
              .map(([kind, name]) => `${kind}/${name}`),
          ),
          fc.constantFrom(".png", ".png", ".PNG", "", ".png/x"),
          anyQuery,
        )
        .map(([file, tail, q]) => `/share/${file}${tail}${q}`),
      ["/share/site.png", "/share/signs/aries.png"],
    ));

  it("GET /tarot/reading?spread=&reversals=", () =>
    check(
      queryString({ spread: valueFrom(SPREAD_VALUES), reversals: valueFrom(BOOLEAN_VALUES) }).map(
        (q) => `/tarot/reading${q}`,
      ),
      ["/tarot/reading", "/tarot/reading?spread=three-cards"],
    ));

  it("GET /tarot/reading/{spread}/{code}", () =>
    check(
      fc
        .oneof(
          readingPath,
          fc
            .tuple(
              urlPiece(valueFrom(SPREAD_VALUES)),
              urlPiece(valueFrom(["AAAA", "AQID", "_-_-", "AAECAwQFBgcICQ"])),
            )
            .map(([spread, code]) => `/tarot/reading/${spread}/${code}`),
          readingPath.chain((path) => urlPiece(hostileText).map((junk) => path + junk)),
        )
        .chain((path) => anyQuery.map((q) => path + q)),
      fc.sample(readingPath, 2),
    ));
});
