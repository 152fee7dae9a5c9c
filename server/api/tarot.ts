// GET /api/tarot/cards, /cards/{slug}, /spreads, /draw?spread=&reversals=&question=, /daily?date= : the deck,
// the spreads, a fresh draw and the card of the day.
import type { Context } from "hono";
import { z } from "zod";
import { toIso } from "~/domain/calendar-date";
import { type Card as DeckCard, cardImageUrl, DECK, getCard } from "~/domain/tarot/deck";
import { cardOfTheDay, readingUrl, readSpread } from "~/domain/tarot/draw";
import { readPositions } from "~/domain/tarot/interpret";
import { checkQuestion, MAX_QUESTION } from "~/domain/tarot/question";
import {
  getSpread,
  isSpreadSlug,
  POSITION_ROLES,
  SPREAD_SLUGS,
  SPREADS,
} from "~/domain/tarot/spreads";
import { synthesise } from "~/domain/tarot/synthesis";
import { dateInTimeZone, secondsToMidnight } from "~/domain/time-zone";
import { env } from "~/lib/env.server";
import { OptionalDateParam, refuse, shown } from "~/input/query-params";
import { cachedJson, sendJson } from "../cache/cached-json";
import { defineEndpoint } from "./endpoint";
import { apiError } from "./errors";
import { Day } from "./schemas";

// The deck and spreads change only with a release; a day keeps corrected text from lingering.
const CACHE_CONTROL = "public, max-age=86400";

const SPREAD_NAMES = SPREAD_SLUGS.join(", ");

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

const Card = z.object({
  slug: z.string(),
  name: z.string(),
  arcana: z.enum(["major", "minor"]),
  suit: z.string().nullable(),
  number: z.int(),
  image: z.string(),
  keywords: z.object({ upright: z.array(z.string()), reversed: z.array(z.string()) }),
  upright: z.string(),
  reversed: z.string(),
});

export const CardsAnswer = z.object({ cards: z.array(Card) });
export const CardAnswer = Card.extend({ picture: z.string() });
export const SpreadsAnswer = z.object({
  spreads: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      positions: z.array(
        z.object({ name: z.string(), meaning: z.string(), role: z.enum(POSITION_ROLES) }),
      ),
    }),
  ),
});
export const DrawAnswer = z.object({
  spread: z.object({ slug: z.string(), name: z.string() }),
  cards: z.array(
    z.object({
      position: z.string(),
      role: z.enum(POSITION_ROLES).meta({
        description: "What the position asks of its card; it sets the tense the card is read in.",
      }),
      card: z.object({ slug: z.string(), name: z.string(), image: z.string() }),
      reversed: z.boolean(),
      reading: z.string().meta({ description: "The card read in its position's role and tense." }),
    }),
  ),
  synthesis: z.array(z.string()).meta({
    description:
      "The reading of the whole, as paragraphs: how the cards connect from first to last, the balance of suits and major cards, reversals, repeated ranks, and the answer to the question if one was asked.",
  }),
  url: z.string(),
});
export const TarotDailyAnswer = z.object({
  date: Day,
  card: CardAnswer,
  reversed: z.boolean(),
  url: z.string(),
});

function cardJson(card: DeckCard) {
  return {
    slug: card.slug,
    name: card.name,
    arcana: card.arcana,
    suit: card.suit,
    number: card.number,
    image: cardImageUrl(card),
    keywords: card.keywords,
    upright: card.upright,
    reversed: card.reversed,
  } satisfies z.input<typeof Card>;
}

// The deck and spreads do not change while the server runs, so each of these answers is
// serialised once and compressed once (by the HTTP cache), not per request. At most 80.
const fixedAnswers = cachedJson("api.tarot", (make: () => unknown) => ({ value: make() }));

async function fixed(c: Context, key: string, make: () => unknown, cache: string) {
  const answer = await fixedAnswers(key, make);
  if ("code" in answer) return apiError(c, 400, answer.code, answer.message);
  return sendJson(c, answer, cache);
}

