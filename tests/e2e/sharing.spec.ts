// Search engines and sharing beyond each page's own tags (those are checked in site.spec's
// visit to every page, by tests/e2e/page-checks.ts): pinned dates, client navigation, the
// sitemap and the share images. The e2e server has no SITE_URL, so it is its own origin.
import { expect, test } from "./fixtures";
import { byName, headOf, NOINDEX } from "./page-checks";
import { PAGES } from "./pages";

test("a daily reading for a pinned date keeps the date in its canonical URL, and only the date", async ({
  page,
  baseURL,
}) => {
  await page.goto("/horoscopes/daily/aries?date=2026-11-21&utm_source=mail");
  const head = await headOf(page);
  const canonical = `${baseURL}/horoscopes/daily/aries?date=2026-11-21`;
  expect(head.canonicals).toEqual([canonical]);
  const article = head.jsonLd
    .map((text) => JSON.parse(text))
    .find((data) => data["@type"] === "Article");
  expect(article).toMatchObject({ datePublished: "2026-11-21", mainEntityOfPage: canonical });
  expect(article.image).toBe(`${baseURL}/share/signs/aries.png`);
});

test("client navigation moves the canonical URL and tags to the new page", async ({
  page,
  baseURL,
}) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Tarot", exact: true })
    .click();
  await expect(page).toHaveURL(`${baseURL}/tarot`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/tarot`);
  const head = await headOf(page);
  expect(head.canonicals).toHaveLength(1);
  expect(byName(head.meta).get("og:url")).toBe(`${baseURL}/tarot`);
  expect(head.jsonLd).toEqual([]);
});

test("the sitemap lists every indexable page and no page marked noindex", async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
  for (const { path, status = 200 } of PAGES) {
    if (status === 200) expect(locs.has(`${baseURL}${path}`), path).toBe(!NOINDEX.has(path));
  }
});

test("share images: 404 for names we do not draw, 304 for a known ETag", async ({ request }) => {
  for (const path of [
    "/share/cards/the-joker.png",
    "/share/signs/ophiuchus.png",
    "/share/pairs/leo-and-aries.png",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const first = await request.get("/share/pairs/aries-and-leo.png");
  expect(first.status()).toBe(200);
  expect(first.headers()["cache-control"]).toBe("public, max-age=86400");
  const etag = first.headers()["etag"]!;
  const again = await request.get("/share/pairs/aries-and-leo.png", {
    headers: { "If-None-Match": etag },
  });
  expect(again.status()).toBe(304);
  expect((await again.body()).length).toBe(0);
});

test("a chart's share image address holds no birth data, is the same after client navigation, and a tampered one is a 404", async ({
  page,
  request,
}) => {
  // The PNG is drawn in the worker pool, which may first have to start.
  test.slow();
  const ogImage = async () =>
    (await page.locator('meta[property="og:image"]').getAttribute("content"))!;
  await page.goto(
    "/synastry?a.name=Ada&a.date=1990-07-04&a.time=15%3A30&a.place=5128581&a.houses=placidus" +
      "&b.name=Ben&b.date=1988-03-12&b.time=08%3A10&b.place=2759794&b.houses=placidus",
  );
  await page.getByRole("link", { name: "the chart alone" }).first().click();
  await expect(page).toHaveURL(/\/chart\?name=Ada&date=1990-07-04/);
  // The address changes a moment before React commits the new route's head.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/share\/charts\//,
  );
  const navigated = await ogImage();
  await page.reload();
  const loaded = await ogImage();
  expect(loaded).toBe(navigated);

  const code = new URL(loaded).pathname.match(/^\/share\/charts\/([A-Za-z0-9_-]+)\.png$/)![1]!;
  expect(Buffer.from(code, "base64url").toString("latin1")).not.toMatch(
    /Ada|name=|date=|1990-07-04|5128581|15%3A30/,
  );
  expect((await request.get(`/share/charts/${code}.png`)).status()).toBe(200);
  const tampered = Buffer.from(code, "base64url");
  tampered[5]! ^= 0x01;
  const wrong = await request.get(`/share/charts/${tampered.toString("base64url")}.png`);
  expect(wrong.status()).toBe(404);
});
