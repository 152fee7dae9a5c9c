// Two charts together (/synastry) in Chromium: both forms filled by keyboard, the bi-wheel and
// its tables, the composite tab, the phone layout, the no-JavaScript path, errors by side, a
// member's saved charts, the share image, and the compatibility pages' link to it.
import { pngSize } from "../support/binary";
import { signUp, uniqueEmail } from "./accounts-helpers";
import { axeViolations, expect, MOBILE, test } from "./fixtures";
import type { Page } from "@playwright/test";

// Ada: New York, 4 July 1990, 15:30; Ben: Amsterdam, 12 March 1988, 08:10.
const PAIR =
  "/synastry?a.name=Ada&a.date=1990-07-04&a.time=15%3A30&a.place=5128581&a.houses=placidus" +
  "&b.name=Ben&b.date=1988-03-12&b.time=08%3A10&b.place=2759794&b.houses=placidus";

async function fillSide(page: Page, side: "Person A" | "Person B", date: string, town: string) {
  const group = page.getByRole("group", { name: side });
  await group.getByLabel("Date of birth").fill(date);
  await group.getByLabel("Time of birth").fill("12:00");
  const place = group.getByRole("combobox", { name: "Birthplace" });
  await place.fill(town.slice(0, 5));
  const option = group.getByRole("option", { name: town });
  // The server's first place search reads the table (a second or more on a busy machine).
  await expect(option).toBeVisible({ timeout: 15_000 });
  await option.click();
  await expect(place).toHaveValue(town);
}

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test("fills both forms, draws the bi-wheel and its tables, and switches to the composite", async ({
  page,
}) => {
  // Two place searches, two pages and axe twice: slow on a busy machine.
  test.slow();
  await page.goto("/synastry");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Synastry: compare two birth charts",
  );
  await page.getByRole("group", { name: "Person A" }).getByLabel("Name (optional)").fill("Ada");
  await fillSide(page, "Person A", "1990-07-04", "Amsterdam, North Holland, Netherlands");
  await fillSide(page, "Person B", "1988-03-12", "Paris, Île-de-France, France");
  await page.getByRole("button", { name: "Compare the charts" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ada and Person B");
  await expect(page).toHaveURL(/a\.place=2759794&.*b\.date=1988-03-12/);
  const wheel = page.getByRole("img", { name: /Ada and Person B: the two charts together/ });
  await expect(wheel).toBeVisible();
  await expect(wheel.locator("desc")).toContainText("Person B on the outer ring");
  // The tables are folded until their summaries are opened, which needs no script.
  const aspects = page.getByRole("table", { name: /Aspects between the two charts/ });
  await expect(aspects).toBeHidden();
  for (const summary of await page.locator("details.more > summary").all()) await summary.click();
  await expect(aspects.getByRole("columnheader")).toHaveText([
    "Ada's point",
    "Person B's point",
    "Aspect",
    "Orb",
  ]);
  expect(await aspects.getByRole("row").count()).toBeGreaterThan(5);
  await expect(
    page.getByRole("table", { name: "Ada's planets in Person B's houses" }),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "Ada's planets and points" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const views = page.getByRole("navigation", { name: "Relationship charts" });
  await expect(views.getByRole("link", { name: "Synastry" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await views.getByRole("link", { name: "Composite" }).click();
  await expect(page).toHaveURL(/tab=composite/);
  await expect(views.getByRole("link", { name: "Composite" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("heading", { name: "The midpoint composite" })).toBeVisible();
  await expect(page.getByRole("img", { name: "The midpoint composite chart" })).toBeVisible();
  // The Davison chart has a tab of its own.
  await expect(page.getByRole("img", { name: "The Davison chart" })).toHaveCount(0);
  await views.getByRole("link", { name: "Davison" }).click();
  await expect(page).toHaveURL(/tab=davison/);
  await expect(views.getByRole("link", { name: "Davison" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("img", { name: "The Davison chart" })).toBeVisible();
  await expect(page.getByRole("img", { name: "The midpoint composite chart" })).toHaveCount(0);
  // The Davison chart names its moment and place: halfway between 1988 and 1990, in Europe.
  await expect(
    page.getByText(/halfway between the two births, \d+ \w+ 1989, \d\d:\d\d UTC/),
  ).toBeVisible();
  await expect(
    page.getByText(/at the place halfway between the two birthplaces, 5\d\.\d\d° N, [0-9.]+° E/),
  ).toBeVisible();
  await expect(wheel).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
});

test("at 375 px, nothing overflows sideways and the wheels fit, on both tabs", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto(PAIR);
  const wheel = page.getByRole("img", { name: /the two charts together/ });
  await expect(wheel).toBeVisible();
  const box = (await wheel.boundingBox())!;
  expect(box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
  // The degrees give way to larger glyphs on a phone; the tables hold them.
  await expect(wheel.locator(".wheel-degree").first()).toBeHidden();
  expect(await noOverflow(page)).toBe(true);
  await page.getByRole("link", { name: "Composite", exact: true }).click();
  await expect(page.getByRole("img", { name: "The midpoint composite chart" })).toBeVisible();
  expect(await noOverflow(page)).toBe(true);
  await page.getByRole("link", { name: "Davison", exact: true }).click();
  await expect(page.getByRole("img", { name: "The Davison chart" })).toBeVisible();
  expect(await noOverflow(page)).toBe(true);
  await page.goto("/synastry");
  expect(await noOverflow(page)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});

test("without JavaScript, the form is sent, towns chosen by link, and the tabs are links", async ({
  pageWith,
}) => {
  const page = await pageWith({ javaScriptEnabled: false });
  await page.goto("/synastry");
  const [a, b] = [
    page.getByRole("group", { name: "Person A" }),
    page.getByRole("group", { name: "Person B" }),
  ];
  await a.getByLabel("Date of birth").fill("1990-07-04");
  await a.getByLabel("Time of birth").fill("15:30");
  await a.getByLabel("Birthplace").fill("paris");
  await b.getByLabel("Date of birth").fill("1988-03-12");
  await b.getByLabel("I don't know the time").check();
  await b.getByLabel("Birthplace").fill("amsterdam");
  await page.getByRole("button", { name: "Compare the charts" }).click();
  await expect(page).toHaveURL(/\/synastry\?a\.name=&a\.date=1990-07-04/);
  await expect(a.getByText("Which paris do you mean?")).toBeVisible();
  await expect(b.getByText("Which amsterdam do you mean?")).toBeVisible();
  await page.getByRole("link", { name: "Paris, Texas, United States" }).click();
  await page.getByRole("link", { name: "Amsterdam, North Holland, Netherlands" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Person A and Person B");
  // Person B's time is unknown: no houses for A's planets, and the page says why.
  await page.getByText("Person A's planets in Person B's houses, and Person B's in").click();
  await expect(
    page.getByText("Person B's birth time is unknown, so Person B's chart has no houses"),
  ).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Person B's planets in Person A's houses" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Composite", exact: true }).click();
  await expect(page).toHaveURL(/tab=composite/);
  await expect(page.getByRole("img", { name: "The midpoint composite chart" })).toBeVisible();
  await expect(
    page.getByText("Without both birth times it has no angles and no houses."),
  ).toBeVisible();
});

test("names the side of each problem, beside its field, with a 400", async ({ page }) => {
  const response = await page.goto(
    "/synastry?a.date=1990-07-04&a.time=15%3A30&a.place=5128581&b.date=&b.time=25%3A00&b.where=",
  );
  expect(response!.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("Person B: Give the date of birth.");
  await expect(page.getByRole("alert")).not.toContainText("Person A:");
  const b = page.getByRole("group", { name: "Person B" });
  const date = b.getByLabel("Date of birth");
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(date).toHaveAccessibleDescription("Give the date of birth.");
  await expect(b.getByRole("combobox", { name: "Birthplace" })).toHaveAccessibleDescription(
    /^Give the town you were born in\./,
  );
  await expect(
    page.getByRole("group", { name: "Person A" }).getByLabel("Date of birth"),
  ).not.toHaveAttribute("aria-invalid");
  const api = await page.request.get(`/api/synastry?${new URL(page.url()).search.slice(1)}`);
  expect(api.status()).toBe(400);
});

test("a member compares two saved charts, one saved under a friend's name", async ({ page }) => {
  // A sign-up, two saves and three pages: slow on a busy machine.
  test.slow();
  await signUp(page, uniqueEmail("synastry"));
  await page.waitForURL((url) => url.pathname !== "/auth");
  for (const [label, query] of [
    ["Me", "date=1990-07-04&time=15%3A30&place=5128581&houses=placidus"],
    ["Sam (friend)", "date=1988-03-12&unknown=on&place=2759794&houses=placidus"],
  ] as const) {
    await page.goto(`/chart?${query}`);
    await page.getByLabel("Name for this chart").fill(label);
    await page.getByRole("button", { name: "Save chart" }).click();
    await expect(page.getByRole("status")).toContainText("Saved to your account.");
  }
  await page.goto("/synastry");
  const saved = page.getByRole("form", { name: "From your saved charts" });
  await saved.getByLabel("Person A").selectOption({ label: "Me" });
  await saved.getByLabel("Person B").selectOption({ label: "Sam (friend)" });
  await saved.getByRole("button", { name: "Compare these two" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Me and Sam (friend)");
  await expect(page).toHaveURL(/a\.name=Me&a\.date=1990-07-04.*b\.unknown=on/);
});

test("shares a bi-wheel image whose address holds no names nor birth data", async ({
  page,
  request,
}) => {
  // The PNG is drawn in the worker pool, which may first have to start.
  test.slow();
  await page.goto(PAIR);
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toMatch(/\/share\/synastry\/[A-Za-z0-9_-]+\.png$/);
  // The code is sealed: neither it nor its bytes show a name or a birth date.
  const code = image!.split("/").pop()!.slice(0, -".png".length);
  const bytes = Buffer.from(code, "base64url").toString("latin1");
  expect(bytes).not.toMatch(/Ada|Ben|name=|date=|1990-07-04|1988-03-12/);
  // Not the plain base64 of "a.date=..." either, as it was before codes were sealed.
  expect(code).not.toContain(Buffer.from("a.date=").toString("base64url").slice(0, 8));
  const png = await request.get(new URL(image!).pathname);
  expect(png.status()).toBe(200);
  expect(pngSize(new Uint8Array(await png.body()))).toEqual({ width: 1200, height: 630 });
});

test("each sign pair's page offers the two charts compared", async ({ page }) => {
  await page.goto("/zodiac/aries-and-leo");
  const link = page.getByRole("link", { name: "For the two of you, compare your birth charts" });
  await expect(link).toHaveAttribute("href", "/synastry");
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Synastry: compare two birth charts",
  );
});
