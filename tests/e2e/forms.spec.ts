import { expect, test } from "./fixtures";

test("sign-up has its fields, labels, autocomplete hints and the policy note", async ({ page }) => {
  await page.goto("/auth");
  const fields: [string, string, string | null, boolean][] = [
    ["First name", "firstName", "text", true],
    ["Last name", "lastName", "text", true],
    ["Email", "email", "email", true],
    ["Password", "password", "password", true],
  ];
  for (const [label, name, type, required] of fields) {
    const input = page.getByLabel(label, { exact: true });
    await expect(input).toHaveAttribute("name", name);
    if (type !== "text") await expect(input).toHaveAttribute("type", type!);
    if (required) await expect(input).toHaveAttribute("required", "");
    await expect(input).toHaveAttribute("autocomplete", /.+/);
  }
  const sign = page.getByLabel("Zodiac sign");
  await expect(sign).toHaveAttribute("name", "zodiacSign");
  await expect(sign).not.toHaveAttribute("required", "");
  await expect(sign.locator("option")).toHaveCount(13);
  const note = page.locator(".form-note");
  await expect(note.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy",
  );
  await expect(note.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms");
});

test("login has email and password, both required, and a forgot-password link", async ({
  page,
}) => {
  await page.goto("/login");
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Email")).toHaveAttribute("required", "");
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
  await expect(page.getByLabel("Password")).toHaveAttribute("required", "");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
});

test("the home email box posts to /newsletter, which asks to confirm by email", async ({
  page,
}) => {
  await page.goto("/");
  const email = page.getByLabel("Get your horoscope by email");
  await expect(email).toHaveAttribute("type", "email");
  await expect(email).toHaveAttribute("required", "");
  await email.fill(`reader-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole("status")).toContainText("Check your inbox");
});

test("a bad email posted to /newsletter gets a 400 with a clear message", async ({
  request,
  baseURL,
}) => {
  // Posts must carry the site's own Origin, as a browser's do.
  const headers = { Origin: baseURL! };
  const response = await request.post("/newsletter", { form: { email: "not-an-email" }, headers });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Enter an email address like name@example.com.");
  const huge = await request.post("/newsletter", {
    form: { email: `${"a".repeat(10_000)}@example.com` },
    headers,
  });
  expect(huge.status()).toBe(400);
});

test("the zodiac form is a GET form with two labelled sign selects and their images", async ({
  page,
}) => {
  await page.goto("/zodiac");
  const form = page.locator("form.compat-form");
  await expect(form).toHaveAttribute("method", "get");
  await expect(form).toHaveAttribute("action", "/zodiac");
  const first = page.getByLabel("First sign");
  const second = page.getByLabel("Second sign");
  await expect(first).toHaveAttribute("name", "first");
  await expect(second).toHaveAttribute("name", "second");
  await expect(first.locator("option")).toHaveCount(12);
  await first.selectOption("gemini");
  await expect(form.getByRole("img", { name: "Gemini" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Compare" })).toBeVisible();
});

test("/horoscopes lists the twelve signs with their ranges, each linking to its daily page", async ({
  page,
}) => {
  await page.goto("/horoscopes");
  const cards = page.locator("main .sign-card");
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toHaveAttribute("href", "/horoscopes/daily/aries");
  await expect(cards.first()).toContainText("Mar 21\u2013Apr 19");
  await expect(cards.nth(9)).toContainText("Dec 22\u2013Jan 19");
  await expect(cards.first().getByRole("img", { name: "Aries" })).toBeVisible();
});

test("an unexpected address gets the designed 404 page", async ({ page }) => {
  const response = await page.goto("/horoscopes/weekly/aries/extra");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();
});
