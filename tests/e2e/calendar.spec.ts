// The sky calendar in Chromium: the month at phone and desktop widths, times in the visitor's
// own zone once JavaScript runs, the retrogrades of a year, the JSON API and the ICS feed.
import { axeViolations, DESKTOP, expect, MOBILE, SCREENSHOTS, test } from "./fixtures";

for (const [name, viewport] of [
  ["375", MOBILE],
  ["1280", DESKTOP],
] as const) {
  test(`November 2026 at ${name} px: the grid, the Moon each day, the list, axe clean`, async ({
    page,
  }, info) => {
    await page.setViewportSize(viewport);
    await page.goto("/calendar/2026/11");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sky calendar: November 2026");
    const grid = page.getByRole("table");
    await expect(grid.locator("td[id^=day-]")).toHaveCount(30);
    // 1 November 2026 is a Sunday: six blank days lead the first week.
    await expect(grid.locator("tbody tr").first().locator("td.calendar-empty")).toHaveCount(6);
    const list = page.locator(".calendar-list > li");
    await expect(list).toHaveCount(30);
    const full = list.filter({ hasText: "Tuesday 24 November" });
    await expect(full).toContainText("Full Moon at 2°20' Gemini");
    await expect(full).toContainText("Full Moon, 100% lit; Moon in Gemini");
    await expect(list.filter({ hasText: "Friday 13 November" })).toContainText(
      "Mercury stations direct at 5°02' Scorpio",
    );
    await expect(
      page.getByText(/Retrograde 24 Oct.* to 13 Nov.*; shadow from 4 Oct/),
    ).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    expect(await axeViolations(page)).toEqual([]);
    if (SCREENSHOTS) {
      await page.screenshot({ path: info.outputPath(`calendar-${name}.png`), fullPage: false });
    }
  });
}

test("shows times in the zone it names, with no script, whatever the browser's zone", async ({
  pageWith,
}) => {
  const page = await pageWith({ timezoneId: "America/New_York" });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/calendar/2026/11");
  // The page loads no script (ADR 024, 025): its times are SITE_TIME_ZONE's (UTC in tests), said so.
  await expect(page.locator(".lede strong")).toHaveText("UTC");
  const full = page.locator(".calendar-list > li").filter({ hasText: "Tuesday 24 November" });
  await expect(full.locator("time[datetime='2026-11-24T14:53:30Z']")).toHaveText("14:53");
  expect(scripts).toEqual([]);
});

test("moves between months and opens a year's retrogrades", async ({ page }) => {
  await page.goto("/calendar/2026/11");
  await page.getByRole("link", { name: "December 2026 →" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sky calendar: December 2026");
  await page.getByRole("link", { name: "Retrogrades of 2026" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Retrogrades of 2026");
  const mercury = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "Mercury" }) });
  await expect(mercury).toHaveCount(3);
  await expect(mercury.nth(2)).toContainText("24 Oct 2026");
  await expect(mercury.nth(2)).toContainText("13 Nov 2026");
  expect(await axeViolations(page)).toEqual([]);
});

test("the daily reading's sky panel links to its day in the calendar", async ({ page }) => {
  await page.goto("/horoscopes/daily/aries?date=2026-11-24");
  await page.getByRole("link", { name: "This day in the sky calendar" }).click();
  await expect(page).toHaveURL(/\/calendar\/2026\/11#day-2026-11-24$/);
  await expect(page.locator("#day-2026-11-24")).toContainText("Full Moon");
});

test("months outside 1900 to 2100 and malformed addresses are not found", async ({ request }) => {
  for (const path of [
    "/calendar/1899/12",
    "/calendar/2101/01",
    "/calendar/2026/13",
    "/calendar/2026/1",
    "/calendar/retrogrades/2101",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("the API answers a range, refuses bad ones with 400, and revalidates with 304", async ({
  request,
}) => {
  const ok = await request.get(
    "/api/calendar?from=2026-11-01&to=2026-11-30&events=lunations,eclipses",
  );
  expect(ok.status()).toBe(200);
  const body = await ok.json();
  expect(body.kinds).toEqual(["lunations", "eclipses"]);
  expect(body.events.map((e: { phase: string }) => e.phase)).toEqual([
    "last quarter",
    "new",
    "first quarter",
    "full",
  ]);
  const again = await request.get(
    "/api/calendar?from=2026-11-01&to=2026-11-30&events=lunations,eclipses",
    {
      headers: { "If-None-Match": ok.headers()["etag"]! },
    },
  );
  expect(again.status()).toBe(304);
  // One date rule for the whole API: M/D/YYYY names the same day as YYYY-MM-DD.
  const us = await request.get(
    "/api/calendar?from=11/1/2026&to=11/30/2026&events=lunations,eclipses",
  );
  expect(us.headers()["etag"]).toBe(ok.headers()["etag"]);
  for (const [query, code] of [
    ["from=2026-11-01", "missing_to"],
    ["to=2026-11-01", "missing_from"],
    ["from=2026-11-31&to=2026-12-01", "invalid_from"],
    ["from=2026-11-01&to=11/31/2026", "invalid_to"],
    ["from=2026-11-01&to=2026-10-01", "invalid_range"],
    ["from=2026-01-01&to=2027-01-02", "range_too_long"],
    ["from=2026-01-01&to=2026-01-02&events=lunations,comets", "invalid_events"],
    ["from=2026-01-01&from=2026-01-02&to=2026-01-03", "repeated_parameter"],
  ]) {
    const response = await request.get(`/api/calendar?${query}`);
    expect(response.status(), query).toBe(400);
    expect((await response.json()).error.code, query).toBe(code);
  }
});

test("the ICS feed is a calendar with stable UIDs, for the kinds asked for", async ({
  request,
}) => {
  const first = await request.get("/calendar.ics");
  expect(first.status()).toBe(200);
  expect(first.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await first.text();
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  const uids = [...text.matchAll(/^UID:(.+)$/gm)].map((m) => m[1]);
  expect(uids.length).toBeGreaterThan(50);
  expect(new Set(uids).size).toBe(uids.length);
  expect(text).toContain("SUMMARY:Full Moon at");
  expect(text).not.toContain("SUMMARY:Moon enters");
  const again = await (await request.get("/calendar.ics")).text();
  expect([...again.matchAll(/^UID:(.+)$/gm)].map((m) => m[1])).toEqual(uids);
  const moon = await (await request.get("/calendar.ics?events=moon-signs")).text();
  expect(moon).toContain("SUMMARY:Moon enters");
  expect(moon).not.toContain("SUMMARY:Full Moon");
  const bad = await request.get("/calendar.ics?events=horoscopes");
  expect(bad.status()).toBe(400);
});
