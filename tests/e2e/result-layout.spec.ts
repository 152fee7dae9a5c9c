// Issue 45: the chart and synastry results at 375 and 1280 px, measured by their boxes: the
// drawing and what follows it on the first screen, the chart's actions beside its wheel, the
// reading's contents, and the header's chart tools.
import type { Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./accounts-helpers";
import { expect, test } from "./fixtures";

const CHART = "/chart?name=Ada&date=1990-07-04&time=15%3A30&place=2643743&houses=placidus";
const PAIR =
  "/synastry?a.name=Ada&a.date=1990-07-04&a.time=15%3A30&a.place=2643743&a.houses=placidus" +
  "&b.name=Ben&b.date=1988-11-20&b.time=07%3A10&b.place=3448439&b.houses=placidus";
const SCREENS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

const boxOf = async (page: Page, selector: string) =>
  (await page.locator(selector).first().boundingBox())!;

for (const screen of SCREENS) {
  test.describe(`at ${screen.width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(screen));

    test("the synastry's bi-wheel and reading open the page, across the width", async ({
      page,
    }) => {
      await page.goto(PAIR);
      const article = await boxOf(page, "article.pair-result");
      const wheel = await boxOf(page, "svg.bi-wheel");
      const reading = await boxOf(page, ".pair-reading");
      expect(wheel.y).toBeLessThan(screen.height - 150);
      expect(wheel.width).toBeGreaterThanOrEqual(0.6 * article.width);
      if (screen.width > 1000) {
        // Beside the wheel, on the first screen.
        expect(reading.y).toBeLessThan(screen.height - 150);
        expect(reading.x).toBeGreaterThanOrEqual(wheel.x + wheel.width);
      } else {
        // Straight under it.
        expect(reading.y).toBeGreaterThanOrEqual(wheel.y + wheel.height);
        expect(reading.y).toBeLessThan(wheel.y + wheel.height + 120);
      }
      // The three views fill their control's row: no empty cell at its end.
      const views = page.getByRole("navigation", { name: "Relationship charts" });
      const list = await boxOf(page, ".view-links");
      const last = (await views.getByRole("link", { name: "Davison" }).boundingBox())!;
      if (screen.width < 640) expect(last.x + last.width).toBeGreaterThan(list.x + list.width - 3);
      await views.getByRole("link", { name: "Davison" }).click();
      await expect(page.getByRole("img", { name: "The Davison chart" })).toBeVisible();
    });

    test("the chart's actions stand by its wheel, and a saved chart says so", async ({ page }) => {
      // A sign-up and a save: slow on a busy machine.
      test.slow();
      await signUp(page, uniqueEmail("screens"));
      await page.waitForURL((url) => url.pathname !== "/auth");
      await page.goto(CHART);
      const wheel = await boxOf(page, "svg.chart-wheel");
      const actions = page.getByRole("region", { name: "What next" });
      const save = (await actions.getByRole("button", { name: "Save chart" }).boundingBox())!;
      const compare = actions.getByRole("link", { name: "Compare with another chart" });
      if (screen.width > 1000) {
        expect(save.x).toBeGreaterThanOrEqual(wheel.x + wheel.width);
        expect(save.y + save.height).toBeLessThan(screen.height);
      } else {
        // Under the wheel, before the big three and the reading.
        expect(save.y).toBeGreaterThan(wheel.y + wheel.height);
        expect(save.y).toBeLessThan((await boxOf(page, ".big-three")).y);
      }
      await expect(compare).toHaveAttribute("href", /^\/synastry\?a\.name=Ada&a\.date=1990-07-04/);
      await expect(actions.getByRole("link", { name: /year ahead/ })).toHaveAttribute(
        "href",
        /^\/forecast\?name=Ada&date=1990-07-04/,
      );
      await expect(actions.getByRole("link", { name: "PDF" })).toBeVisible();
      // A checkbox drawn as one: a small square, not a text field's grey block.
      const box = (await page.getByLabel(/This is my own chart/).boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(32);
      expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(2);

      await actions.getByRole("button", { name: "Save chart" }).click();
      await expect(actions.getByRole("status")).toContainText("Saved to your account.");
      await expect(actions.getByRole("button", { name: "Save chart" })).toHaveCount(0);
      await expect(actions.getByRole("link", { name: "See your saved charts" })).toBeVisible();

      // The comparison opens with this chart as Person A, and Person B's empty side not yet
      // called a mistake.
      const response = await page.goto((await compare.getAttribute("href"))!);
      expect(response!.status()).toBe(200);
      await expect(
        page.getByRole("group", { name: "Person A" }).getByLabel("Date of birth"),
      ).toHaveValue("1990-07-04");
      await expect(page.getByRole("alert")).toHaveCount(0);
    });

    test("the reading's parts fold, lead back up, and its contents stay by it", async ({
      page,
    }) => {
      await page.goto(CHART);
      const part = page.locator("#reading-whole").locator("..").locator("details.more");
      await expect(part).toHaveAttribute("open", "");
      await part.locator("summary").click();
      await expect(part).not.toHaveAttribute("open");
      const contents = page.getByRole("navigation", { name: "Your reading" });
      await contents.getByRole("link", { name: "The aspects" }).click();
      await expect(page).toHaveURL(/#reading-aspects$/);
      if (screen.width > 1000) {
        // Sticky beside the reading, and a column of its own left of the text.
        await expect(contents).toBeInViewport();
        const text = await boxOf(page, ".reading-parts");
        expect((await contents.boundingBox())!.x + 100).toBeLessThan(text.x);
      }
      await page
        .locator("#reading-aspects")
        .locator("..")
        .getByRole("link", { name: "Back to the top" })
        .click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test("the header leads to every chart tool, the calendar and sign-up", async ({ page }) => {
      await page.goto("/");
      if (screen.width < 768) await page.getByRole("link", { name: "Menu" }).click();
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "Synastry: two charts" })).toBeHidden();
      await nav.getByText("Charts", { exact: true }).click();
      const links: [string, string][] = [
        ["Birth chart", "/chart"],
        ["Synastry: two charts", "/synastry"],
        ["The year ahead", "/forecast"],
        ["Rising sign calculator", "/rising-sign"],
        ["Moon sign calculator", "/moon-sign"],
        ["Sky calendar", "/calendar"],
      ];
      for (const [name, href] of links) {
        const link = nav.getByRole("link", { name, exact: true });
        await expect(link).toHaveAttribute("href", href);
        const box = (await link.boundingBox())!;
        expect(box.x + box.width, name).toBeLessThanOrEqual(screen.width);
        expect(box.y + box.height, name).toBeLessThanOrEqual(screen.height);
      }
      await expect(nav.getByRole("link", { name: "Sign up to save charts" })).toBeVisible();
      await nav.getByRole("link", { name: "Synastry: two charts" }).click();
      await expect(page).toHaveURL(/\/synastry$/);
    });
  });
}
