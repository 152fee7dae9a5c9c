import type { APIRequestContext, Page } from "@playwright/test";
import { SPREAD_SLUGS } from "../../app/domain/tarot/spreads";
import { axeViolations, DESKTOP, expect, MOBILE, openPage, test } from "./fixtures";

interface SpreadJson {
  slug: string;
  name: string;
  positions: { name: string; meaning: string }[];
}

const READING_URL = /\/tarot\/reading\/([a-z-]+)\/([A-Za-z0-9_-]+)$/;

async function spreads(request: APIRequestContext): Promise<SpreadJson[]> {
  const body = await (await request.get("/api/tarot/spreads")).json();
  return body.spreads;
}

function spreadRadio(page: Page, spread: SpreadJson) {
  const count = spread.positions.length;
  const name = `${spread.name} ${count} ${count === 1 ? "card" : "cards"}`;
  return page.getByRole("radio", { name, exact: true });
}

/** The reading on the page as "slug:reversed" per position, in order. */
async function drawnCards(page: Page): Promise<string[]> {
  const items = page.locator("li.reading-card");
  const out: string[] = [];
  for (let i = 0; i < (await items.count()); i++) {
    const item = items.nth(i);
    out.push(`${await item.getAttribute("data-card")}:${await item.getAttribute("data-reversed")}`);
  }
  return out;
}

