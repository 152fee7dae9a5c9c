import { SPREAD_SLUGS } from "../../app/domain/tarot/spreads";
import { describe } from "vitest";
import { expect, test } from "./fixtures";
import type { SpreadJson } from "../e2e/tarot-helpers";

describe("the tarot API", () => {
  const CARD_KEYS = [
    "arcana",
    "image",
    "keywords",
    "name",
    "number",
    "reversed",
    "slug",
    "suit",
    "upright",
  ];

  test("lists the 78 cards and answers for one", async ({ request }) => {
    const response = await request.get("/api/tarot/cards");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=86400");
    const { cards } = await response.json();
    expect(cards).toHaveLength(78);
    for (const card of cards) expect(Object.keys(card).sort()).toEqual(CARD_KEYS);
    expect(cards[0]).toMatchObject({ slug: "the-fool", arcana: "major", suit: null, number: 0 });
    expect(cards[77]).toMatchObject({
      slug: "king-of-pentacles",
      arcana: "minor",
      suit: "pentacles",
      number: 14,
    });

    const one = await request.get("/api/tarot/cards/the-hanged-man");
    expect(one.status()).toBe(200);
    const card = await one.json();
    expect(Object.keys(card).sort()).toEqual([...CARD_KEYS, "picture"].sort());
    expect(card.picture).toMatch(/upside down/);
    expect(card.image).toBe("/tarot/cards/the-hanged-man.svg");
  });

  test("lists the spreads", async ({ request }) => {
    const response = await request.get("/api/tarot/spreads");
    expect(response.headers()["cache-control"]).toBe("public, max-age=86400");
    const { spreads: list } = await response.json();
    expect(list.map((s: SpreadJson) => [s.slug, s.positions.length])).toEqual([
      ["card-of-the-day", 1],
      ["one-card", 1],
      ["three-cards", 3],
      ["situation-action-outcome", 3],
      ["mind-body-spirit", 3],
      ["relationship", 6],
      ["horseshoe", 7],
      ["celtic-cross", 10],
    ]);
    expect(Object.keys(list[0].positions[0]).sort()).toEqual(["meaning", "name", "role"]);
  });

  test("gives the card of the day for a date", async ({ request }) => {
    const response = await request.get("/api/tarot/daily?date=2026-11-21");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=86400");
    const body = await response.json();
    expect(body.date).toBe("2026-11-21");
    expect(Object.keys(body).sort()).toEqual(["card", "date", "reversed", "url"]);
    expect(typeof body.reversed).toBe("boolean");
    expect(body.url).toMatch(/^\/tarot\/reading\/card-of-the-day\/[A-Za-z0-9_-]+$/);
    const again = await (await request.get("/api/tarot/daily?date=11/21/2026")).json();
    expect(again).toEqual(body);
    const today = await (await request.get("/api/tarot/daily")).json();
    expect(today.date).toBe(new Date().toISOString().slice(0, 10));
  });

  const BAD: [string, number, string, RegExp][] = [
    ["/api/tarot/draw?spread=tea-leaves", 400, "invalid_spread", /"tea-leaves" is not a spread/],
    ["/api/tarot/draw", 400, "missing_spread", /spread parameter is required/],
    ["/api/tarot/draw?spread=one-card&reversals=yes", 400, "invalid_reversals", /true or false/],
    ["/api/tarot/draw?spread=one-card&spread=horseshoe", 400, "repeated_parameter", /once/],
    ["/api/tarot/daily?date=2026-02-30", 400, "invalid_date", /not a real calendar date/],
    ["/api/tarot/daily?date=soon", 400, "invalid_date", /not a date/],
    ["/api/tarot/daily?date=2101-01-01", 400, "date_out_of_range", /outside the supported range/],
    ["/api/tarot/cards/the-joker", 404, "unknown_card", /no tarot card "the-joker"/],
  ];
  for (const [path, status, code, message] of BAD) {
    test(`${path} answers ${status} ${code}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      expect(response.headers()["content-type"]).toContain("application/json");
      const body = await response.json();
      expect(Object.keys(body)).toEqual(["error"]);
      expect(body.error.code).toBe(code);
      expect(body.error.message).toMatch(message);
      if (code.endsWith("_spread")) {
        for (const slug of SPREAD_SLUGS) expect(body.error.message).toContain(slug);
      }
    });
  }

  test("other methods get 405", async ({ request }) => {
    for (const path of [
      "/api/tarot/cards",
      "/api/tarot/cards/the-fool",
      "/api/tarot/spreads",
      "/api/tarot/draw",
      "/api/tarot/daily",
    ]) {
      const response = await request.post(path);
      expect(response.status(), path).toBe(405);
      expect(response.headers()["allow"]).toBe("GET, HEAD, OPTIONS");
      expect((await response.json()).error.code).toBe("method_not_allowed");
    }
  });
});