export const tarotEndpoints = [
  defineEndpoint({
    path: "/api/tarot/cards",
    example: "/api/tarot/cards",
    tag: "Tarot",
    summary: "The 78 cards",
    description: "Every card with its keywords and upright and reversed meanings.",
    answer: CardsAnswer,
    cache: CACHE_CONTROL,
    handle: (c, _query, cache) =>
      fixed(
        c,
        "cards",
        () => ({ cards: DECK.map(cardJson) }) satisfies z.input<typeof CardsAnswer>,
        cache,
      ),
  }),
  defineEndpoint({
    path: "/api/tarot/cards/{slug}",
    example: "/api/tarot/cards/the-fool",
    tag: "Tarot",
    summary: "One card",
    description: "A card with its meanings and a description of its picture.",
    pathParams: { slug: "The card's slug, as /api/tarot/cards lists them (the-fool)." },
    pathValues: { slug: DECK.map((card) => card.slug) },
    answer: CardAnswer,
    errors: { 404: "No card has that slug (`unknown_card`)." },
    cache: CACHE_CONTROL,
    handle: (c, _query, cache) => {
      const card = getCard(c.req.param("slug") ?? "");
      if (!card) {
        return apiError(
          c,
          404,
          "unknown_card",
          `There is no tarot card "${shown(c.req.param("slug") ?? "")}": GET /api/tarot/cards lists all 78 slugs.`,
        );
      }
      const make = () =>
        ({ ...cardJson(card), picture: card.picture }) satisfies z.input<typeof CardAnswer>;
      return fixed(c, `card ${card.slug}`, make, cache);
    },
  }),
  defineEndpoint({
    path: "/api/tarot/spreads",
    example: "/api/tarot/spreads",
    tag: "Tarot",
    summary: "The spreads",
    description: "Each spread's positions and what each position means.",
    answer: SpreadsAnswer,
    cache: CACHE_CONTROL,
    handle: (c, _query, cache) =>
      fixed(
        c,
        "spreads",
        () =>
          ({
            spreads: SPREADS.map((s) => ({
              slug: s.slug,
              name: s.name,
              positions: s.positions.map((p) => ({
                name: p.name,
                meaning: p.meaning,
                role: p.role,
              })),
            })),
          }) satisfies z.input<typeof SpreadsAnswer>,
        cache,
      ),
  }),
  defineEndpoint({
    path: "/api/tarot/draw",
    example: "/api/tarot/draw?spread=three-cards&question=Should%20I%20take%20the%20job%3F",
    tag: "Tarot",
    summary: "A fresh draw",
    description:
      "Cards drawn for a spread, with the address of the reading's page. Each card carries its position's `role` and a `reading` of the card in that role and tense; `synthesis` reads the whole spread, and answers `question` when one is sent (the question is used for this answer only: it is not in `url`, not stored and not logged).",
    query: DrawQuerySchema,
    answer: DrawAnswer,
    // A draw is new every time, and so is its answer to a bad request.
    cache: "no-store",
    handle: (c, query) => {
      const today = toIso(dateInTimeZone(new Date(), env().SITE_TIME_ZONE));
      const reading = readSpread(query.spread, { reversals: query.reversals }, today);
      const readings = readPositions(reading);
      return c.json({
        spread: { slug: reading.spread.slug, name: reading.spread.name },
        cards: reading.cards.map(({ card, reversed, position }, i) => ({
          position: position.name,
          role: position.role,
          card: { slug: card.slug, name: card.name, image: cardImageUrl(card) },
          reversed,
          reading: readings[i]!.text,
        })),
        synthesis: synthesise(reading, query.question),
        url: readingUrl(reading),
      } satisfies z.input<typeof DrawAnswer>);
    },
  }),
  defineEndpoint({
    path: "/api/tarot/daily",
    example: "/api/tarot/daily?date=2026-11-21",
    tag: "Tarot",
    summary: "The card of the day",
    description: "The same card for everyone on a date.",
    query: TarotDailyQuerySchema,
    answer: TarotDailyAnswer,
    cache: CACHE_CONTROL,
    cacheDocumented: "public, until the site's midnight without a date; a day with one",
    handle: (c, query, cache) => {
      let iso: string;
      if (query.date === undefined) {
        const now = new Date();
        iso = toIso(dateInTimeZone(now, env().SITE_TIME_ZONE));
        // Today's card changes at the site's midnight, so an undated answer lasts until then.
        const seconds = Math.max(60, secondsToMidnight(now, env().SITE_TIME_ZONE));
        c.header("Cache-Control", `public, max-age=${seconds}`);
      } else {
        iso = toIso(query.date);
        c.header("Cache-Control", cache);
      }
      const drawn = cardOfTheDay(iso);
      const reading = { spread: getSpread("card-of-the-day")!, cards: [drawn] };
      return c.json({
        date: iso,
        card: { ...cardJson(drawn.card), picture: drawn.card.picture },
        reversed: drawn.reversed,
        url: readingUrl(reading),
      } satisfies z.input<typeof TarotDailyAnswer>);
    },
  }),
];