async function expectReading(page: Page, spread: SpreadJson) {
  await expect(page).toHaveURL(READING_URL);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${spread.name} reading`);
  const items = page.locator("li.reading-card");
  await expect(items).toHaveCount(spread.positions.length);
  await expect(page.locator(".reading-card-text h2")).toHaveText(
    spread.positions.map((p, i) => `${i + 1}. ${p.name}`),
  );
  const cards = await drawnCards(page);
  const slugs = cards.map((c) => c.split(":")[0]);
  expect(new Set(slugs).size, "no card comes twice").toBe(slugs.length);
  for (const [i, card] of cards.entries()) {
    const [slug, reversed] = card.split(":");
    const item = items.nth(i);
    await expect(item.getByRole("link", { name: /.+/ })).toHaveAttribute(
      "href",
      `/tarot/cards/${slug}`,
    );
    await expect(item.locator("img.flip-face")).toHaveAttribute("src", `/tarot/cards/${slug}.svg`);
    await expect(item.locator("img.flip-face")).toHaveClass(
      reversed === "true" ? /\breversed\b/ : /^(?!.*reversed)/,
    );
    await expect(item.locator(".reversed-tag")).toHaveCount(reversed === "true" ? 1 : 0);
  }
  return cards;
}

// Keys pressed before React hydrates would be lost on the tabs.
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((key) => key.startsWith("__reactFiber"));
  }, selector);
}

test.describe("the card listing", () => {
  test("shows both tabs, by mouse and by arrow keys", async ({ page }) => {
    await page.goto("/tarot");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tarot card reading");
    const major = page.getByRole("tab", { name: "Major Arcana" });
    const minor = page.getByRole("tab", { name: "Minor Arcana" });
    const majorPanel = page.getByRole("tabpanel", { name: "Major Arcana" });
    await expect(major).toHaveAttribute("aria-selected", "true");
    await expect(majorPanel.getByRole("listitem")).toHaveCount(22);
    const captions = majorPanel.locator(".tarot-caption");
    await expect(captions.first()).toHaveText("The Fool");
    for (const name of [
      "The Fool",
      "The Magician",
      "The High Priestess",
      "The Empress",
      "The Emperor",
      "The Hierophant",
    ]) {
      await expect(captions.filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(1);
    }
    const firstImage = majorPanel.getByRole("img").first();
    await expect(firstImage).toHaveAttribute("width", "200");
    expect((await firstImage.boundingBox())?.width).toBeCloseTo(200, 0);

    await hydrated(page, '[role="tab"]');
    await minor.click();
    await expect(minor).toHaveAttribute("aria-selected", "true");
    const minorPanel = page.getByRole("tabpanel", { name: "Minor Arcana" });
    await expect(minorPanel).toBeVisible();
    await expect(majorPanel).toBeHidden();
    await expect(minorPanel.getByRole("heading", { level: 2 })).toHaveText([
      "Wands",
      "Cups",
      "Swords",
      "Pentacles",
    ]);
    await expect(minorPanel.getByRole("listitem")).toHaveCount(56);
    await expect(minorPanel.getByRole("link", { name: "King of Pentacles" })).toHaveAttribute(
      "href",
      "/tarot/cards/king-of-pentacles",
    );

    await minor.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(major).toBeFocused();
    await expect(major).toHaveAttribute("aria-selected", "true");
    await expect(majorPanel).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(minor).toBeFocused();
    await expect(minorPanel).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(major).toHaveAttribute("aria-selected", "true");
  });

  test("leads to a card's page, which links to its neighbours", async ({ page }) => {
    await page.goto("/tarot");
    await page.getByRole("link", { name: "The Fool" }).click();
    await expect(page).toHaveURL(/\/tarot\/cards\/the-fool$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Fool");
    await expect(page).toHaveTitle("The Fool tarot card meaning | Starcast");
    const art = page.locator(".tarot-card-hero img");
    await expect(art).toHaveAttribute("src", "/tarot/cards/the-fool.svg");
    await expect(art).toHaveAttribute("alt", /cliff edge/);
    expect((await art.boundingBox())?.width).toBeCloseTo(300, 0);
    await expect(page.getByRole("heading", { name: "Upright meaning" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Reversed meaning" })).toBeVisible();
    await expect(page.locator(".tarot-keywords")).toContainText("fresh start");
    await expect(page.locator(".tarot-facts")).toContainText("Major Arcana");
    const nav = page.getByRole("navigation", { name: "Other cards" });
    await expect(nav.getByRole("link", { name: /Previous card/ })).toHaveCount(0);
    await nav.getByRole("link", { name: "Next card: The Magician" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Magician");
    await page.getByRole("link", { name: "Previous card: The Fool" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Fool");

    await page.goto("/tarot/cards/king-of-pentacles");
    await expect(page.locator(".tarot-facts")).toContainText("Pentacles");
    await expect(page.getByRole("link", { name: /Next card/ })).toHaveCount(0);
    await expect(
      page.getByRole("link", { name: "Previous card: Queen of Pentacles" }),
    ).toBeVisible();
    await page
      .getByRole("navigation", { name: "Other cards" })
      .getByRole("link", { name: "All cards" })
      .click();
    await expect(page).toHaveURL(/\/tarot$/);
  });

  test("an unknown card is a 404 page", async ({ page }) => {
    const response = await page.goto("/tarot/cards/the-joker");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This page is lost among the stars",
    );
  });
});

test.describe("drawing a reading", () => {
  test("each of the eight spreads deals its positions with no card twice", async ({
    page,
    request,
  }) => {
    // Eight draws, each with its turning animation: more than one page's worth of time.
    test.slow();
    const all = await spreads(request);
    expect(all.map((s) => s.slug)).toEqual(SPREAD_SLUGS);
    for (const spread of all) {
      await page.goto("/tarot/reading");
      await spreadRadio(page, spread).check();
      await page.getByRole("button", { name: "Draw" }).click();
      await expect(page).toHaveURL(new RegExp(`/tarot/reading/${spread.slug}/[A-Za-z0-9_-]+$`));
      await expectReading(page, spread);
    }
  });

  test("the share address shows the very same reading in a fresh browser", async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const celtic = (await spreads(request)).find((s) => s.slug === "celtic-cross")!;
    await page.goto("/tarot/reading");
    await spreadRadio(page, celtic).check();
    await page.getByRole("button", { name: "Draw" }).click();
    const cards = await expectReading(page, celtic);
    const shared = await page.getByLabel("Share this reading").inputValue();
    expect(shared).toBe(page.url());

    const { context, page: other, errors } = await openPage(browser, baseURL);
    await other.goto(shared);
    expect(await expectReading(other, celtic)).toEqual(cards);
    expect(errors).toEqual([]);
    await context.close();

    await page.getByRole("link", { name: "Draw again" }).click();
    await expect(page).not.toHaveURL(shared);
    await expectReading(page, celtic);
  });

  test("upright only never deals a reversed card", async ({ page, request }) => {
    test.slow();
    const celtic = (await spreads(request)).find((s) => s.slug === "celtic-cross")!;
    for (let round = 0; round < 3; round++) {
      await page.goto("/tarot/reading");
      await spreadRadio(page, celtic).check();
      await page.getByRole("radio", { name: "Upright cards only" }).check();
      await page.getByRole("button", { name: "Draw" }).click();
      const cards = await expectReading(page, celtic);
      expect(cards.every((c) => c.endsWith(":false"))).toBe(true);
    }
    // Ten cards with reversals on: all upright would happen once in 1,024 draws; five tries make it negligible.
    let sawReversed = false;
    for (let round = 0; round < 5 && !sawReversed; round++) {
      await page.goto("/tarot/reading?spread=celtic-cross&reversals=on");
      sawReversed = (await drawnCards(page)).some((c) => c.endsWith(":true"));
    }
    expect(sawReversed).toBe(true);
  });

  test("a reading can be drawn by keyboard alone", async ({ page, request }) => {
    const celtic = (await spreads(request)).find((s) => s.slug === "celtic-cross")!;
    await page.goto("/tarot/reading");
    await hydrated(page, 'input[name="spread"]');
    const chosen = page.getByRole("radio", { name: /^Past, present, future/ });
    for (
      let i = 0;
      i < 60 && !(await chosen.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(chosen).toBeFocused();
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space");
    await expect(spreadRadio(page, celtic)).toBeFocused();
    await expect(spreadRadio(page, celtic)).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "Include reversed cards" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: "Upright cards only" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Draw" })).toBeFocused();
    await page.keyboard.press("Enter");
    const cards = await expectReading(page, celtic);
    expect(cards.every((c) => c.endsWith(":false"))).toBe(true);
  });

  test("everything works without JavaScript", async ({ browser, baseURL, request }) => {
    const horseshoe = (await spreads(request)).find((s) => s.slug === "horseshoe")!;
    const { context, page, errors } = await openPage(browser, baseURL, false);
    await page.goto("/tarot/reading");
    await spreadRadio(page, horseshoe).check();
    await page.getByRole("radio", { name: "Upright cards only" }).check();
    await page.getByRole("button", { name: "Draw" }).click();
    const cards = await expectReading(page, horseshoe);
    expect(cards.every((c) => c.endsWith(":false"))).toBe(true);
    // The turn-over is CSS alone, so the faces end up showing without any script.
    const flip = page.locator(".flip").last();
    await expect(flip).toHaveCSS("transform", /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/, {
      timeout: 8000,
    });
    await expect(page.locator("img.flip-face").first()).toBeVisible();
    await expect(page.getByLabel("Share this reading")).toHaveValue(page.url());
    await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(0);

    const bad = await page.goto("/tarot/reading?spread=tea-leaves&reversals=on");
    expect(bad?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText('"tea-leaves" is not one of our spreads');
    for (const slug of SPREAD_SLUGS)
      await expect(page.getByRole("alert")).toContainText(`(${slug})`);
    await expect(page.getByRole("button", { name: "Draw" })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test("an unknown spread gets a 400 that names the spreads, and the form again", async ({
    browser,
    baseURL,
  }) => {
    const { context, page, errors } = await openPage(browser, baseURL);
    for (const query of [
      "spread=tea-leaves",
      "spread=",
      "spread=one-card&spread=horseshoe",
      "spread=one-card&reversals=maybe",
    ]) {
      const response = await page.goto(`/tarot/reading?${query}`);
      expect(response?.status(), query).toBe(400);
      await expect(page.getByRole("alert")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Draw a tarot reading");
    }
    await page.goto("/tarot/reading?spread=tea-leaves");
    await expect(page.getByRole("alert")).toContainText("Celtic Cross (celtic-cross)");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the card turns can be switched off by the reduced-motion setting", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/tarot/reading/celtic-cross/IiFIAXw2E5YkKg");
    await expect(page.locator(".flip").first()).toHaveCSS("animation-name", "none");
    await expect(page.locator(".flip").last()).toHaveCSS("transform", "none");
    await context.close();
  });

  test("with JavaScript, the copy button copies the share address", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/tarot/reading/celtic-cross/IiFIAXw2E5YkKg");
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("status")).toHaveText("Link copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^http:\/\/localhost:\d+\/tarot\/reading\/celtic-cross\/IiFIAXw2E5YkKg$/,
    );
  });
});

test.describe("a reading page", () => {
  const FIXED = "/tarot/reading/celtic-cross/IiFIAXw2E5YkKg";
  const EXPECTED = [
    "the-star:false",
    "the-tower:true",
    "ace-of-cups:false",
    "the-fool:true",
    "queen-of-swords:false",
    "six-of-wands:false",
    "the-hermit:true",
    "knight-of-pentacles:false",
    "the-moon:false",
    "the-world:false",
  ];

  test("lays the Celtic Cross out in its shape on wide screens", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(FIXED);
    expect(await drawnCards(page)).toEqual(EXPECTED);
    await expect(page.locator("li.reading-card").nth(1).locator(".reversed-tag")).toHaveText(
      "reversed",
    );
    await expect(page.locator(".reading-card-text").nth(1)).toContainText(
      "What crosses you: the obstacle or tension you must deal with.",
    );
    // Wait for the last card to finish turning, so boxes are measured at rest.
    await expect(page.locator(".flip").last()).toHaveCSS(
      "transform",
      /matrix\(1, 0, 0, 1, 0, 0\)|none/,
      {
        timeout: 8000,
      },
    );
    type Box = { x: number; y: number; width: number; height: number };
    const boxes: Box[] = [];
    for (let i = 0; i < 10; i++)
      boxes.push((await page.locator(".reading-card-place").nth(i).boundingBox())!);
    const [present, challenge, foundation, past, crown, future, self, , , outcome] = boxes as [
      Box,
      Box,
      Box,
      Box,
      Box,
      Box,
      Box,
      Box,
      Box,
      Box,
    ];
    const centre = (b: Box) => [b.x + b.width / 2, b.y + b.height / 2] as const;
    // The challenge lies across the present card: same centre, turned sideways.
    expect(centre(challenge)[0]).toBeCloseTo(centre(present)[0], -1);
    expect(centre(challenge)[1]).toBeCloseTo(centre(present)[1], -1);
    expect(challenge.width).toBeGreaterThan(challenge.height);
    expect(present.height).toBeGreaterThan(present.width);
    expect(crown.y + crown.height).toBeLessThanOrEqual(present.y + 1);
    expect(foundation.y).toBeGreaterThanOrEqual(present.y + present.height - 1);
    expect(past.x + past.width).toBeLessThanOrEqual(present.x + 1);
    expect(future.x).toBeGreaterThanOrEqual(present.x + present.width - 1);
    // The staff: outcome at the top, yourself at the bottom, right of the cross.
    expect(outcome.x).toBeGreaterThan(future.x + future.width);
    expect(outcome.y).toBeLessThan(self.y);
  });

  test("is a simple list on narrow screens", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto(FIXED);
    const places = page.locator(".reading-card-place");
    let last = -Infinity;
    for (let i = 0; i < 10; i++) {
      const b = (await places.nth(i).boundingBox())!;
      expect(b.y).toBeGreaterThan(last);
      last = b.y;
    }
  });

  test("a code that is not a reading is a 404 page", async ({ page }) => {
    for (const path of [
      "/tarot/reading/celtic-cross/not!a!code",
      "/tarot/reading/celtic-cross/Cg",
      "/tarot/reading/tea-leaves/IiFIAXw2E5YkKg",
      "/tarot/reading/one-card/AAAA",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "This page is lost among the stars",
      );
    }
  });

  test("the card of the day is on the reading page and opens as a reading", async ({
    page,
    request,
  }) => {
    const daily = await (await request.get("/api/tarot/daily")).json();
    await page.goto("/tarot/reading");
    const aside = page.getByRole("complementary", { name: "Card of the day" });
    await expect(aside).toContainText(daily.card.name);
    await aside.getByRole("link", { name: "Read today's card" }).click();
    await expect(page).toHaveURL(new RegExp(`${daily.url}$`));
    expect(await drawnCards(page)).toEqual([`${daily.card.slug}:${daily.reversed}`]);
    await expect(page.locator(".lede")).toContainText("The card of the day for");
  });
});

test("every card image is a small SVG", async ({ request }) => {
  const { cards } = await (await request.get("/api/tarot/cards")).json();
  const urls = [...cards.map((c: { image: string }) => c.image), "/tarot/cards/back.svg"];
  expect(urls).toHaveLength(79);
  await Promise.all(
    urls.map(async (url: string) => {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toContain("image/svg+xml");
      expect((await response.body()).length, url).toBeLessThan(12 * 1024);
    }),
  );
});

test.describe("the tarot API", () => {
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
    expect(Object.keys(list[0].positions[0]).sort()).toEqual(["meaning", "name"]);
  });

  test("draws a reading whose page shows the same cards", async ({ request, page }) => {
    const response = await request.get("/api/tarot/draw?spread=celtic-cross&reversals=true");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const body = await response.json();
    expect(body.spread).toEqual({ slug: "celtic-cross", name: "Celtic Cross" });
    expect(body.cards).toHaveLength(10);
    expect(body.cards[1].position).toBe("The challenge");
    expect(Object.keys(body.cards[0].card).sort()).toEqual(["image", "name", "slug"]);
    expect(new Set(body.cards.map((c: { card: { slug: string } }) => c.card.slug)).size).toBe(10);
    expect(body.url).toMatch(/^\/tarot\/reading\/celtic-cross\/[A-Za-z0-9_-]+$/);
    await page.goto(body.url);
    expect(await drawnCards(page)).toEqual(
      body.cards.map(
        (c: { card: { slug: string }; reversed: boolean }) => `${c.card.slug}:${c.reversed}`,
      ),
    );

    const upright = await (
      await request.get("/api/tarot/draw?spread=celtic-cross&reversals=false")
    ).json();
    expect(upright.cards.every((c: { reversed: boolean }) => c.reversed === false)).toBe(true);
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
