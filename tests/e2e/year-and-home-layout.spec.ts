// Issue 45 items 5 and 8 at 375 and 1280 px, measured by their boxes: /forecast's graph (labels
// of 12 px or more as drawn, a legend, the months kept in view) or on a phone its list by month,
// prose in its measure; the home page's sign picker within two screens and today's Moon, its
// phase drawn on the hero's picture.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const YEAR = "/forecast?date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";
const SCREENS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

/** The widest prose on the page, in characters a line: a paragraph's letters over its lines. */
const widestLine = (page: Page) =>
  page.locator("main").evaluate((main) =>
    Math.max(
      ...[...main.querySelectorAll("p, li")].map((p) => {
        const style = getComputedStyle(p);
        const lines = Math.round(p.getBoundingClientRect().height / parseFloat(style.lineHeight));
        return lines >= 2 ? (p.textContent ?? "").trim().length / lines : 0;
      }),
    ),
  );

for (const screen of SCREENS) {
  test.describe(`at ${screen.width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(screen));

    test("the year reads: a graph with big labels, a legend and months in view, or a list by month", async ({
      page,
    }) => {
      test.slow();
      await page.goto(YEAR);
      const graph = page.getByRole("img", { name: /transits over the year/ });
      const byMonth = page.getByRole("heading", { name: "The year month by month" });
      if (screen.width < 768) {
        await expect(graph).toBeHidden();
        await expect(byMonth).toBeVisible();
        // The first month is open, its lines whole within the screen.
        const first = page.locator(".by-month li").first();
        await expect(first).toBeVisible();
        const box = (await first.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
        expect(await page.locator(".by-month details").count()).toBeGreaterThanOrEqual(6);
      } else {
        // The graph first, then the same month by month as its words.
        await expect(byMonth).toBeVisible();
        await expect(page.locator(".timeline-legend li")).toHaveCount(4);
        // A label as drawn: its box's height is its font's, so 12 px type is over 12 px tall.
        const label = (await graph.locator(".timeline-label text").first().boundingBox())!;
        expect(label.height).toBeGreaterThanOrEqual(12);
        // Every month named whole, inside the drawing.
        const head = page.locator(".timeline-head");
        const headBox = (await head.boundingBox())!;
        for (const month of await head.locator("text").all()) {
          const box = (await month.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(headBox.x + headBox.width);
        }
        expect(await head.locator("text").count()).toBeGreaterThanOrEqual(11);
        // Scrolled down its box, the months stay at the box's top.
        const frame = page.locator(".timeline-box");
        await frame.evaluate((box) => box.scrollBy(0, 600));
        const [after, boxAt] = [(await head.boundingBox())!, (await frame.boundingBox())!];
        expect(after.y).toBeGreaterThanOrEqual(boxAt.y - 1);
        expect(after.y).toBeLessThan(boxAt.y + 5);
        expect(boxAt.height).toBeLessThanOrEqual(screen.height);
      }
      expect(await widestLine(page)).toBeLessThan(78);
    });

    test("the home page shows today's Moon and puts the sign picker within two screens", async ({
      page,
    }) => {
      await page.goto("/");
      const pick = (await page.getByRole("heading", { name: "Pick your sign" }).boundingBox())!;
      expect(pick.y).toBeLessThan(2 * screen.height - 200);
      const sky = page.getByRole("region", { name: "Today's sky" });
      await expect(sky.locator("[data-sky=phase]")).toHaveText(
        /^(New|Waxing crescent|First quarter|Waxing gibbous|Full|Waning gibbous|Last quarter|Waning crescent) Moon, (under 1|\d+)% lit$/,
      );
      await expect(sky.locator("[data-sky=moon]")).toHaveText(/^[A-Z][a-z]+$/);
      await expect(sky.locator("[data-sky=aspect]")).toHaveText(
        /^\w+ (conjunction|sextile|square|trine|opposition) \w+$/,
      );
      expect((await sky.boundingBox())!.y).toBeLessThan(pick.y);
      // The hero's lit Moon lies on the picture's disc (827.5, 157.7, radius 32 of 1600x560),
      // cut as the picture is: its box's middle is the disc's, within a few pixels.
      const picture = (await page.locator("img.hero-sky").boundingBox())!;
      const lit = (await page.locator(".hero-moon path").boundingBox())!;
      const scale = Math.max(picture.width / 1600, picture.height / 560);
      const left = picture.x + picture.width - 1600 * scale;
      const top = picture.y + picture.height - 560 * scale;
      expect(Math.abs(lit.y + lit.height / 2 - (top + 157.7 * scale))).toBeLessThan(3);
      expect(lit.height).toBeGreaterThan(60 * scale);
      expect(Math.abs(lit.x - left - 827.5 * scale) - 0).toBeLessThan(32 * scale + 3);
      expect(await widestLine(page)).toBeLessThan(78);
    });
  });
}
