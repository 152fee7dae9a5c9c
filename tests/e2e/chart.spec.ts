// The birth chart page in Chromium: the place search by keyboard, the no-JavaScript path, the
// wheel at phone and desktop widths (one ordinary chart, one crowded), an unknown time, and a
// clock time that happened twice.
import { signUp, uniqueEmail } from "./accounts-helpers";
import { axeViolations, DESKTOP, expect, MOBILE, SCREENSHOTS, test } from "./fixtures";

const NEW_YORK = "/chart?name=Ada&date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";
// 4-5 February 1962: the Sun, Moon, Mercury, Venus, Mars, Jupiter and Saturn in Aquarius.
const CROWDED = "/chart?date=1962-02-05&time=05%3A00&place=1261481&houses=placidus";

test("finds the birthplace by keyboard and casts the chart", async ({ page }) => {
  await page.goto("/chart");
  await page.getByLabel("Date of birth").fill("1990-07-04");
  await page.getByLabel("Time of birth").fill("15:30");
  const place = page.getByRole("combobox", { name: "Birthplace" });
  await place.fill("amst");
  const amsterdam = page.getByRole("option", { name: "Amsterdam, North Holland, Netherlands" });
  // The server's first place search reads the table (about a second, more on a busy machine).
  await expect(amsterdam).toBeVisible({ timeout: 15_000 });
  await place.press("ArrowDown");
  await expect(amsterdam).toHaveAttribute("aria-selected", "true");
  await expect(place).toHaveAttribute("aria-expanded", "true");
  await expect(place).toHaveAttribute(
    "aria-activedescendant",
    (await amsterdam.getAttribute("id"))!,
  );
  await place.press("Enter");
  await expect(place).toHaveValue("Amsterdam, North Holland, Netherlands");
  await expect(place).toHaveAttribute("aria-expanded", "false");
  await expect(amsterdam).toBeHidden();
  // The chosen town's id is in the hidden field the form sends.
  await expect(page.locator('input[type="hidden"][name="place"]')).toHaveValue("2759794");
  await page.getByRole("button", { name: "Cast the chart" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Birth chart");
  await expect(page).toHaveURL(/place=2759794/);
  // The offset line says in words which time the clocks kept; the tz release is the API's.
  await expect(
    page.getByText("Clocks there were on summer time, 2 hours ahead of UTC (UTC+02:00)."),
  ).toBeVisible();
  await expect(page.locator(".chart-result > .lede")).not.toContainText("tz 20");
  await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", "noindex");
  // The reading: the overview of the whole chart first, then the big three, signs, houses and
  // aspects, each under its heading.
  const headings = page.getByRole("heading", { level: 3 });
  await expect(headings.nth(0)).toHaveText("Sun, Moon and rising together");
  await expect(page.locator(".reading-sections").first()).toContainText(/Libra (rising|Ascendant)/);
  await expect(headings.nth(4)).toHaveText("The tightest aspect");
  await expect(headings.nth(5)).toHaveText("Sun in Cancer");
  await expect(headings.nth(6)).toHaveText("Moon in Sagittarius");
  await expect(headings.nth(7)).toHaveText("Libra rising");
  // The long parts are folded, in the page but closed, until their summary is opened.
  const houses = page.getByText(/^Read the \d+ planets and points in their houses$/);
  const sunHouse = page.getByRole("heading", { name: "Sun in the 9th house" });
  await expect(sunHouse).toBeHidden();
  await houses.click();
  await expect(sunHouse).toBeVisible();
  // The angles are read with the planets in their signs, in that fold.
  const midheaven = page.getByRole("heading", { name: /^Midheaven in / });
  await expect(midheaven).toBeHidden();
  await page.getByText(/^Read the \d+ planets and points in their signs$/).click();
  await expect(midheaven).toBeVisible();
  expect(await page.locator(".reading-sections h3").count()).toBeGreaterThan(25);
});

test("without JavaScript, offers the towns of a typed name to choose from", async ({
  pageWith,
}) => {
  const page = await pageWith({ javaScriptEnabled: false });
  await page.goto("/chart");
  await page.getByLabel("Date of birth").fill("1990-07-04");
  await page.getByLabel("Time of birth").fill("15:30");
  await page.getByLabel("Birthplace").fill("paris");
  await page.getByRole("button", { name: "Cast the chart" }).click();
  await expect(page.getByText("Which paris do you mean?")).toBeVisible();
  await page.getByRole("link", { name: "Paris, Texas, United States" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Birth chart");
  await expect(page.locator(".lede")).toContainText("Paris, Texas, United States");
  // A folded part opens without a script, by keyboard too.
  const aspects = page.getByRole("table", { name: "Aspects" });
  await expect(aspects).toBeHidden();
  await page.getByText(/^Aspects \(\d+\)$/).focus();
  await page.keyboard.press("Enter");
  await expect(aspects).toBeVisible();
});

for (const [name, viewport] of [
  ["375", MOBILE],
  ["1280", DESKTOP],
] as const) {
  for (const [which, url] of [
    ["ordinary", NEW_YORK],
    ["crowded", CROWDED],
  ] as const) {
    test(`draws the ${which} chart's wheel at ${name} px, labels apart, axe clean`, async ({
      page,
    }, info) => {
      await page.setViewportSize(viewport);
      await page.goto(url);
      const wheel = page.getByRole("img", { name: /birth chart/i });
      await expect(wheel).toBeVisible();
      await expect(wheel.locator("desc")).toContainText("Sun in");
      // The whole wheel fits the screen's width, and no two planet glyphs or degree labels
      // overlap (on a phone the degrees give way to larger glyphs; the table has them).
      const box = (await wheel.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      const boxes = (selector: string) =>
        wheel.locator(selector).evaluateAll((nodes) =>
          nodes.flatMap((node) => {
            const r = node.getBoundingClientRect();
            const name = `${node.getAttribute("class")} ${node.textContent}`;
            return r.width > 0
              ? [{ name, left: r.left, right: r.right, top: r.top, bottom: r.bottom }]
              : [];
          }),
        );
      const glyphs = await boxes(".wheel-glyph text");
      const degrees = await boxes(".wheel-degree text");
      // The ten bodies, the true node, Lilith and Chiron (U+26B7, in the glyph cut).
      expect(glyphs.length).toBe(13);
      expect(glyphs.map((g) => g.name)).toContainEqual(expect.stringContaining("\u26B7"));
      expect(degrees.length).toBe(viewport === MOBILE ? 0 : 13);
      const labels = [...glyphs, ...degrees];
      for (let i = 0; i < labels.length; i++) {
        for (let j = i + 1; j < labels.length; j++) {
          const [a, b] = [labels[i]!, labels[j]!];
          const apart =
            a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          expect(apart, `${a.name} and ${b.name}`).toBe(true);
        }
      }
      const table = page.getByRole("table", { name: "Planets and points" });
      await expect(table.getByRole("rowheader", { name: /Chiron/ })).toBeVisible();
      await page.getByText(/^Read the \d+ planets and points in their houses$/).click();
      await expect(
        page.getByRole("heading", { name: /^Chiron in the \d+(st|nd|rd|th) house$/ }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      if (SCREENSHOTS) {
        await wheel.screenshot({ path: info.outputPath(`wheel-${which}-${name}.png`) });
      }
    });
  }
}

test("the download links answer an SVG, a 1200 px PNG and a PDF; a link draws the patterns", async ({
  page,
}) => {
  await page.goto(NEW_YORK);
  for (const [label, type, start] of [
    ["SVG", "image/svg+xml", "<svg"],
    ["PNG (1200 px)", "image/png", "\x89PNG"],
    ["PDF", "application/pdf", "%PDF"],
  ] as const) {
    const href = (await page.getByRole("link", { name: label, exact: true }).getAttribute("href"))!;
    const answer = await page.request.get(href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toContain(type);
    expect(answer.headers()["content-disposition"]).toMatch(
      /^attachment; filename=".+-birth-chart\.(svg|png|pdf)"$/,
    );
    expect((await answer.body()).subarray(0, 4).toString("latin1")).toBe(start);
  }
  // A plain link, so it works without JavaScript: the T-square drawn, then hidden again.
  const wheel = page.getByRole("img", { name: /birth chart/i });
  await expect(wheel.locator(".wheel-pattern")).toHaveCount(0);
  await page.getByRole("link", { name: "Draw the chart's pattern on the wheel" }).click();
  await expect(wheel.locator('.wheel-pattern[data-pattern="T-square"]')).toHaveCount(1);
  await expect(page.getByRole("link", { name: "SVG", exact: true })).toHaveAttribute(
    "href",
    /patterns=1/,
  );
  await page.getByRole("link", { name: "Hide the patterns on the wheel" }).click();
  await expect(wheel.locator(".wheel-pattern")).toHaveCount(0);
});

test("lists dignities, balance and patterns at 375 px without widening the page", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto(CROWDED);
  const table = page.getByRole("table", { name: /dignity/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(11);
  await expect(page.getByText("Chart ruler", { exact: true })).toBeVisible();
  await expect(page.locator(".chart-patterns")).toContainText(/Stellium in Aquarius: Sun, Moon/);
  // Neither the page nor the dignities table scrolls sideways on a phone.
  const widths = await page.evaluate(() => {
    const region = document.querySelector("[aria-labelledby=dignities-heading]")!;
    return {
      page: document.documentElement.scrollWidth,
      region: region.scrollWidth - region.clientWidth,
    };
  });
  expect(widths).toEqual({ page: MOBILE.width, region: 0 });
});

test("with an unknown time, shows no rising sign and no houses, and says why", async ({ page }) => {
  await page.goto("/chart?date=1990-07-04&unknown=on&place=5128581&houses=placidus");
  await expect(page.getByText("Without a birth time there is no rising sign")).toBeVisible();
  await expect(page.getByText("unknown without a birth time")).toBeVisible();
  await expect(page.getByRole("table", { name: /House cusps/ })).toHaveCount(0);
  await expect(page.getByText("Chart ruler", { exact: true }).locator("+ dd")).toHaveText(
    "none without a birth time",
  );
  await expect(page.getByText("Houses and the Midheaven need the birth time")).toBeVisible();
  await expect(page.getByRole("heading", { name: / rising$| house$/ })).toHaveCount(0);
});

test("asks which offset for a clock time that happened twice", async ({ page }) => {
  await page.goto("/chart?date=2021-10-31&time=02%3A30&place=2759794&houses=placidus");
  await expect(
    page.getByText("Clocks went back that night: was it the first 02:30 or the second?"),
  ).toBeVisible();
  await page.getByRole("link", { name: "The second 02:30 (UTC+01:00)" }).click();
  await expect(
    page.getByText(
      "The birth time is read at the offset you gave, 1 hour ahead of UTC (UTC+01:00).",
    ),
  ).toBeVisible();
});

test("says plainly when a chart's address names no known place", async ({ page }) => {
  const response = await page.goto("/chart?date=1990-07-04&time=15%3A30&place=1&houses=placidus");
  expect(response!.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("We could not find that birthplace");
  await expect(page.getByRole("alert")).not.toContainText("/api/places");
});

test("refuses a missing time or place with a 400 and says what is missing", async ({ page }) => {
  const response = await page.goto("/chart?date=1990-07-04&where=&houses=placidus");
  expect(response!.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("Give the birth time");
  await expect(page.getByRole("alert")).toContainText("Give the town you were born in.");
});

test("the rising sign calculator gives the sign, or the day's signs with their hours", async ({
  page,
}) => {
  await page.goto("/rising-sign?date=1990-07-04&time=15%3A30&place=5128581");
  await expect(page.getByRole("heading", { name: "Your rising sign is Scorpio" })).toBeVisible();
  await page.goto("/rising-sign?date=1990-07-04&unknown=on&place=5128581");
  const day = page.getByRole("table", { name: "The rising sign through the day" });
  await expect(day.getByRole("row")).toHaveCount(14);
  await expect(day.getByRole("row").nth(1).getByRole("cell").first()).toHaveText("00:00");
  await expect(page.getByRole("link", { name: "See the whole birth chart" })).toHaveAttribute(
    "href",
    /^\/chart\?date=1990-07-04&unknown=on&place=5128581/,
  );
  expect(await axeViolations(page)).toEqual([]);
});

test("the Moon sign calculator says when the Moon changed sign on a day without a time", async ({
  page,
}) => {
  await page.goto("/moon-sign?date=1990-07-04&time=15%3A30&place=5128581");
  await expect(page.getByRole("heading", { name: /^Your Moon sign is / })).toBeVisible();
  // 22 November 2026 in London: the Moon leaves one sign for the next during the day.
  for (const day of ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"]) {
    await page.goto(`/moon-sign?date=${day}&unknown=on&place=2643743`);
    const table = page.getByRole("table", { name: "The Moon sign through the day" });
    const oneSign = page.getByText(/all day, so your Moon sign is/);
    await expect(table.or(oneSign)).toBeVisible();
  }
});

test("a member saves a chart, finds it on the account page, opens and deletes it", async ({
  page,
}) => {
  // A sign-up and five pages: over 30 s when the machine is busy.
  test.slow();
  await page.goto(NEW_YORK);
  await expect(page.getByText("to save charts to your account")).toBeVisible();
  await signUp(page, uniqueEmail("chart"));
  await page.waitForURL((url) => url.pathname !== "/auth");
  await page.goto(NEW_YORK);
  await page.getByLabel("Name for this chart").fill("Ada, New York");
  await page.getByRole("button", { name: "Save chart" }).click();
  await expect(page.getByRole("status")).toContainText("Saved to your account.");
  await page.getByRole("link", { name: "See your saved charts" }).click();
  await expect(page).toHaveURL(/\/account/);
  await page.getByRole("link", { name: "Ada, New York" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ada's birth chart");
  await page.goto("/account");
  await page.getByRole("button", { name: "Delete Ada, New York" }).click();
  await expect(page.getByRole("status")).toContainText("The chart is deleted.");
  await expect(page.getByRole("link", { name: "Ada, New York" })).toHaveCount(0);
});
