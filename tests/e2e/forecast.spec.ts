// The year-ahead page in Chromium: the birth form, then the year's transits from Mars to
// Pluto as a graph drawn on the server and the same in a table, kept by no cache.
import { axeViolations, expect, test } from "./fixtures";

const NEW_YORK = "/forecast?date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";

test("asks for the birth details, then draws the year", async ({ page }) => {
  await page.goto("/forecast");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your year ahead");
  await expect(page.getByRole("button", { name: "Show my year" })).toBeVisible();

  const response = await page.goto(NEW_YORK);
  expect(response!.headers()["cache-control"]).toBe("private, no-store");
  const graph = page.getByRole("img", { name: /transits over the year/ });
  await expect(graph).toBeVisible();
  const bars = graph.locator(".timeline-bar");
  expect(await bars.count()).toBeGreaterThan(5);
  const rows = page.getByRole("table").getByRole("row");
  // A header row, then one row for each transit drawn.
  expect(await rows.count()).toBe((await graph.locator(".timeline-row").count()) + 1);
  // The slow planets first.
  const first = (await page.getByRole("table").getByRole("rowheader").first().textContent()) ?? "";
  expect(first).toMatch(/^(Pluto|Neptune|Uranus|Saturn|Jupiter) /);
  expect(await axeViolations(page)).toEqual([]);
});
