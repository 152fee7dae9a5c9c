// GET /api/horoscope/daily?date=&zodiacSign= : one sign's reading, or all twelve; /weekly and
// /monthly take the same parameters and answer for the week (from Monday) or month of the date.
import { z } from "zod";
import { findSign, type Sign } from "~/domain/zodiac";
import { DateParam, refuse, SIGN_NAMES } from "~/input/query-params";
import { allPeriodsFor, periodFor, type PeriodAsk } from "~/read/periods.server";
import { allReadingsFor, readingFor } from "~/read/readings.server";
import { sendJson } from "../cache/cached-json";
import { clientIpOf } from "../http/client-ip";
import { runHeavy } from "../pool/heavy";
import { defineEndpoint } from "./endpoint";
import { Day } from "./schemas";

// A reading for a date never changes; a month is long enough to matter and short enough
// that corrected text reaches people.
const DAILY_CACHE_CONTROL = "public, max-age=2592000";

/** All twelve when zodiacSign is absent or "all"; an empty one is a mistake, not "all". */
const ZodiacSignParam = z
  .string()
  .optional()
  .transform((text, ctx): Sign | undefined => {
    if (text === undefined || text.toLowerCase() === "all") return undefined;
    if (text === "") {
      return refuse(
        ctx,
        "missing_sign",
        `The zodiacSign parameter is empty: use one of ${SIGN_NAMES} (any letter case), or all.`,
      );
    }
    const sign = findSign(text);
    if (sign) return sign;
    return refuse(
      ctx,
      "invalid_sign",
      `The zodiacSign parameter is not a zodiac sign: use one of ${SIGN_NAMES} (any letter case), or all.`,
    );
  })
  .meta({
    description: `A zodiac sign (${SIGN_NAMES}, any letter case); absent or "all" for all twelve.`,
    examples: ["Aries", "all"],
  });

export const HoroscopeQuerySchema = z.object({
  date: DateParam("date"),
  zodiacSign: ZodiacSignParam,
});

const Rating = z.int().min(1).max(5);

const Ratings = z.object({
  overall: Rating,
  love: Rating,
  career: Rating,
  health: Rating,
  finance: Rating,
});

export const DailyReading = z.object({
  date: Day,
  zodiacSign: z.string(),
  normal: z.string(),
  love: z.string(),
  career: z.string(),
  health: z.string(),
  finance: z.string(),
  ratings: Ratings,
  lucky: z.object({ number: z.int(), color: z.string(), mood: z.string(), match: z.string() }),
  sky: z.object({
    bodies: z.array(
      z.object({
        name: z.string(),
        longitude: z.number(),
        sign: z.string(),
        degree: z.number(),
        retrograde: z.boolean(),
        house: z.int(),
      }),
    ),
    moonPhase: z.object({ name: z.string(), illumination: z.number() }),
    aspects: z.array(z.object({ bodies: z.array(z.string()), type: z.string(), orb: z.number() })),
  }),
  basis: z.array(z.string()),
});

export const DailyAnswer = z
  .union([DailyReading, z.object({ date: Day, horoscopes: z.array(DailyReading).length(12) })])
  .meta({ description: "One sign's reading, or all twelve under `horoscopes`." });

export const PeriodReading = z.object({
  period: z.enum(["weekly", "monthly"]),
  start: Day,
  end: Day,
  zodiacSign: z.string(),
  overview: z.string(),
  events: z.array(z.object({ date: Day, fact: z.string(), meaning: z.string() })),
  love: z.string(),
  career: z.string(),
  health: z.string(),
  finance: z.string(),
  closing: z.string(),
  ratings: Ratings,
});

export const PeriodAnswer = z
  .union([
    PeriodReading,
    z.object({
      period: z.enum(["weekly", "monthly"]),
      start: Day,
      end: Day,
      horoscopes: z.array(PeriodReading).length(12),
    }),
  ])
  .meta({ description: "One sign's reading, or all twelve under `horoscopes`." });

export const dailyEndpoint = defineEndpoint({
  path: "/api/horoscope/daily",
  example: "/api/horoscope/daily?date=2026-11-21&zodiacSign=Aries",
  tag: "Horoscopes",
  summary: "A day's horoscope for one sign, or all twelve",
  description:
    "The reading for the date: overview (`normal`), love, career, health and finance, 1-5 star ratings, lucky number, colour, mood and match, and the sky it was written from.",
  query: HoroscopeQuerySchema,
  answer: DailyAnswer,
  cache: DAILY_CACHE_CONTROL,
  handle: (c, { date, zodiacSign: sign }, cache) => {
    if (sign) return sendJson(c, readingFor(date, sign), cache);
    // A day already kept is answered without a promise; a new one is made in the pool.
    const all = allReadingsFor(date, (day) => runHeavy("dayReadings", day, clientIpOf(c)));
    if (!(all instanceof Promise)) return sendJson(c, all, cache);
    return all.then((made) => sendJson(c, made, cache));
  },
});

const PERIODS = {
  weekly: {
    example: "/api/horoscope/weekly?date=11/21/2026&zodiacSign=Leo",
    summary: "The week (from Monday) holding the date",
    description: "The week's overview, its sky events, the four parts and the ratings.",
  },
  monthly: {
    example: "/api/horoscope/monthly?date=2026-11-21",
    summary: "The month holding the date",
    description: "The month's overview, its sky events, the four parts and the ratings.",
  },
};

export const periodEndpoints = (["weekly", "monthly"] as const).map((kind) =>
  defineEndpoint({
    path: `/api/horoscope/${kind}`,
    ...PERIODS[kind],
    tag: "Horoscopes",
    query: HoroscopeQuerySchema,
    answer: PeriodAnswer,
    cache: DAILY_CACHE_CONTROL,
    handle: async (c, { date, zodiacSign: sign }, cache) => {
      // A period not yet made is made in the pool, counted against the address (ADR 018).
      const run = (ask: PeriodAsk) => runHeavy("periodReadings", ask, clientIpOf(c));
      const { json, etag } = await (sign
        ? periodFor(kind, date, sign, run)
        : allPeriodsFor(kind, date, run));
      return sendJson(c, { json, etag }, cache);
    },
  }),
);
