import { expect, test } from "./fixtures";

/** A time zone whose date differs from UTC's right now, so the browser must fetch its own reading. */
function zoneWithOtherDate() {
  return new Date().getUTCHours() >= 12 ? "Pacific/Kiritimati" : "Etc/GMT+12";
}

test("the server renders the reading, so it reads without JavaScript", async ({ pageWith }) => {
  const page = await pageWith({ javaScriptEnabled: false, timezoneId: "UTC" });
  const response = await page.goto("/horoscopes/daily/leo");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leo Daily Horoscope");
  await expect(page.getByRole("img", { name: "Leo" }).first()).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.locator(`time[datetime="${today}"]`)).toHaveText(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "UTC",
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    }).format(new Date()),
  );
  // Today's overview as the API gives it: 26 to 80 words over a year, so no length would do.
  const api = await page.request.get(`/api/horoscope/daily?date=${today}&zodiacSign=Leo`);
  const { normal } = (await api.json()) as { normal: string };
  expect(normal.split(" ").length).toBeGreaterThan(20);
  await expect(page.locator(".daily-general")).toHaveText(normal);
  await expect(page.getByRole("heading", { name: "Today's sky" })).toBeVisible();
});

test("four tabs, the first selected, each with its own subtitle, image, text and rating; arrows move", async ({
  page,
}) => {
  await page.goto("/horoscopes/daily/aries?date=2026-11-21");
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText(["Love, Relationships & Dating", "Career", "Health", "Financial"]);
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  const texts: string[] = [];
  await tabs.first().focus();
  for (let i = 0; i < 4; i++) {
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole("heading", { level: 2 })).toBeVisible();
    const image = panel.locator("img");
    await expect(image).toHaveAttribute("width", "200");
    expect(await image.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBe(
      200,
    );
    await expect(panel.getByRole("img", { name: /out of 5/ })).toBeVisible();
    texts.push(await panel.locator("p").first().innerText());
    await page.keyboard.press("ArrowRight");
  }
  expect(new Set(texts).size).toBe(4);
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press("End");
  await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
});

test("in the browser the reading is for the visitor's own date, fetched once and then cached", async ({
  pageWith,
}) => {
  const page = await pageWith({ timezoneId: zoneWithOtherDate() });
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/horoscope/daily")) calls.push(r.url());
  });
  await page.goto("/horoscopes/daily/virgo");
  const localDate = await page.evaluate(() => {
    const d = new Date();
    return {
      us: `${d.getMonth() + 1}/${d.getDate()}/${d.getFullYear()}`,
      iso: d.toLocaleDateString("sv-SE"),
    };
  });
  await expect(page.locator(`time[datetime="${localDate.iso}"]`)).toBeVisible();
  expect(calls).toHaveLength(1);
  expect(decodeURIComponent(calls[0]!)).toContain(`date=${localDate.us}&zodiacSign=Virgo`);
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("horoscope-Virgo") ?? "null"),
  );
  expect(stored.date).toBe(localDate.us);
  expect(stored.content.zodiacSign).toBe("Virgo");

  await page.reload();
  await expect(page.locator(`time[datetime="${localDate.iso}"]`)).toBeVisible();
  expect(calls).toHaveLength(1);
});

test("when the visitor's date is the server's, no request is made at all", async ({ pageWith }) => {
  const page = await pageWith({ timezoneId: "UTC" });
  let calls = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/")) calls++;
  });
  await page.goto("/horoscopes/daily/libra");
  await expect(page.locator(".daily-general")).toBeVisible();
  await page.waitForFunction(() => localStorage.getItem("horoscope-Libra") !== null);
  expect(calls).toBe(0);
});

test("a failed fetch says so, logs the specification's message, and Retry recovers", async ({
  pageWith,
}) => {
  const page = await pageWith(
    { timezoneId: zoneWithOtherDate() },
    /Error fetching the horoscope data|status of 503/,
  );
  const logged: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") logged.push(m.text());
  });
  await page.route("**/api/horoscope/daily**", (route) =>
    route.fulfill({ status: 503, body: "down" }),
  );
  await page.goto("/horoscopes/daily/pisces");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("could not load");
  expect(logged.some((m) => m.startsWith("Error fetching the horoscope data"))).toBe(true);
  await page.unroute("**/api/horoscope/daily**");
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page.locator(".daily-general")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("yesterday's and tomorrow's links lead to those dates", async ({ page }) => {
  await page.goto("/horoscopes/daily/gemini?date=2026-11-21");
  await page.getByRole("link", { name: /Tomorrow/ }).click();
  await expect(page).toHaveURL(/date=2026-11-22$/);
  await expect(page.locator('time[datetime="2026-11-22"]')).toBeVisible();
  await page.getByRole("link", { name: /Yesterday/ }).click();
  await expect(page.locator('time[datetime="2026-11-21"]')).toBeVisible();
  await page.getByRole("link", { name: /Yesterday/ }).click();
  await expect(page.locator('time[datetime="2026-11-20"]')).toBeVisible();
});

test("an unknown sign gets the 404 page and a bad date a 400", async ({ page }) => {
  expect((await page.goto("/horoscopes/daily/ophiuchus"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This page is lost among the stars",
  );
  const bad = await page.request.get("/horoscopes/daily/aries?date=2026-02-30");
  expect(bad.status()).toBe(400);
  const upper = await page.request.get("/horoscopes/daily/Aries", { maxRedirects: 0 });
  expect(upper.status()).toBe(301);
  expect(upper.headers()["location"]).toBe("/horoscopes/daily/aries");
});

test("the home grid and /horoscopes link to the daily pages", async ({ page }) => {
  await page.goto("/");
  await page
    .locator("main")
    .getByRole("link", { name: /Scorpio/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scorpio Daily Horoscope");
});

test("an empty rating star stands out from the page at 3:1 or more", async ({ page }) => {
  await page.goto("/horoscopes/daily/aries?date=2026-11-25");
  const ratio = await page
    .locator(".rating-empty")
    .first()
    .evaluate((el) => {
      const rgb = (css: string) => css.match(/\d+/g)!.slice(0, 3).map(Number);
      const lum = (css: string) => {
        const [r, g, b] = rgb(css).map((c) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      let node: Element | null = el;
      let background = "rgba(0, 0, 0, 0)";
      while (node && /rgba\(0, 0, 0, 0\)|transparent/.test(background)) {
        background = getComputedStyle(node).backgroundColor;
        node = node.parentElement;
      }
      const [a, b] = [lum(getComputedStyle(el).color), lum(background)];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
  expect(ratio).toBeGreaterThanOrEqual(3);
});
