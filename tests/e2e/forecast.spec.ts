// The year-ahead page in Chromium: the birth form, then the year's transits from Mars to
// Pluto as a graph drawn on the server and the same in words, kept by no cache.
import { signUp, uniqueEmail } from "./accounts-helpers";
import { axeViolations, expect, test } from "./fixtures";

const NEW_YORK = "/forecast?date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";

test("asks for the birth details, then draws the year", async ({ page }) => {
  test.slow();
  await page.goto("/forecast");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your year ahead");
  await expect(page.getByRole("button", { name: "Show my year" })).toBeVisible();

  const response = await page.goto(NEW_YORK);
  expect(response!.headers()["cache-control"]).toBe("private, no-store");
  const graph = page.getByRole("img", { name: /transits over the year/ });
  await expect(graph).toBeVisible();
  // A path of bars for each kind of aspect, one label a row.
  expect(await graph.locator("path.timeline-bar").count()).toBeGreaterThan(1);
  const labels = graph.locator(".timeline-label text");
  expect(await labels.count()).toBeGreaterThan(5);
  // The same in words, month by month under the graph: one line for each transit drawn, the
  // first month open and the others opened without a script.
  const words = page.locator(".by-month .transit-list li");
  expect(await words.count()).toBe(await labels.count());
  await expect(words.first()).toBeVisible();
  const second = page.locator(".by-month details").nth(1);
  await expect(second.locator("li").first()).toBeHidden();
  await second.locator("summary").click();
  await expect(second.locator("li").first()).toBeVisible();
  // Each line names its transit and its days.
  const first = (await words.first().textContent()) ?? "";
  expect(first).toMatch(
    /^(Pluto|Neptune|Uranus|Saturn|Jupiter|Mars) \w+ [\w ]+?( \(your house \d+\))?: begins /,
  );
  expect(first).toMatch(/, ends (\d+ \w+ \d{4}|after this year)\.$/);

  // The month in words: each transit of Mars to Pluto exact this month, each text once.
  await expect(page.getByRole("heading", { name: / \d{4} in words$/ })).toBeVisible();
  const told = page.locator(".reading-sections section");
  expect(await told.count()).toBeGreaterThan(0);
  for (const heading of await told.locator("h3").allTextContents()) {
    expect(heading).toMatch(/^(Mars|Jupiter|Saturn|Uranus|Neptune|Pluto) \w+ your [\w ]+$/);
  }
  const texts = await told.locator("p:not(.muted)").allTextContents();
  expect(new Set(texts).size).toBe(texts.length);
  expect(texts.every((text) => text.split(" ").length >= 45)).toBe(true);

  // The progressed Moon, the next solar return with its wheel, and 13 lunar returns.
  await expect(page.getByRole("heading", { name: "Your progressed Moon" })).toBeVisible();
  await expect(page.locator("#progressed-moon + p")).toContainText(
    /your Moon stands at \d+°\d\d′ \w+, in your \d+\w\w house/,
  );
  await expect(page.getByRole("img", { name: /^Your next solar return/ })).toBeVisible();
  const returned = page.locator("#solar-return + p time");
  expect(Date.parse((await returned.getAttribute("datetime"))!)).toBeGreaterThan(Date.now());
  // Told in the birthplace's zone to the second, for a visitor.
  await expect(returned).toHaveText(/ July \d{4} at \d\d:\d\d:\d\d \(UTC-04:00\)$/);
  await expect(page.locator(".lunar-returns li")).toHaveCount(13);
  expect(await axeViolations(page)).toEqual([]);
});

