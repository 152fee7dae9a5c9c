// Each JSON endpoint's query, declared once from the shared parameters of
// app/lib/query-params.ts: the endpoint reads its query with it (readQuery) and the OpenAPI
// document (openapi.server.ts) describes it from the same schema.
import { z } from "zod";
import { toIso } from "~/domain/calendar-date";
import { ALL_GROUPS, type EventGroup } from "~/domain/events/find";
import { findSign, type Sign } from "~/domain/zodiac";
import { fold, MAX_PLACE_RESULTS } from "~/domain/places/search";
import { checkQuestion, MAX_QUESTION } from "~/domain/tarot/question";
import { getSpread, isSpreadSlug, SPREAD_SLUGS } from "~/domain/tarot/spreads";
import {
  DATE_FORMS,
  DateParam,
  OptionalDateParam,
  PlaceIdParam,
  refuse,
  shown,
  SIGN_NAMES,
  SignParam,
} from "~/lib/query-params";

const SPREAD_NAMES = SPREAD_SLUGS.join(", ");

/**
 * A required text of at most `max` characters, or undefined when refused (missing_{name} or
 * {name}_too_long), for the caller to end its transform on.
 */
function boundedText(
  ctx: z.RefinementCtx,
  name: string,
  text: string | undefined,
  help: string,
  max: number,
): string | undefined {
  if (!text) {
    refuse(ctx, `missing_${name}`, `The ${name} parameter is required: ${help}.`);
    return undefined;
  }
  if (text.length > max) {
    refuse(
      ctx,
      `${name}_too_long`,
      `The ${name} parameter is ${text.length} characters long: send at most ${max}.`,
    );
    return undefined;
  }
  return text;
}

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
    .meta({ description: `The spread: ${SPREAD_NAMES}.`, examples: ["three-cards"] }),
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
  question: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const checked = checkQuestion(text);
      if (!checked.ok) return refuse(ctx, "question_too_long", checked.message);
      return checked.text;
    })
    .meta({
      description: `An optional question (at most ${MAX_QUESTION} characters) that the reading's synthesis answers; used for this answer only, never stored or logged.`,
      examples: ["Should I take the job?"],
    }),
});

export const TarotDailyQuerySchema = z.object({
  date: OptionalDateParam("date", "The day; today at the site when absent."),
});

const MAX_PLACE_QUERY = 100;
const DEFAULT_PLACE_LIMIT = 8;

export const PlacesQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const text = boundedText(
        ctx,
        "q",
        value?.trim(),
        "the start of a town's name (ams, paris, texas)",
        MAX_PLACE_QUERY,
      );
      if (text === undefined) return z.NEVER;
      if (!fold(text.split(",")[0]!)) {
        return refuse(
          ctx,
          "invalid_q",
          `The q parameter "${shown(text)}" has no letters or digits before its comma: start with a town's name.`,
        );
      }
      return text;
    })
    .meta({
      description: `The start of a town's name in any script (ams, münch, Москва), at most ${MAX_PLACE_QUERY} characters; after a comma, a region or country narrows it (paris, texas).`,
    }),
  limit: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === "") return DEFAULT_PLACE_LIMIT;
      const count = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
      if (count >= 1 && count <= MAX_PLACE_RESULTS) return count;
      return refuse(
        ctx,
        "invalid_limit",
        `The limit parameter "${shown(text)}" is not a number from 1 to ${MAX_PLACE_RESULTS}.`,
      );
    })
    .meta({
      description: `How many places, 1 to ${MAX_PLACE_RESULTS} (default ${DEFAULT_PLACE_LIMIT}).`,
    }),
});

const MAX_CALENDAR_DAYS = 366;

/** The events= list: kinds separated by commas, kept as a set in ALL_GROUPS' order. */
export function EventsParam(fallback: readonly EventGroup[] = ALL_GROUPS) {
  return z
    .string()
    .optional()
    .transform((text, ctx): EventGroup[] => {
      if (text === undefined || text === "") return ALL_GROUPS.filter((g) => fallback.includes(g));
      const names = text.split(",").map((name) => name.trim());
      const unknown = names.find((name) => !(ALL_GROUPS as string[]).includes(name));
      if (unknown !== undefined) {
        return refuse(
          ctx,
          "invalid_events",
          `The events parameter names "${shown(unknown)}", which is not a kind of event: use any of ${ALL_GROUPS.join(", ")}, separated by commas.`,
        );
      }
      // Every order and repetition of the same kinds is one query, and one cache entry.
      return ALL_GROUPS.filter((group) => names.includes(group));
    })
    .meta({
      description: `Kinds of event, separated by commas: ${ALL_GROUPS.join(", ")} (default: ${fallback.join(", ")}).`,
    });
}

export const CalendarQuerySchema = z
  .object({ from: DateParam("from"), to: DateParam("to"), events: EventsParam() })
  .transform((q, ctx) => {
    const [from, to] = [toIso(q.from), toIso(q.to)];
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    if (days < 1) {
      return refuse(ctx, "invalid_range", `The to date (${to}) is before the from date (${from}).`);
    }
    if (days > MAX_CALENDAR_DAYS) {
      return refuse(
        ctx,
        "range_too_long",
        `From ${from} to ${to} is ${days} days: ask for at most ${MAX_CALENDAR_DAYS} at a time.`,
      );
    }
    return { from, to, groups: q.events };
  });

