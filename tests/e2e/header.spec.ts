import { DESKTOP, expect, MOBILE, test } from "./fixtures";

// The menu button is React's, so these run on a page that hydrates (ADR 024); on the rest the
// menu is the #menu link, tested without JavaScript below.
test.describe("the header menu at 375 px, on a page that hydrates", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/horoscopes/daily/aries");
  });

  test("opens and closes with the hamburger button", async ({ page }) => {
    const button = page.getByRole("button", { name: "Menu" });
    const menu = page.locator("#site-menu");
    await expect(button).toHaveAttribute("aria-controls", "site-menu");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Tarot" })).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("works by keyboard and closes with Escape", async ({ page }) => {
    const button = page.getByRole("button", { name: "Menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Horoscopes" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  test("closes when a link is followed", async ({ page }) => {
    await page.getByRole("button", { name: "Menu" }).click();
    await page.locator("#site-menu").getByRole("link", { name: "Zodiac" }).click();
    await expect(page).toHaveURL(/\/zodiac$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zodiac compatibility");
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
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

test("after a link is followed in the page, focus is on the new page's heading", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/zodiac");
  // Hydrated: React has attached to the page, so the link navigates in the page.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("main")!).some((key) => key.startsWith("__react")),
  );
  await page.getByRole("banner").getByRole("link", { name: "Tarot" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tarot card reading");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

test("without JavaScript the phone menu opens and closes, and the daily page's tabs switch by link", async ({
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
  const love = page.getByRole("tab", { name: /Love/ });
  await love.click();
  await expect(page).toHaveURL(/[?&]tab=love/);
  await expect(page.getByRole("tab", { name: /Love/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
});
