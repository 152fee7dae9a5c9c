// The home page's hero: a sign-up button a phone can see without opening the menu, a way to
// today's readings, and feature bullets that lead to the pages they describe.
import { DESKTOP, expect, MOBILE, test } from "./fixtures";

test("the hero offers sign-up and today's readings, and each feature is a link that answers", async ({
  page,
  request,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto("/");
  const hero = page.locator(".hero");
  await expect(hero.getByRole("link", { name: "Sign up free" })).toBeVisible();
  await expect(hero.getByRole("link", { name: "Read today's horoscopes" })).toHaveAttribute(
    "href",
    "/horoscopes",
  );
  const features = page.locator(".feature-list a");
  await expect(features).toHaveCount(4);
  for (const href of await features.evaluateAll((links) =>
    links.map((a) => a.getAttribute("href")!),
  )) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
  await hero.getByRole("link", { name: "Sign up free" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("at 1280 px the footer lines up with the page, and the 404 page's button and link stand apart", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/tarot");
  const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  const footer = (await page.locator(".site-footer h2").first().boundingBox())!;
  expect(Math.abs(footer.x - heading.x)).toBeLessThanOrEqual(2);

  await page.goto("/no-such-page");
  const button = (await page.getByRole("link", { name: "Back to the home page" }).boundingBox())!;
  const link = (await page.getByRole("link", { name: "Choose your sign" }).boundingBox())!;
  expect(link.x - (button.x + button.width)).toBeGreaterThanOrEqual(12);
});
