// Weekly and monthly horoscopes: the pages, their links, the sitemap and the API.
import { expect, test } from "./fixtures";

test("the week of the Full Moon in Gemini reads its dated events, and walks to the next week", async ({
  page,
}) => {
  await page.goto("/horoscopes/weekly/gemini?date=2026-11-25");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gemini Weekly Horoscope");
  await expect(page.locator("time").first()).toHaveText(
    "Monday, 23 November to Sunday, 29 November 2026",
  );
  const events = page.locator(".period-events li");
  await expect(events.filter({ hasText: "Full Moon at 2° Gemini, in your own sign" })).toHaveCount(
    1,
  );
  await expect(events.filter({ hasText: "Mars enters Virgo, in your 4th house" })).toHaveCount(1);
  for (const area of ["Love", "Career", "Health", "Money"]) {
    await expect(page.getByRole("heading", { level: 2, name: area })).toBeVisible();
  }
  await page.getByRole("link", { name: "Next week →" }).click();
  await expect(page).toHaveURL(/\/horoscopes\/weekly\/gemini\?date=2026-11-30$/);
  await expect(page.locator("time").first()).toContainText("Monday, 30 November");
  await page.getByRole("link", { name: "← Previous week" }).click();
  await expect(page).toHaveURL(/\?date=2026-11-23$/);
});

test("a month page names its month and links to the months around it", async ({ page }) => {
  await page.goto("/horoscopes/monthly/leo?date=2026-12-09");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leo Monthly Horoscope");
  await expect(page.locator("time").first()).toHaveText("December 2026");
  await expect(page.getByRole("link", { name: "← Previous month" })).toHaveAttribute(
    "href",
    "/horoscopes/monthly/leo?date=2026-11-01",
  );
  await expect(page.getByRole("link", { name: "Next month →" })).toHaveAttribute(
    "href",
    "/horoscopes/monthly/leo?date=2027-01-01",
  );
});

test("the daily page and the sign grid link to the week and the month", async ({ page }) => {
  await page.goto("/horoscopes/daily/aries?date=2026-11-25");
  await page.getByRole("link", { name: "Aries this week" }).click();
  await expect(page).toHaveURL(/\/horoscopes\/weekly\/aries\?date=2026-11-25$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aries Weekly Horoscope");
  await page.goto("/horoscopes");
  await page.getByRole("link", { name: "Taurus monthly horoscope" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Taurus Monthly Horoscope");
});

test("the sitemap lists every sign's weekly and monthly page", async ({ request }) => {
  const body = await (await request.get("/sitemap.xml")).text();
  for (const sign of ["aries", "virgo", "pisces"]) {
    expect(body).toContain(`/horoscopes/weekly/${sign}</loc>`);
    expect(body).toContain(`/horoscopes/monthly/${sign}</loc>`);
  }
});

test("a bad sign or date on a period page is a clear 4xx", async ({ request }) => {
  expect((await request.get("/horoscopes/weekly/ophiuchus")).status()).toBe(404);
  expect((await request.get("/horoscopes/monthly/leo?date=2026-13-01")).status()).toBe(400);
  expect((await request.get("/horoscopes/monthly/leo?date=1899-12-31")).status()).toBe(400);
  const moved = await request.get("/horoscopes/weekly/Leo", { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe("/horoscopes/weekly/leo");
});

test.describe("the weekly and monthly API", () => {
  test("answers one sign's week with dated events, in the daily API's style", async ({
    request,
  }) => {
    const response = await request.get("/api/horoscope/weekly?date=11/25/2026&zodiacSign=Gemini");
    expect(response.status()).toBe(200);
    expect(response.headers()["access-control-allow-origin"]).toBe("*");
    expect(response.headers()["cache-control"]).toMatch(/public, max-age=\d{6,}/);
    const body = await response.json();
    expect(body).toMatchObject({
      period: "weekly",
      start: "2026-11-23",
      end: "2026-11-29",
      zodiacSign: "Gemini",
    });
    expect(body.events).toContainEqual({
      date: "2026-11-24",
      fact: "Full Moon at 2° Gemini, in your own sign",
      meaning: expect.any(String),
    });
    for (const field of ["overview", "love", "career", "health", "finance", "closing"]) {
      expect(body[field].length).toBeGreaterThan(40);
    }
    const again = await request.get("/api/horoscope/weekly?date=2026-11-23&zodiacSign=gemini", {
      headers: { "If-None-Match": response.headers().etag! },
    });
    expect(again.status()).toBe(304);
  });

  test("answers all twelve signs for a month", async ({ request }) => {
    const body = await (await request.get("/api/horoscope/monthly?date=2026-12-15")).json();
    expect(body).toMatchObject({ period: "monthly", start: "2026-12-01", end: "2026-12-31" });
    expect(body.horoscopes).toHaveLength(12);
    expect(body.horoscopes[11].zodiacSign).toBe("Pisces");
  });

  test("gives the daily API's errors", async ({ request }) => {
    const bad = await request.get("/api/horoscope/weekly?date=2026-02-30&zodiacSign=Leo");
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.code).toEqual(expect.any(String));
    const sign = await request.get("/api/horoscope/monthly?date=2026-12-01&zodiacSign=Dragon");
    expect(sign.status()).toBe(400);
    expect((await sign.json()).error.code).toBe("invalid_sign");
    const post = await request.post("/api/horoscope/weekly?date=2026-12-01");
    expect(post.status()).toBe(405);
  });
});
