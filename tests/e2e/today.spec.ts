// Your day in Chromium: the invitation to visitors and to members without a chart, a member's
// own transits at phone and desktop widths in their chosen time zone, and /api/transits.
import { signUp, uniqueEmail } from "./accounts-helpers";
import { axeViolations, DESKTOP, expect, MOBILE, SCREENSHOTS, test } from "./fixtures";

const NEW_YORK = "/chart?name=Ada&date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";

test("a visitor is invited to sign up", async ({ page }) => {
  await page.goto("/today");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your day");
  await expect(page.getByRole("link", { name: "Sign up free" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", "noindex");
});

for (const [name, viewport] of [
  ["375", MOBILE],
  ["1280", DESKTOP],
] as const) {
  test(`a member's own day at ${name} px, in their time zone`, async ({ page }, info) => {
    test.slow();
    await page.setViewportSize(viewport);
    await signUp(page, uniqueEmail(`today-${name}`));
    await page.waitForURL((url) => url.pathname !== "/auth");
    await page.goto("/today");
    await expect(page.getByText(/your chart is not saved yet/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Cast your chart" })).toHaveAttribute(
      "href",
      "/chart",
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(NEW_YORK);
    await page.getByLabel("Name for this chart").fill("Me");
    await page.getByLabel(/This is my own chart/).check();
    await page.getByRole("button", { name: "Save chart" }).click();
    await expect(page.getByRole("status")).toContainText("Saved to your account.");

    // Until they choose, the day is told as the clocks of their own chart's place read.
    await page.goto("/today?date=2026-11-25");
    await expect(page.locator(".lede")).toContainText(
      "Times are as the clocks read in New York City, New York, United States, your chart's place",
    );
    // A town is chosen by the place search, not from a list of zone names.
    await page.goto("/account#time-zone");
    await expect(page.locator('option[value="Asia/Tokyo"]')).toHaveCount(0);
    await page.getByLabel("A town whose clocks you live by").fill("Tokyo");
    await page.getByRole("option", { name: /^Tokyo, Japan/ }).click();
    await page.getByRole("button", { name: "Save the town" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Your times are now read as the clocks in Tokyo, Japan read them.",
    );
    await expect(page.getByText("Your own chart, read for")).toBeVisible();

    await page.goto("/today?date=2026-11-25");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your day: Wednesday, 25 November 2026",
    );
    await expect(page.locator(".lede")).toContainText("the clocks read in Tokyo, Japan;");
    const top = page.locator(".reading-sections h3");
    await expect(top).toHaveCount(3);
    await expect(top.first()).toHaveText(
      /^(Moon|Sun|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto) \w+ your \w+$/,
    );
    await expect(page.getByRole("table", { name: /contacts within 1° today/ })).toBeVisible();
    await expect(page.locator(".transit-coming li").first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    expect(await axeViolations(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: info.outputPath(`today-${name}.png`) });

    await page.getByRole("link", { name: /Tuesday, 24 November 2026/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your day: Tuesday, 24 November 2026",
    );
  });
}

test("/api/transits reads a chart's day, and refuses bad input with 400", async ({ request }) => {
  const chart = encodeURIComponent("date=1990-07-04&time=15:30&place=5128581");
  const ok = await request.get(
    `/api/transits?chart=${chart}&date=2026-11-25&zone=America/New_York`,
  );
  expect(ok.status()).toBe(200);
  const day = await ok.json();
  expect(day).toMatchObject({ date: "2026-11-25", zone: "America/New_York" });
  expect(day.top).toHaveLength(3);
  expect(day.top[0].text.split(" ").length).toBeGreaterThanOrEqual(45);
  expect(day.planets).toHaveLength(10);
  for (const [query, code] of [
    ["date=2026-11-25", "missing_chart"],
    [`chart=${chart}`, "missing_date"],
    [`chart=${chart}&date=2026-02-30`, "invalid_date"],
    [`chart=${chart}&date=2026-11-25&zone=Mars/Olympus`, "invalid_zone"],
    [
      `chart=${encodeURIComponent("time=15:30&place=5128581")}&date=2026-11-25`,
      "chart_missing_date",
    ],
    [
      `chart=${encodeURIComponent("date=1990-07-04&time=15:30&place=999999999")}&date=2026-11-25`,
      "chart_unknown_place",
    ],
  ]) {
    const response = await request.get(`/api/transits?${query}`);
    expect(response.status(), query).toBe(400);
    expect((await response.json()).error.code, query).toBe(code);
  }
});

// /today is kept per member once rendered (server/cache/member-pages.ts): each change a member
// makes shows on their next request, and no member is ever answered another's page.
test("a member's kept day shows their changes at once, and only to them", async ({
  request,
  playwright,
}) => {
  test.slow();
  const origin = `http://localhost:${process.env.E2E_PORT ?? 4173}`;
  const post = async (cookie: string, path: string, form: Record<string, string>) => {
    const response = await request.post(path, {
      form,
      headers: { Origin: origin, Cookie: cookie },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBeLessThan(400);
    return response;
  };
  const member = async (firstName: string) => {
    const fresh = await playwright.request.newContext({ baseURL: origin });
    const signed = await fresh.post("/auth", {
      form: {
        firstName,
        lastName: "Lyra",
        email: uniqueEmail("kept"),
        password: "violet comet orchard",
      },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    await fresh.dispose();
    return /starcast_session=[^;]+/.exec(signed.headers()["set-cookie"] ?? "")![0];
  };
  const today = async (cookie: string, path = "/today") => {
    const response = await request.get(path, { headers: { Cookie: cookie } });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    // From the member page cache, not rendered with a nonce; the day loads no script.
    expect(response.headers()["content-security-policy"]).toContain("script-src 'none'");
    return response.text();
  };
  const chartIds = async (cookie: string) => {
    const page = await request.get("/account", { headers: { Cookie: cookie } });
    return [...(await page.text()).matchAll(/name="chartId" value="([0-9a-f-]{36})"/g)].map(
      (m) => m[1]!,
    );
  };

  const vega = await member("Vega");
  const deneb = await member("Deneb");
  for (let i = 0; i < 2; i++)
    expect(await today(vega)).toContain("Vega, your chart is not saved yet");

  await post(vega, `${NEW_YORK}`, { label: "Birth", own: "on" });
  expect(await today(vega)).toContain("<strong>Birth</strong>");
  await post(vega, "/chart?name=B&date=1985-01-02&time=06%3A00&place=5128581", {
    label: "Second",
    own: "on",
  });
  expect(await today(vega)).toContain("<strong>Second</strong>");
  const [first] = await chartIds(vega);
  await post(vega, "/account", { intent: "own-chart", chartId: first! });
  expect(await today(vega)).toContain("<strong>Birth</strong>");

  await post(vega, "/account", { intent: "time-zone", where: "Tokyo" });
  expect(await today(vega)).toMatch(/clocks read in (<!-- -->)?Tokyo, Japan/);
  await post(vega, "/account", { intent: "profile", firstName: "Wega", lastName: "Lyra" });
  expect(await today(vega)).toContain("Wega");

  // Another member with the same chart gets a page of their own.
  await post(deneb, `${NEW_YORK}`, { label: "Birth", own: "on" });
  const theirs = await today(deneb);
  expect(theirs).toContain("Deneb");
  expect(theirs).not.toContain("Wega");
  expect(theirs).not.toContain("Tokyo");

  // Their own chart deleted, no other is taken as theirs.
  await post(vega, "/account", { intent: "delete-chart", chartId: first! });
  expect(await today(vega)).toContain("Wega, your chart is not saved yet");
  await post(vega, "/logout", {});
  const after = await request.get("/today", { headers: { Cookie: vega } });
  expect(await after.text()).toContain("Sign up free");
  expect(after.headers()["set-cookie"]).toMatch(/starcast_session=;/);
});

test("a new member's first chart form holds their name and what their sign says", async ({
  page,
}) => {
  test.slow();
  await signUp(page, uniqueEmail("first-chart"), { firstName: "Ada", sign: "leo" });
  await page.waitForURL((url) => url.pathname !== "/auth");
  await page.goto("/chart");
  await expect(page.getByLabel("Name (optional)")).toHaveValue("Ada Lyra");
  await expect(page.getByRole("status")).toContainText(
    "as a Leo, you were born between about 23 July and 22 August",
  );
  expect(await axeViolations(page)).toEqual([]);
  // The chart they cast is offered to be kept as their own.
  await page.goto("/chart?name=Ada&date=1990-07-24&time=15%3A30&place=5128581&houses=placidus");
  await expect(page.getByLabel(/This is my own chart/)).toBeChecked();
});
