// The page's shape in Chromium: a chart's drawing opens its page at phone and desktop sizes,
// wide tables scroll in a box that says so, and the daily tabs all fit on a phone.
import { expect, tablesCutOff, test } from "./fixtures";

const NEW_YORK = "date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";
// Each page's drawing; on a phone the year ahead gives its graph's place to the year month by
// month, which a narrow screen reads (app/components/year-by-month.tsx).
const FIGURES: [string, string, string?][] = [
  [`/chart?name=Ada&${NEW_YORK}`, "svg.chart-wheel"],
  [
    `/synastry?a.name=Ada&a.date=1990-07-04&a.time=15%3A30&a.place=5128581&a.houses=placidus` +
      "&b.name=Ben&b.date=1988-03-12&b.time=08%3A10&b.place=2759794&b.houses=placidus",
    "svg.bi-wheel",
  ],
  [`/forecast?${NEW_YORK}`, "svg.transit-timeline", ".by-month"],
];
const SCREENS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

for (const [path, drawing, onPhone] of FIGURES) {
  test(`${path.split("?")[0]} opens with its drawing, and its tables fit or scroll`, async ({
    page,
  }) => {
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await page.goto(path);
      const figure = screen.width < 768 && onPhone ? onPhone : drawing;
      const box = (await page.locator(figure).first().boundingBox())!;
      // Its top on the first screen, with a good part of it showing.
      expect(box.y, `${figure} at ${screen.width}`).toBeLessThan(screen.height - 150);
      expect(await tablesCutOff(page), `at ${screen.width}`).toEqual([]);
    }
  });
}

test("on a desktop the big three and the tables stand beside the wheel", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/chart?${NEW_YORK}`);
  const wheel = (await page.locator("svg.chart-wheel").boundingBox())!;
  for (const beside of [
    page.locator(".big-three"),
    page.getByRole("region", { name: "Planets and points" }),
  ]) {
    const box = (await beside.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(wheel.x + wheel.width);
    expect(box.y).toBeLessThan(wheel.y + wheel.height);
  }
  // The reading's contents list leads to each part.
  const contents = page.getByRole("navigation", { name: "Your reading" });
  await contents.getByRole("link", { name: "The aspects" }).click();
  await expect(page).toHaveURL(/#reading-aspects$/);
  await expect(page.getByRole("heading", { name: "The aspects", level: 2 })).toBeInViewport();
});

test("the daily tabs are all in view at once on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/horoscopes/daily/cancer");
  const tabs = page.getByRole("tablist").getByRole("tab");
  expect(await tabs.count()).toBeGreaterThanOrEqual(4);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x, (await tab.textContent()) ?? "").toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, (await tab.textContent()) ?? "").toBeLessThanOrEqual(375);
    // The whole label shows: nothing cut off inside the tab.
    expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  const list = page.getByRole("tablist");
  expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test("the calendar marks today, and on a phone shows a mark for each day's events", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/calendar");
  const today = page.locator('td[aria-current="date"]');
  await expect(today).toHaveCount(1);
  const iso = new Date().toISOString().slice(0, 10);
  await expect(today).toHaveAttribute("id", `day-${iso}`);
  await expect(page.locator(".calendar-marks:visible").first()).toHaveText(/•/);
  await expect(page.locator(".calendar-cell-events").first()).toBeHidden();
});