test("a member's own year by default, and any chart they saved", async ({ page }) => {
  test.slow();
  await signUp(page, uniqueEmail("forecast"));
  await page.waitForURL((url) => url.pathname !== "/auth");
  await page.goto("/forecast");
  await expect(page.getByRole("link", { name: "Cast and save your chart" })).toBeVisible();

  for (const [label, query] of [
    ["Me", "/chart?date=1990-07-04&time=15%3A30&place=5128581&houses=placidus"],
    ["Sam", "/chart?date=1985-01-20&time=06%3A10&place=5128581&houses=placidus"],
  ]) {
    await page.goto(query!);
    await page.getByLabel("Name for this chart").fill(label!);
    await page.getByRole("button", { name: "Save chart" }).click();
    await expect(page.getByRole("status")).toContainText("Saved to your account.");
  }

  await page.goto("/account#time-zone");
  await page.getByLabel("A town whose clocks you live by").fill("London");
  await page.getByRole("button", { name: "Save the town" }).click();
  await expect(page.getByRole("status")).toContainText(
    "Your times are now read as the clocks in London, England, United Kingdom read them.",
  );

  const response = await page.goto("/forecast");
  expect(response!.headers()["cache-control"]).toBe("private, no-store");
  // The returns are told in the member's own zone: a July birthday in London's summer time.
  await expect(page.locator("#solar-return + p time")).toHaveText(/ July .* \(UTC\+01:00\)$/);
  // And so is the timeline: one zone for every time on the page.
  await expect(page.getByText("Times are in Europe/London.")).toBeVisible();
  const picker = page.getByLabel("Chart");
  // The first chart saved is taken as the member's own.
  await expect(picker.locator("option:checked")).toHaveText("Me (your own)");
  await expect(page.getByRole("img", { name: /transits over the year/ })).toBeVisible();
  const mine = await page.locator(".transit-list").first().textContent();

  await picker.selectOption({ label: "Sam" });
  await page.getByRole("button", { name: "Show this year" }).click();
  await page.waitForURL(/chart=/);
  await expect(page.getByLabel("Chart").locator("option:checked")).toHaveText("Sam");
  await expect(page.getByRole("img", { name: /transits over the year/ })).toBeVisible();
  expect(await page.locator(".transit-list").first().textContent()).not.toBe(mine);
  expect(await axeViolations(page)).toEqual([]);

  const stranger = await page.goto("/forecast?chart=00000000-0000-4000-8000-000000000000");
  expect(stranger!.status()).toBe(404);
});

test("a member's private transit calendar: made, replaced, turned off", async ({ page }) => {
  test.slow();
  await signUp(page, uniqueEmail("feed"));
  await page.waitForURL((url) => url.pathname !== "/auth");
  await page.goto("/chart?date=1990-07-04&time=15%3A30&place=5128581&houses=placidus");
  await page.getByLabel("Name for this chart").fill("Me");
  await page.getByRole("button", { name: "Save chart" }).click();
  await expect(page.getByRole("status")).toContainText("Saved to your account.");

  await page.goto("/account#transit-calendar");
  await page.getByRole("button", { name: "Make my transit calendar" }).click();
  const address = page.getByLabel("Your calendar's address");
  const first = new URL(await address.inputValue());
  expect(first.pathname).toMatch(/^\/feeds\/transits\/[\w-]{43}\.ics$/);
  expect(await axeViolations(page)).toEqual([]);
  const feed = await page.request.get(first.pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  expect(feed.headers()["cache-control"]).toBe("private, no-store");
  const body = await feed.text();
  expect(body).toContain("BEGIN:VEVENT");
  expect(body).toMatch(/^SUMMARY:\w+ \w+ your /m);

  await page.getByRole("button", { name: "Make a new address" }).click();
  await expect(address).not.toHaveValue(first.href);
  const second = new URL(await address.inputValue());
  expect((await page.request.get(first.pathname)).status()).toBe(404);
  expect((await page.request.get(second.pathname)).status()).toBe(200);

  await page.getByRole("button", { name: "Turn it off" }).click();
  await expect(page.getByRole("status")).toContainText("turned off");
  expect((await page.request.get(second.pathname)).status()).toBe(404);
  expect((await page.request.get("/feeds/transits/nothing.ics")).status()).toBe(404);
});
