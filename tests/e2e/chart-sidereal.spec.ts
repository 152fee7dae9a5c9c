// The chart page in the sidereal zodiac: chosen on the form, kept in the address, read out.
import { expect, test } from "./fixtures";

// The form keeps the typed birthplace (where=) beside the chosen one (place=).
const NEW_YORK =
  "/chart?name=Ada&date=1990-07-04&time=15%3A30&where=New+York&place=5128581&houses=placidus";

test("casts the chart again in the sidereal zodiac with the chosen ayanamsa", async ({ page }) => {
  await page.goto(NEW_YORK);
  await expect(page.getByRole("heading", { level: 3, name: /^Sun in [A-Z]/ })).toHaveText(
    "Sun in Cancer",
  );
  // Offered only once the sidereal zodiac is chosen.
  await expect(page.getByLabel("Ayanamsa")).toBeHidden();
  await page.getByLabel("Zodiac").selectOption("sidereal");
  // Sidereal charts are read in whole signs, and the ayanamsa is offered.
  await expect(page.getByLabel("House system")).toHaveValue("whole-sign");
  await page.getByLabel("Ayanamsa").selectOption("fagan-bradley");
  await page.getByRole("button", { name: "Cast the chart" }).click();
  await expect(page).toHaveURL(/houses=whole-sign&zodiac=sidereal&ayanamsa=fagan-bradley/);
  // 12°Cancer tropical less 24°37' of Fagan-Bradley ayanamsa: the Sun in sidereal Gemini.
  await expect(page.getByRole("heading", { level: 3, name: /^Sun in [A-Z]/ })).toHaveText(
    "Sun in Gemini",
  );
  await expect(page.getByText(/^Sidereal zodiac: every position is 24°3\d'/)).toContainText(
    /The Moon is in [A-Z][a-z ]+, nakshatra \d+ of 27, pada [1-4]\./,
  );
  await expect(page.getByLabel("Zodiac")).toHaveValue("sidereal");
  await expect(page.getByLabel("Ayanamsa")).toHaveValue("fagan-bradley");
});
