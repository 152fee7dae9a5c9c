// Generators of hostile input: odd text, broken percent-encoding, raw bytes, huge values,
// mixed with enough valid values that the success paths run too.
import fc from "fast-check";
import { DECK } from "~/domain/tarot/deck";
import { drawSpread, readingUrl } from "~/domain/tarot/draw";
import { getSpread, SPREAD_SLUGS } from "~/domain/tarot/spreads";
import { SIGNS } from "~/domain/zodiac";
import { MARKUP_PAYLOAD } from "./http";

const HOSTILE = [
  "",
  " ",
  "../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "....//....//etc/passwd",
  "..\\..\\windows\\win.ini",
  "/etc/passwd%00.svg",
  "%ZZ",
  "%",
  "%%",
  "%0",
  "%00",
  "\u0000",
  "a\u0000b",
  "%E0%A4%A",
  "%C0%AF",
  "%ED%A0%80",
  "%uD83D",
  "%FF%FE",
  MARKUP_PAYLOAD,
  "<script>alert(1)</script>",
  "'\"><img src=x onerror=alert(1)>",
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "admin'--",
  "${7*7}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "[object Object]",
  "undefined",
  "null",
  "NaN",
  "Infinity",
  "-0",
  "1e308",
  "0x1F",
  "[]",
  "{}",
  "\ufeffaries",
  "aries\u200b",
  "ARIES",
  " aries ",
  "aries\n",
  "a\r\nSet-Cookie: x=1",
  "\u202Eseira",
  "עברית ♈ aries",
  "العربية",
  "𝔄𝔯𝔦𝔢𝔰",
  "♈︎",
  "🜁🜂🜃🜄",
  "🏳️‍🌈",
  "\ud800",
  "\udfff",
  "9999-99-99",
  "0000-00-00",
  "2026-02-30",
  "02/30/2026",
  "1899-12-31",
  "2101-01-01",
  "+2026-01-01",
  "2026-1-1",
  "2026-11-21T00:00:00Z",
  "-1",
  "99999999999999999999",
  "all",
  "true",
  "false",
];
/** Query pieces that only make sense unescaped: they reach the server's decoder as they are. */
const PERCENT_GARBAGE = [
  "%ZZ",
  "%",
  "%%",
  "%0",
  "%00",
  "%G1",
  "%E0%A4",
  "%C0%AF",
  "%ED%A0%80",
  "%FF",
  "%2e%2e%2f",
  "%2F",
  "%26",
  "%3D",
  "%23",
  "+",
  "%2B",
  "&",
  "=",
  "==",
  "?",
  ";",
];
const RTL_AND_ASTRAL = [
  "\u202E",
  "\u202D",
  "\u200F",
  "\u061C",
  "שלום",
  "مرحبا",
  "𝕬",
  "🜁",
  "♈︎",
  "\u{1F52E}",
  "\u{10FFFF}",
  "\u0301",
];

const huge = fc
  .record({
    seed: fc.string({ unit: "grapheme", minLength: 1, maxLength: 6 }),
    size: fc.integer({ min: 1024, max: 65536 }),
  })
  .map(({ seed, size }) => seed.repeat(Math.ceil(size / seed.length)).slice(0, size));

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.constantFrom(...RTL_AND_ASTRAL, "aries", "2026-11-21"), { maxLength: 8 })
      .map((a) => a.join("")),
  },
  { weight: 1, arbitrary: huge },
);

/** Mostly hostile, sometimes one of the valid values, sometimes a valid value with junk around it. */
export function valueFrom(valid: readonly string[]): fc.Arbitrary<string> {
  const good = fc.constantFrom(...valid);
  return fc.oneof(
    { weight: 3, arbitrary: good },
    { weight: 4, arbitrary: hostileText },
    {
      weight: 1,
      arbitrary: fc
        .tuple(good, hostileText, fc.boolean())
        .map(([g, h, before]) => (before ? h + g : g + h)),
    },
  );
}

// Lone surrogates become U+FFFD, as a browser's URL encoder does, instead of throwing.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const urlEscape = (text: string) =>
  encodeURIComponent(text.replace(LONE_SURROGATE, "\uFFFD"));

