// Search engines and sharing: canonical URLs, OpenGraph and Twitter tags, share images and
// structured data on every page. The e2e server has no SITE_URL, so it is its own origin.
import type { Page } from "@playwright/test";
import { pngSize } from "../support/binary";
import { expect, test } from "./fixtures";
import { PAGES } from "./pages";

const NOINDEX = new Set([
  "/tarot/reading/celtic-cross/IiFIAXw2E5YkKg",
  "/chart?name=Ada&date=1990-07-04&time=15%3A30&place=5128581&houses=placidus",
  "/today",
]);
const JSON_LD_TYPES: Record<string, string[]> = {
  "/": ["WebSite", "Organization"],
  "/horoscopes/daily/aries": ["Article", "BreadcrumbList"],
  "/horoscopes/weekly/gemini": ["Article", "BreadcrumbList"],
  "/horoscopes/monthly/pisces": ["Article", "BreadcrumbList"],
  "/tarot/cards/the-fool": ["DefinedTerm", "BreadcrumbList"],
  "/zodiac/aries-and-leo": ["BreadcrumbList"],
  "/zodiac/scorpio": ["BreadcrumbList"],
};
const OG = [
  "og:title",
  "og:description",
  "og:url",
  "og:type",
  "og:site_name",
  "og:locale",
  "og:image",
];
const OG_IMAGE = ["og:image:width", "og:image:height", "og:image:alt", "og:image:type"];
const TWITTER = [
  "twitter:card",
  "twitter:title",
  "twitter:description",
  "twitter:image",
  "twitter:image:alt",
];

/** The head as the browser holds it: canonical links, meta tags by name, JSON-LD blocks. */
async function headOf(page: Page) {
  return page.evaluate(() => ({
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) =>
      l.getAttribute("href"),
    ),
    meta: [...document.querySelectorAll("meta[property], meta[name]")].map(
      (m) =>
        [
          m.getAttribute("property") ?? m.getAttribute("name"),
          m.getAttribute("content") ?? "",
        ] as const,
    ),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => s.textContent ?? "",
    ),
  }));
}

function byName(meta: readonly (readonly [string | null, string])[]) {
  const names = meta.map(([name]) => name);
  expect(
    names.filter((name, i) => names.indexOf(name) !== i),
    "repeated meta tags",
  ).toEqual([]);
  return new Map(meta);
}

for (const { path, status = 200 } of PAGES) {
  test(`${path} has the tags search engines and link previews read`, async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    const head = await headOf(page);
    const meta = byName(head.meta);
    if (status !== 200) {
      // An error page is no address to keep or to share.
      expect(head.canonicals).toEqual([]);
      expect([...meta.keys()].filter((name) => name?.startsWith("og:"))).toEqual([]);
      return;
    }
    expect(head.canonicals).toEqual([`${baseURL}${path}`]);
    for (const name of [...OG, ...OG_IMAGE, ...TWITTER]) expect(meta.get(name), name).toBeTruthy();
    expect(meta.get("og:url")).toBe(`${baseURL}${path}`);
    expect(meta.get("twitter:card")).toBe("summary_large_image");
    expect(meta.get("og:title")).toBe(await page.title());
    expect(meta.get("og:description")).toBe(meta.get("description"));
    expect(meta.get("twitter:image")).toBe(meta.get("og:image"));
    expect(meta.get("og:image")).toMatch(new RegExp(`^${baseURL}/share/.+\\.png$`));
    expect([meta.get("og:image:width"), meta.get("og:image:height")]).toEqual(["1200", "630"]);
    expect(meta.get("robots") === "noindex", "robots noindex").toBe(NOINDEX.has(path));

    const image = await request.get(meta.get("og:image")!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });

    const types = head.jsonLd.map((text) => {
      expect(text).not.toContain("<");
      const data = JSON.parse(text) as { "@context": string; "@type": string };
      expect(data["@context"]).toBe("https://schema.org");
      return data["@type"];
    });
    expect(types).toEqual(JSON_LD_TYPES[path] ?? []);
  });
}

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
