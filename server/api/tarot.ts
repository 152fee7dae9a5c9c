// GET /api/tarot/cards, /cards/{slug}, /spreads, /draw?spread=&reversals=&question=, /daily?date= : the deck,
// the spreads, a fresh draw and the card of the day.
import { Hono, type Context } from "hono";
import { toIso } from "~/domain/calendar-date";
import { type Card, cardImageUrl, DECK, getCard } from "~/domain/tarot/deck";
import { cardOfTheDay, readingUrl, readSpread } from "~/domain/tarot/draw";
import { readPositions } from "~/domain/tarot/interpret";
import { getSpread, SPREADS } from "~/domain/tarot/spreads";
import { synthesise } from "~/domain/tarot/synthesis";
import { env } from "~/lib/env.server";
import { cachedJson, sendJson } from "../cache/cached-json";
import { apiError } from "./errors";
import { DrawQuerySchema, TarotDailyQuerySchema } from "~/lib/api/queries";
import { readQuery, shown } from "~/lib/query-params";
import { queryValues } from "./params";
import { dateInTimeZone, secondsToMidnight } from "~/domain/time-zone";

// The deck and spreads change only with a release; a day keeps corrected text from lingering.
const CACHE_CONTROL = "public, max-age=86400";

function cardJson(card: Card) {
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
  };
}

// The deck and spreads do not change while the server runs, so each of these answers is
// serialised once and compressed once (by the HTTP cache), not per request. At most 80.
const fixedAnswers = cachedJson({ max: 80 }, (make: () => unknown) => ({ value: make() }));

async function fixed(c: Context, key: string, make: () => unknown) {
  const answer = await fixedAnswers(key, make);
  if ("code" in answer) return apiError(c, 400, answer.code, answer.message);
  return sendJson(c, answer, CACHE_CONTROL);
}

export function createTarotApi() {
  const api = new Hono();

  api.get("/cards", (c) => fixed(c, "cards", () => ({ cards: DECK.map(cardJson) })));

  api.get("/cards/:slug", (c) => {
    const card = getCard(c.req.param("slug"));
    if (!card) {
      return apiError(
        c,
        404,
        "unknown_card",
        `There is no tarot card "${shown(c.req.param("slug"))}": GET /api/tarot/cards lists all 78 slugs.`,
      );
    }
    return fixed(c, `card ${card.slug}`, () => ({ ...cardJson(card), picture: card.picture }));
  });

  api.get("/spreads", (c) =>
    fixed(c, "spreads", () => ({
      spreads: SPREADS.map((s) => ({
        slug: s.slug,
        name: s.name,
        positions: s.positions.map((p) => ({ name: p.name, meaning: p.meaning, role: p.role })),
      })),
    })),
  );

  api.get("/draw", (c) => {
    // A draw is new every time, and so is its answer to a bad request.
    c.header("Cache-Control", "no-store");
    const read = readQuery(DrawQuerySchema, queryValues(c));
    if ("code" in read) return apiError(c, 400, read.code, read.message);
    const today = toIso(dateInTimeZone(new Date(), env().SITE_TIME_ZONE));
    const reading = readSpread(read.query.spread, { reversals: read.query.reversals }, today);
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
      synthesis: synthesise(reading, read.query.question),
      url: readingUrl(reading),
    });
  });

  api.get("/daily", (c) => {
    const read = readQuery(TarotDailyQuerySchema, queryValues(c));
    if ("code" in read) return apiError(c, 400, read.code, read.message);
    let iso: string;
    if (read.query.date === undefined) {
      const now = new Date();
      iso = toIso(dateInTimeZone(now, env().SITE_TIME_ZONE));
      // Today's card changes at the site's midnight, so an undated answer lasts until then.
      const seconds = Math.max(60, secondsToMidnight(now, env().SITE_TIME_ZONE));
      c.header("Cache-Control", `public, max-age=${seconds}`);
    } else {
      iso = toIso(read.query.date);
      c.header("Cache-Control", CACHE_CONTROL);
    }
    const drawn = cardOfTheDay(iso);
    const reading = { spread: getSpread("card-of-the-day")!, cards: [drawn] };
    return c.json({
      date: iso,
      card: { ...cardJson(drawn.card), picture: drawn.card.picture },
      reversed: drawn.reversed,
      url: readingUrl(reading),
    });
  });

  return api;
}
