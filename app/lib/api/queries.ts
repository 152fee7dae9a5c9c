// Each JSON endpoint's query, declared once from the shared parameters of
// app/lib/query-params.ts: the endpoint reads its query with it (readQuery) and the OpenAPI
// document (openapi.server.ts) describes it from the same schema.
import { z } from "zod";
import { findSign, type Sign } from "~/domain/zodiac";
import { getSpread, isSpreadSlug, SPREAD_SLUGS } from "~/domain/tarot/spreads";
import {
  DateParam,
  OptionalDateParam,
  refuse,
  shown,
  SIGN_NAMES,
  SignParam,
} from "~/lib/query-params";

const SPREAD_NAMES = SPREAD_SLUGS.join(", ");

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

export const CompatibilityQuerySchema = z.object({
  first: SignParam("first"),
  second: SignParam("second"),
});

export const DrawQuerySchema = z.object({
  spread: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === "") {
        return refuse(
          ctx,
          "missing_spread",
          `The spread parameter is required: use one of ${SPREAD_NAMES}.`,
        );
      }
      if (isSpreadSlug(text)) return getSpread(text)!;
      return refuse(
        ctx,
        "invalid_spread",
        `The spread parameter "${shown(text)}" is not a spread: use one of ${SPREAD_NAMES}.`,
      );
    })
    .meta({ description: `The spread: ${SPREAD_NAMES}.`, examples: ["three-card"] }),
  reversals: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === "true") return true;
      if (text === "false") return false;
      return refuse(
        ctx,
        "invalid_reversals",
        `The reversals parameter "${shown(text)}" must be true or false (the default is true).`,
      );
    })
    .meta({ description: "Whether cards may come reversed: true (default) or false." }),
});

export const TarotDailyQuerySchema = z.object({
  date: OptionalDateParam("date", "The day; today at the site when absent."),
});