const bytesAsPercent = fc
  .uint8Array({ maxLength: 48 })
  .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, "0")}`).join(""));

/**
 * The longest piece of a URL sent, escaped, and the longest query: an address stays under the
 * server's 8 KB (MAX_URL_LENGTH) however the pieces combine, so the parsers behind it see the
 * big values rather than a 414. tests/server/hardening.test.ts sends the oversized ones.
 */
const MAX_PIECE = 1_000;
const MAX_QUERY = 3_000;

/** The text cut between code points until it escapes to at most MAX_PIECE characters. */
function fitted(text: string): string {
  let points = Array.from(text);
  let escaped = urlEscape(text);
  while (escaped.length > MAX_PIECE) {
    points = points.slice(0, Math.floor((points.length * MAX_PIECE) / escaped.length));
    escaped = urlEscape(points.join(""));
  }
  return points.join("");
}

/** A value ready for a URL: escaped like a browser would, raw, random bytes, or broken escapes. */
export function urlPiece(value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: value.map((text) => urlEscape(fitted(text))) },
    { weight: 2, arbitrary: value.map(fitted) },
    { weight: 1, arbitrary: bytesAsPercent },
    { weight: 1, arbitrary: fc.constantFrom(...PERCENT_GARBAGE) },
  );
}

/** A query string ("" or "?..."), with the endpoint's names repeated, missing, bare or unknown. */
export function queryString(values: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const names = Object.keys(values);
  const param = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .constantFrom(...names)
        .chain((name) => urlPiece(values[name]!).map((v) => `${name}=${v}`)),
    },
    { weight: 1, arbitrary: fc.constantFrom(...names) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(urlPiece(hostileText), urlPiece(hostileText))
        .map(([k, v]) => `${k}=${v}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom("", "&", "=", "==x", "_routes=root", "_data=root", "index"),
    },
  );
  return fc.array(param, { maxLength: 5 }).map((params) => {
    // Whole parameters only, as many as fit; the first always does (MAX_PIECE each side).
    const kept = params.filter(
      (_, i) => i === 0 || params.slice(0, i + 1).join("&").length <= MAX_QUERY,
    );
    return kept.length ? `?${kept.join("&")}` : "";
  });
}

export const SIGN_VALUES = SIGNS.flatMap((s) => [s.slug, s.name, s.name.toUpperCase()]);
// A small pool: each new date costs the server a sky computation, and the run has a budget.
export const DATE_VALUES = [
  "2026-11-21",
  "11/21/2026",
  "2026-03-20",
  "3/20/2026",
  "1900-01-01",
  "2100-12-31",
  "02/29/2024",
];
export const CARD_SLUGS = DECK.map((c) => c.slug);
export const SPREAD_VALUES = [...SPREAD_SLUGS];
export const BOOLEAN_VALUES = ["true", "false", "TRUE", "1", "yes"];

/** A real reading address, dealt from fast-check's randomness so failures replay. */
export const readingPath = fc
  .record({
    spread: fc.constantFrom(...SPREAD_SLUGS),
    reversals: fc.boolean(),
    picks: fc.array(fc.nat(), { minLength: 10, maxLength: 10 }),
  })
  .map(({ spread, reversals, picks }) => {
    let i = 0;
    return readingUrl(
      drawSpread(getSpread(spread)!, { reversals }, (n) => picks[i++ % picks.length]! % n),
    );
  });

/** Header values a client might send; fetch only carries Latin-1 without control characters. */
const headerValue = fc.oneof(
  fc.constantFrom(
    "*",
    "",
    'W/"x"',
    '"all-1.2", *',
    "gzip;q=0, br;q=1, zstd",
    "identity;q=0",
    "text/html;q=abc",
    "x".repeat(8000),
  ),
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    maxLength: 60,
  }),
);
export const hostileHeaders = fc.dictionary(
  fc.constantFrom(
    "If-None-Match",
    "Accept-Encoding",
    "Accept",
    "Accept-Language",
    "Cookie",
    "Range",
    "X-Forwarded-For",
    "Referer",
  ),
  headerValue,
  { maxKeys: 3 },
);
