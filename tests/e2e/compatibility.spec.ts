import type { Page } from "@playwright/test";
import { axeViolations, DESKTOP, expect, MOBILE, test } from "./fixtures";

const CATEGORIES = ["Love", "Friendship", "Communication", "Trust"];

async function expectResult(page: Page, first: string, second: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `${first} and ${second} compatibility`,
  );
  await expect(page.getByRole("img", { name: first })).toBeVisible();
  await expect(page.getByRole("img", { name: second })).toBeVisible();
  await expect(page.getByRole("meter")).toHaveCount(5);
  for (const name of ["Overall", ...CATEGORIES]) {
    const meter = page.getByRole("meter", { name, exact: true });
    await expect(meter).toHaveAttribute("min", "0");
    await expect(meter).toHaveAttribute("max", "100");
    const value = Number(await meter.getAttribute("value"));
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(100);
    // The best and the weakest category also say so after the score.
    await expect(meter.locator("xpath=..").locator(".score-meter-value")).toHaveText(
      new RegExp(`^${value} out of 100(, holds up best|, needs the most care)?$`),
    );
  }
}

test("two signs chosen by keyboard alone lead to their result page", async ({ page }) => {
  await page.goto("/zodiac");
  const first = page.getByLabel("First sign");
  for (let i = 0; i < 40 && !(await first.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(first).toBeFocused();
  // Typing a letter on a closed select picks the next sign starting with it.
  await page.keyboard.press("g");
  await expect(first).toHaveValue("gemini");
  // The image follows the select (app/islands/sign-select.ts): its name, glyph and ring.
  const image = page.locator("form").getByRole("img", { name: "Gemini" });
  await expect(image).toBeVisible();
  await expect(image.locator("text")).toHaveText("♊\uFE0E");
  await expect(page.locator("form").getByRole("img", { name: "Aries" })).toHaveCount(0);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Second sign")).toBeFocused();
  await page.keyboard.press("s");
  await expect(page.getByLabel("Second sign")).toHaveValue("scorpio");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Compare" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/zodiac\/gemini-and-scorpio$/);
  await expectResult(page, "Gemini", "Scorpio");
});

test("the result page explains the score and links on", async ({ page }) => {
  const response = await page.goto("/zodiac/aries-and-leo");
  expect(response?.status()).toBe(200);
  await expectResult(page, "Aries", "Leo");
  await expect(page).toHaveTitle(/^Aries and Leo compatibility: \d+\/100 \| Starcast$/);
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveAttribute("content", /^Aries and Leo: \d+ out of 100/);
  const why = page.getByRole("region", { name: "Why this score" });
  await expect(why.getByRole("listitem")).toHaveCount(6);
  await expect(why.getByRole("heading", { name: /^Elements [+\u2212]?\d+$/ })).toBeVisible();
  // The effects listed are the whole story: 50 plus their sum is the overall score.
  const effects = await why.locator(".factor-effect").allTextContents();
  const sum = effects.reduce((total, text) => total + Number(text.replace("\u2212", "-")), 0);
  const overall = Number(await page.getByRole("meter", { name: "Overall" }).getAttribute("value"));
  expect(50 + sum).toBe(overall);
  await expect(page.getByRole("region", { name: "How we score" })).toContainText("starts at 50");
  // Love is Aries and Leo's best category and trust its weakest, with no tie at either end.
  const scores = page.getByRole("region", { name: "Scores" });
  await expect(scores.locator(".score-meter", { hasText: "Love" })).toContainText("holds up best");
  await expect(scores.locator(".score-meter", { hasText: "Trust" })).toContainText(
    "needs the most care",
  );
  await expect(scores.locator(".score-meter-mark")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Aries daily horoscope" })).toHaveAttribute(
    "href",
    "/horoscopes/daily/aries",
  );
  await expect(page.getByRole("link", { name: "Leo daily horoscope" })).toHaveAttribute(
    "href",
    "/horoscopes/daily/leo",
  );
  await page.getByRole("link", { name: "Check another pair" }).click();
  await expect(page).toHaveURL(/\/zodiac$/);
});

test("a factor that lowers the score shows a minus sign", async ({ page }) => {
  await page.goto("/zodiac/aries-and-cancer");
  const why = page.getByRole("region", { name: "Why this score" });
  await expect(why.getByRole("heading", { name: /^Aspect \u2212\d+$/ })).toBeVisible();
});

test("one address per pair: reversed or upper-case pairs redirect permanently", async ({
  request,
}) => {
  for (const path of ["/zodiac/leo-and-aries", "/zodiac/Aries-and-Leo", "/zodiac/LEO-AND-ARIES"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe("/zodiac/aries-and-leo");
  }
  const form = await request.get("/zodiac?first=LEO&second=aries", { maxRedirects: 0 });
  expect([302, 303]).toContain(form.status());
  expect(form.headers().location).toBe("/zodiac/aries-and-leo");
});

test("unknown signs and malformed pairs are 404", async ({ page, request }) => {
  for (const path of [
    "/zodiac/aries-and-ophiuchus",
    "/zodiac/ophiuchus",
    "/zodiac/aries-and-leo-and-virgo",
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  const response = await page.goto("/zodiac/aries-and-ophiuchus");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This page is lost among the stars",
  );
});

test("a bad choice shows the form again with the reason, as a 400", async ({ pageWith }) => {
  const page = await pageWith({});
  const response = await page.goto("/zodiac?first=aries&second=ophiuchus");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText('"ophiuchus" is not a zodiac sign');
  await expect(page.getByLabel("First sign")).toHaveValue("aries");
  const missing = await page.goto("/zodiac?first=virgo");
  expect(missing?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText("Choose the second sign.");
  await expect(page.getByLabel("First sign")).toHaveValue("virgo");
  expect(await axeViolations(page)).toEqual([]);
  // Choosing again from the error page goes straight to the result.
  await page.getByLabel("Second sign").selectOption("pisces");
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(page).toHaveURL(/\/zodiac\/virgo-and-pisces$/);
  await expectResult(page, "Virgo", "Pisces");
});

for (const [label, viewport] of [
  ["mobile", MOBILE],
  ["desktop", DESKTOP],
] as const) {
  test(`result pages pass axe at ${label} width`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of [
      "/zodiac/aries-and-leo",
      "/zodiac/cancer-and-capricorn",
      "/zodiac/pisces-and-pisces",
    ]) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
}

test("without JavaScript the form still reaches the result", async ({ pageWith }) => {
  const page = await pageWith({ javaScriptEnabled: false });
  await page.goto("/zodiac");
  await page.getByLabel("First sign").selectOption("virgo");
  await page.getByLabel("Second sign").selectOption("taurus");
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(page).toHaveURL(/\/zodiac\/taurus-and-virgo$/);
  await expectResult(page, "Taurus", "Virgo");
});

test.describe("GET /api/compatibility", () => {
  test("answers the pair's scores and reading, cacheable for a day with an ETag", async ({
    request,
  }) => {
    const response = await request.get("/api/compatibility?first=Aries&second=Leo");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(response.headers()["cache-control"]).toBe("public, max-age=86400");
    const etag = response.headers().etag!;
    expect(etag).toMatch(/^(W\/)?".+"$/);
    const again = await request.get("/api/compatibility?first=leo&second=aries", {
      headers: { "If-None-Match": etag },
    });
    expect(again.status()).toBe(304);
    const body = await response.json();
    expect(body).toMatchObject({
      first: "Aries",
      second: "Leo",
      strongest: "love",
      weakest: "trust",
      url: "/zodiac/aries-and-leo",
    });
    expect(Object.keys(body.categories).sort()).toEqual([
      "communication",
      "friendship",
      "love",
      "trust",
    ]);
    for (const value of [body.score, ...Object.values<number>(body.categories)]) {
      expect(Number.isInteger(value) && value >= 0 && value <= 100).toBe(true);
    }
    expect(body.summary).toContain(`${body.score} out of 100`);
    expect(body.details.length).toBeGreaterThan(1);
    expect(body.details.every((p: unknown) => typeof p === "string" && p.length > 20)).toBe(true);
    expect(body.factors[0]).toEqual({
      name: expect.any(String),
      effect: expect.any(Number),
      detail: expect.any(String),
    });
  });

  test("ignores letter case and the order of the signs", async ({ request }) => {
    const plain = await (await request.get("/api/compatibility?first=Aries&second=Leo")).json();
    for (const query of [
      "first=aRiEs&second=LEO",
      "first=leo&second=aries",
      "first=LEO&second=Aries",
    ]) {
      const response = await request.get(`/api/compatibility?${query}`);
      expect(response.status(), query).toBe(200);
      expect(await response.json(), query).toEqual(plain);
    }
    const other = await (
      await request.get("/api/compatibility?first=Cancer&second=Capricorn")
    ).json();
    const swapped = await (
      await request.get("/api/compatibility?first=Capricorn&second=Cancer")
    ).json();
    expect(swapped.score).toBe(other.score);
    expect(swapped.categories).toEqual(other.categories);
  });

  const BAD: [string, string, RegExp][] = [
    ["second=Leo", "missing_sign", /^The first parameter is required: use one of Aries, .*Pisces/],
    [
      "first=Aries",
      "missing_sign",
      /^The second parameter is required: use one of Aries, .*Pisces/,
    ],
    ["first=Aries&second=", "missing_sign", /^The second parameter is required/],
    [
      "first=Ophiuchus&second=Leo",
      "invalid_sign",
      /^The first parameter "Ophiuchus" is not a zodiac sign: use one of Aries, .*Pisces/,
    ],
    ["first=Aries&second=Leo&second=Virgo", "repeated_parameter", /second parameter once/],
    ["first=Aries&first=Aries&second=Leo", "repeated_parameter", /first parameter once/],
  ];
  for (const [query, code, message] of BAD) {
    test(`400 ${code} for ?${query}`, async ({ request }) => {
      const response = await request.get(`/api/compatibility?${query}`);
      expect(response.status()).toBe(400);
      const body = await response.json();
      expect(body.error.code).toBe(code);
      expect(body.error.message).toMatch(message);
    });
  }

  test("other methods get a JSON 405 naming GET", async ({ request }) => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await request.fetch("/api/compatibility?first=Aries&second=Leo", { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow).toContain("GET");
      expect((await response.json()).error.code).toBe("method_not_allowed");
    }
  });
});

test("each sign has a profile page, linked from /zodiac, with its facts and best matches", async ({
  page,
  request,
}) => {
  await page.goto("/zodiac");
  const cards = page.getByRole("main").locator(".sign-grid a.sign-card");
  await expect(cards).toHaveCount(12);
  await expect(cards.locator("svg.sign-medallion")).toHaveCount(12);
  await expect(page.getByRole("main").locator(".sign-grid")).toContainText("Water, fixed");
  await cards.and(page.locator('[href="/zodiac/scorpio"]')).click();
  await expect(page).toHaveURL(/\/zodiac\/scorpio$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scorpio");
  await expect(page.getByText("Mars (traditional), Pluto (modern)")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Strengths" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Challenges" })).toBeVisible();
  const best = page.locator("ol li");
  await expect(best).toHaveCount(3);
  await expect(best.first()).toContainText(/out of 100/);
  await expect(
    page.getByRole("navigation", { name: "Scorpio with each sign" }).getByRole("link"),
  ).toHaveCount(12);
  const upper = await request.get("/zodiac/Scorpio", { maxRedirects: 0 });
  expect(upper.status()).toBe(301);
  expect(upper.headers().location).toBe("/zodiac/scorpio");
});
