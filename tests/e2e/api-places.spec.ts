// The places credits on /about; the birthplace search and charts cast from a place id are
// tests/http/api-places.test.ts.
import { expect, test } from "./fixtures";

test("/about credits GeoNames, Unicode CLDR and OpenStreetMap for the places", async ({ page }) => {
  await page.goto("/about");
  const credit = page.locator("p", { hasText: "birthplaces you can search" });
  await expect(credit.getByRole("link", { name: "GeoNames" })).toHaveAttribute(
    "href",
    "https://www.geonames.org",
  );
  await expect(credit).toContainText("Creative Commons Attribution 4.0");
  await expect(credit).toContainText("© OpenStreetMap contributors");
  await expect(credit.getByRole("link", { name: "Unicode CLDR" })).toHaveAttribute(
    "href",
    "https://cldr.unicode.org",
  );
});
