import { SPREAD_SLUGS } from "../../app/domain/tarot/spreads";
import { axeViolations, DESKTOP, expect, MOBILE, test } from "./fixtures";
import { drawnCards, expectReading, spreadRadio, spreads } from "./tarot-helpers";

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

  test("drawing the card of the day deals the page's own card of the day", async ({ page }) => {
    await page.goto("/tarot/reading");
    const daily = await page.locator(".daily-card-name strong").textContent();
    const link = await page.getByRole("link", { name: "Read today's card" }).getAttribute("href");
    await page.getByRole("radio", { name: /^Card of the day/ }).check();
    await page.getByRole("button", { name: "Draw" }).click();
    await expect(page).toHaveURL(new RegExp(`${link}$`));
    await expect(page.getByText(daily!, { exact: false }).first()).toBeVisible();
  });

  test("the share address shows the very same reading in a fresh browser", async ({
    page,
    pageWith,
    request,
  }) => {
    const celtic = (await spreads(request)).find((s) => s.slug === "celtic-cross")!;
    await page.goto("/tarot/reading");
    await spreadRadio(page, celtic).check();
    await page.getByRole("button", { name: "Draw" }).click();
    const cards = await expectReading(page, celtic);
    const shared = await page.getByLabel("Share this reading").inputValue();
    expect(shared).toBe(page.url());

    const other = await pageWith({});
    await other.goto(shared);
    expect(await expectReading(other, celtic)).toEqual(cards);

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

  test("everything works without JavaScript", async ({ pageWith, request }) => {
    const horseshoe = (await spreads(request)).find((s) => s.slug === "horseshoe")!;
    const page = await pageWith({ javaScriptEnabled: false });
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

    const bad = await page.goto("/tarot/reading?spread=tea-leaves&reversals=on");
    expect(bad?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText('"tea-leaves" is not one of our spreads');
    for (const slug of SPREAD_SLUGS)
      await expect(page.getByRole("alert")).toContainText(`(${slug})`);
    await expect(page.getByRole("button", { name: "Draw" })).toBeVisible();
  });

  test("an unknown spread gets a 400 that names the spreads, and the form again", async ({
    pageWith,
  }) => {
    const page = await pageWith({});
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
  });

  test("a question frames the reading, stays out of the share link and is never cached", async ({
    page,
    request,
  }) => {
    const three = (await spreads(request)).find((s) => s.slug === "three-cards")!;
    await page.goto("/tarot/reading");
    await page.getByLabel("Your question (optional)").fill("  Should I move to Leeds?  ");
    await spreadRadio(page, three).check();
    await page.getByRole("button", { name: "Draw" }).click();
    await expect(page).toHaveURL(/\?question=Should\+I\+move\+to\+Leeds%3F$/);
    // The page itself, as a browser or a proxy would get it: nobody's to keep.
    const opened = await page.goto(page.url());
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
    const whole = page.getByRole("region", { name: "The reading as a whole" });
    await expect(whole).toContainText("You asked: “Should I move to Leeds?”");
    await expect(whole).toContainText("To your question, then:");
    await expect(page.locator(".reading-card-reading").nth(2)).toContainText(" will ");
    const shared = await page.getByLabel("Share this reading").inputValue();
    expect(shared).toMatch(/\/tarot\/reading\/three-cards\/[A-Za-z0-9_-]+$/);
    await expect(page.getByRole("link", { name: "Draw again" })).toHaveAttribute(
      "href",
      /question=Should/,
    );
  });

  test("an oversized question is a 400 that says the bound", async ({ page }) => {
    const long = encodeURIComponent("why ".repeat(60));
    const form = await page.goto(`/tarot/reading?spread=one-card&question=${long}`);
    expect(form?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("keep it to 200 or fewer");
    await expect(page.getByLabel("Your question (optional)")).toHaveValue("");
    const reading = await page.goto(`/tarot/reading/celtic-cross/IiFIAXw2E5YkKg?question=${long}`);
    expect(reading?.status()).toBe(400);
  });

  test("the cards turn by default, and not under the reduced-motion setting", async ({
    pageWith,
  }) => {
    const moving = await pageWith({ reducedMotion: "no-preference" });
    await moving.goto("/tarot/reading/celtic-cross/IiFIAXw2E5YkKg");
    await expect(moving.locator(".flip").first()).toHaveCSS("animation-name", "card-turn");
    const page = await pageWith({ reducedMotion: "reduce" });
    await page.goto("/tarot/reading/celtic-cross/IiFIAXw2E5YkKg");
    await expect(page.locator(".flip").first()).toHaveCSS("animation-name", "none");
    await expect(page.locator(".flip").last()).toHaveCSS("transform", "none");
  });

  test("with JavaScript too, a reading runs no script and its share field holds the address", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto("/tarot/reading/celtic-cross/IiFIAXw2E5YkKg");
    await expect(page.getByLabel("Share this reading")).toHaveValue(page.url());
    await expect(page.getByLabel("Share this reading")).toHaveAttribute("readonly", "");
    expect(scripts).toEqual([]);
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
    // Each card in its role and tense, and the whole read from first card to last.
    await expect(page.locator(".reading-card-reading").nth(1)).toHaveText(
      "Crossing it, The Tower reversed is the tension to work with: disaster narrowly avoided, or a collapse dreaded and postponed.",
    );
    await expect(page.locator(".reading-card-reading").nth(9)).toContainText(
      "If the present course holds, The World is where everything will point: completion",
    );
    await expect(page.getByRole("region", { name: "The reading as a whole" })).toContainText(
      "At the centre, The Star is crossed by The Tower reversed",
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
