// The home page's hero: a sign-up button a phone can see without opening the menu, a way to
// today's readings, and feature bullets that lead to the pages they describe.
import { expect, MOBILE, test } from "./fixtures";

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
  const features = hero.locator(".feature-list a");
  await expect(features).toHaveCount(4);
  for (const href of await features.evaluateAll((links) =>
    links.map((a) => a.getAttribute("href")!),
  )) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
  await hero.getByRole("link", { name: "Sign up free" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
