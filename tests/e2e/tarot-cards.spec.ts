import { expect, test } from "./fixtures";

test.describe("the card listing", () => {
  test("shows both halves of the deck, by mouse and by keyboard, with no script", async ({
    page,
  }) => {
    await page.goto("/tarot");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tarot card reading");
    // The page loads no script: its tabs are links to ?tab=..., each in the tab order.
    const halves = page.getByRole("navigation", { name: "Tarot cards" });
    const major = halves.getByRole("link", { name: "Major Arcana" });
    const minor = halves.getByRole("link", { name: "Minor Arcana" });
    const majorPanel = page.getByRole("region", { name: "Major Arcana" });
    await expect(major).toHaveAttribute("aria-current", "page");
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

    await minor.click();
    await expect(page).toHaveURL(/\/tarot\?tab=minor$/);
    await expect(minor).toHaveAttribute("aria-current", "page");
    const minorPanel = page.getByRole("region", { name: "Minor Arcana" });
    await expect(minorPanel).toBeVisible();
    await expect(majorPanel).toHaveCount(0);
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

    // By keyboard: Shift+Tab from the second half's link reaches the first, Enter opens it.
    await minor.focus();
    await page.keyboard.press("Shift+Tab");
    await expect(major).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/tarot\?tab=major$/);
    await expect(page.getByRole("region", { name: "Major Arcana" })).toBeVisible();
  });

  test("leads to a card's page, which links to its neighbours", async ({ page }) => {
    await page.goto("/tarot");
    await page.getByRole("link", { name: "The Fool" }).click();
    await expect(page).toHaveURL(/\/tarot\/cards\/the-fool$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Fool");
    await expect(page).toHaveTitle("The Fool tarot card meaning | Starcast");
    const art = page.locator(".tarot-card-hero img");
    await expect(art).toHaveAttribute("src", "/tarot/cards/the-fool.svg");
    await expect(art).toHaveAttribute("alt", /cliff/);
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

test("every card image is a small SVG", async ({ request }) => {
  const { cards } = await (await request.get("/api/tarot/cards")).json();
  const urls = [...cards.map((c: { image: string }) => c.image), "/tarot/cards/back.svg"];
  expect(urls).toHaveLength(79);
  await Promise.all(
    urls.map(async (url: string) => {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toContain("image/svg+xml");
      expect((await response.body()).length, url).toBeLessThan(16 * 1024);
    }),
  );
});