const MAX_CHART_QUERY = 500;

/** A birth chart in one parameter: a /api/chart query, URL-encoded. */
export const ChartParam = z
  .string()
  .optional()
  .transform(
    (text, ctx) =>
      boundedText(
        ctx,
        "chart",
        text,
        "a chart API query, URL-encoded (date=1990-07-04&time=15:30&place=5128581)",
        MAX_CHART_QUERY,
      ) ?? z.NEVER,
  )
  .meta({
    description: `A /api/chart query, URL-encoded (date=1990-07-04&time=15:30&place=5128581), at most ${MAX_CHART_QUERY} characters.`,
  });

export const TransitsQuerySchema = z.object({
  chart: ChartParam,
  date: DateParam("date"),
  zone: z
    .string()
    .optional()
    .transform((text, ctx): string | undefined => {
      if (text === undefined || text === "") return undefined;
      if (text === "UTC" || Intl.supportedValuesOf("timeZone").includes(text)) return text;
      return refuse(
        ctx,
        "invalid_zone",
        `The zone parameter "${shown(text)}" is not an IANA time zone (Europe/London, America/New_York).`,
      );
    })
    .meta({ description: "The IANA time zone the day is read in; the site's when absent." }),
});

const MAX_FORECAST_DAYS = 366;

export const ForecastQuerySchema = z
  .object({
    chart: ChartParam,
    from: DateParam("from"),
    to: DateParam("to"),
    moon: z
      .string()
      .optional()
      .transform((text, ctx): boolean => {
        if (text === undefined || text === "" || text === "0") return false;
        if (text === "1") return true;
        return refuse(ctx, "invalid_moon", `The moon parameter "${shown(text)}" is not 0 or 1.`);
      })
      .meta({
        description:
          "1 adds the Moon's transits (about 1,700 more a year); 0 or absent leaves them out.",
      }),
  })
  .transform((q, ctx) => {
    const [from, to] = [toIso(q.from), toIso(q.to)];
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    if (days < 1) {
      return refuse(ctx, "invalid_range", `The to date (${to}) is before the from date (${from}).`);
    }
    if (days > MAX_FORECAST_DAYS) {
      return refuse(
        ctx,
        "range_too_long",
        `From ${from} to ${to} is ${days} days: ask for at most ${MAX_FORECAST_DAYS} at a time.`,
      );
    }
    return q;
  });

const METHODS = ["secondary", "solar-arc"] as const;

export const ProgressionsQuerySchema = z.object({
  chart: ChartParam,
  date: DateParam("date"),
  method: z
    .string()
    .optional()
    .transform((text, ctx): (typeof METHODS)[number] => {
      if (text === undefined || text === "") return "secondary";
      if ((METHODS as readonly string[]).includes(text)) return text as (typeof METHODS)[number];
      return refuse(
        ctx,
        "invalid_method",
        `The method parameter "${shown(text)}" is not a method we use: secondary (the default) or solar-arc.`,
      );
    })
    .meta({
      description:
        "secondary (the default: the Midheaven by Naibod's rate) or solar-arc (solar arc directions, and the Midheaven by the arc).",
    }),
});

const KINDS = ["solar", "lunar"] as const;
const RETURN_YEARS = "a year from 1900 to 2100";

export const ReturnsQuerySchema = z
  .object({
    chart: ChartParam,
    kind: z
      .string()
      .optional()
      .transform((text, ctx): (typeof KINDS)[number] => {
        if (text === undefined || text === "") {
          return refuse(ctx, "missing_kind", "The kind parameter is required: solar or lunar.");
        }
        if ((KINDS as readonly string[]).includes(text)) return text as (typeof KINDS)[number];
        return refuse(
          ctx,
          "invalid_kind",
          `The kind parameter "${shown(text)}" is not a kind of return: use solar or lunar.`,
        );
      })
      .meta({ description: "solar (one return, in year) or lunar (the next 13, from from)." }),
    year: z
      .string()
      .optional()
      .transform((text, ctx): number | undefined => {
        if (text === undefined || text === "") return undefined;
        const year = Number(text);
        if (/^\d{4}$/.test(text) && year >= 1900 && year <= 2100) return year;
        return refuse(
          ctx,
          "invalid_year",
          `The year parameter "${shown(text)}" is not ${RETURN_YEARS}.`,
        );
      })
      .meta({ description: `With kind=solar: ${RETURN_YEARS}.` }),
    from: OptionalDateParam("from", "With kind=lunar: the day to count the 13 returns from,"),
    place: PlaceIdParam(
      "Where the member will be: a place id from /api/places, whose coordinates and zone the return charts are cast for (the birthplace when absent).",
    ),
  })
  .transform((q, ctx) => {
    if (q.kind === "solar") {
      if (q.year === undefined) {
        return refuse(
          ctx,
          "missing_year",
          `The year parameter is required with kind=solar: ${RETURN_YEARS}.`,
        );
      }
      return { chart: q.chart, place: q.place, ask: { kind: "solar" as const, year: q.year } };
    }
    if (q.from === undefined) {
      return refuse(
        ctx,
        "missing_from",
        `The from parameter is required with kind=lunar: ${DATE_FORMS}.`,
      );
    }
    return { chart: q.chart, place: q.place, ask: { kind: "lunar" as const, from: q.from } };
  });
