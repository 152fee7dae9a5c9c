import { DESKTOP, expect, MOBILE, test } from "./fixtures";

// No page runs React's client (ADR 025), so on every page, with JavaScript or without, the
// phone menu is the #menu link: the header becomes the page's target and app.css shows the menu.
test.describe("the header menu at 375 px, on a page with scripts of its own", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/horoscopes/daily/aries");
  });

  test("opens and closes with the menu links, by keyboard too", async ({ page }) => {
    const menu = page.locator("#site-menu");
    await expect(menu).toBeHidden();
    await page.getByRole("link", { name: "Menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(menu.getByRole("link", { name: "Tarot" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Starcast" }).first()).toBeInViewport();
    await page.getByRole("link", { name: "Close menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();
  });

  test("a link followed from the menu leads to its page, the menu closed", async ({ page }) => {
    await page.getByRole("link", { name: "Menu" }).click();
    await page.locator("#site-menu").getByRole("link", { name: "Zodiac" }).click();
    await expect(page).toHaveURL(/\/zodiac$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zodiac compatibility");
    await expect(page.locator("#site-menu")).toBeHidden();
  });
});

test("at desktop width the links show without a hamburger", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tarot" }),
  ).toBeVisible();
});

test("without JavaScript the phone menu opens and closes, and the daily page's tabs are links", async ({
  pageWith,
}) => {
  const page = await pageWith({ javaScriptEnabled: false });
  await page.setViewportSize(MOBILE);
  await page.goto("/about");
  const tarot = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tarot" });
  await expect(tarot).toBeHidden();
  await page.getByRole("link", { name: "Menu" }).click();
  await expect(tarot).toBeVisible();
  // The logo stays in view, and the menu closes again.
  await expect(page.getByRole("link", { name: "Starcast" }).first()).toBeInViewport();
  await page.getByRole("link", { name: "Close menu" }).click();
  await expect(tarot).toBeHidden();
  await page.getByRole("link", { name: "Menu" }).click();
  await tarot.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tarot card reading");

  await page.goto("/horoscopes/daily/aries?date=2026-11-25");
  // Without the page's script the tabs are links, each in the tab order.
  const areas = page.getByRole("navigation", { name: "Areas of life" });
  await expect(areas.getByRole("link")).toHaveCount(4);
  await areas.getByRole("link", { name: /Career/ }).click();
  await expect(page).toHaveURL(/[?&]tab=career/);
  await expect(areas.getByRole("link", { name: /Career/ })).toHaveAttribute("aria-current", "page");
  await expect(page.locator(".tab-panel:visible")).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Career" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);
});
