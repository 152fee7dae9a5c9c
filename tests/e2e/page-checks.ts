// What every page must hold beyond its own content, checked in the one desktop visit site.spec
// makes to each page (a visit is most of a browser test's time): the fonts it preloads and
// fetches, the tags search engines and link previews read, and the JavaScript it loads.
import { gzipSync } from "node:zlib";
import type { APIRequestContext, Page, Response } from "@playwright/test";
import { pngSize } from "../support/binary";
import { expect } from "./fixtures";

// --- Fonts: the display face preloaded by every page, the book face by those that set words in
// it within a phone's first screen; the signs' and planets' file by the pages that draw a chart
// (the Sun's too) or a medallion or the calendar's Moon signs near the top; cached for good. A
// page fetches no font it does not draw (issue 43).

const PRELOAD = /<link\b[^>]*\brel="preload"[^>]*>/g;

function fontPreloads(html: string): string[] {
  return [...html.matchAll(PRELOAD)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes('as="font"'))
    .map((tag) => {
      expect(tag, "a font preload must say its type and be fetched as CORS").toMatch(
        /type="font\/woff2"/,
      );
      expect(tag).toMatch(/crossorigin="anonymous"/);
      return /href="([^"]+)"/.exec(tag)![1]!;
    });
}

/** The font files the page fetches from now on, by path. */
export function watchFonts(page: Page): string[] {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  return fonts;
}

// Each of our font files, and the face app.css declares for it (two share one family).
const FACES: { file: RegExp; face: string }[] = [
  { file: /^\/assets\/marcellus-latin-400-normal-[\w-]+\.woff2$/, face: "Marcellus" },
  { file: /^\/assets\/source-serif-4-latin-400-normal-[\w-]+\.woff2$/, face: "Source Serif 4" },
  { file: /^\/assets\/noto-sans-symbols-astro-[\w-]+\.woff2$/, face: "Noto Sans Symbols" },
  { file: /^\/assets\/noto-sans-symbols-2-sun-[\w-]+\.woff2$/, face: "Noto Sans Symbols U+2609" },
];

function faceOf(file: string): string {
  const known = FACES.find((f) => f.file.test(file));
  expect(known, `${file} is one of our fonts`).toBeDefined();
  return known!.face;
}

/**
 * The page preloads the faces its first screen needs, and fetches only fonts the browser drew
 * with: a face is loaded only once text laid out in it needs it, so a fetched file whose face
 * stays unloaded is bandwidth spent on nothing.
 */
export async function fontsAsPreloaded(page: Page, html: string, fonts: string[]) {
  const preloads = fontPreloads(html);
  expect(preloads[0], "every page preloads the display face first").toMatch(FACES[0]!.file);
  const wheels = await page.locator("svg.chart-wheel").count();
  const medallions =
    (await page.locator("svg.sign-medallion").count()) +
    (await page.locator(".calendar-moon").count());
  const preloaded = preloads.map(faceOf);
  expect(new Set(preloaded).size, "no font is preloaded twice").toBe(preloaded.length);
  if (medallions === 0 && wheels === 0) {
    expect(preloaded, "a page without sign glyphs preloads no glyph font").not.toContain(
      "Noto Sans Symbols",
    );
  }
  // A chart's wheel is its first screen: both glyph files, and only there the Sun's.
  if (wheels) expect(preloaded).toContain("Noto Sans Symbols");
  expect(preloaded.includes("Noto Sans Symbols U+2609")).toBe(wheels > 0);

  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.status === "loaded" && !face.family.endsWith(" fallback"))
      .map((face) =>
        /^U\+2609$/i.test(face.unicodeRange.trim()) ? `${face.family} U+2609` : face.family,
      );
  });
  const fetched = [...new Set(fonts)].map(faceOf);
  for (const face of preloaded) expect(fetched, `preloaded ${face} is fetched`).toContain(face);
  for (const face of fetched) expect(loaded, `${face} was fetched, so it is drawn`).toContain(face);

  const file = await page.request.get(preloads[0]!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("font/woff2");
  expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await file.body()).subarray(0, 4).toString("latin1")).toBe("wOF2");
}

// --- Search engines and sharing: canonical URLs, OpenGraph and Twitter tags, share images and
// structured data on every page. The e2e server has no SITE_URL, so it is its own origin.

export const NOINDEX = new Set([
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
export async function headOf(page: Page) {
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

export function byName(meta: readonly (readonly [string | null, string])[]) {
  const names = meta.map(([name]) => name);
  expect(
    names.filter((name, i) => names.indexOf(name) !== i),
    "repeated meta tags",
  ).toEqual([]);
  return new Map(meta);
}

/** The page at `path` has the tags search engines and link previews read (none if an error). */
export async function tagsForSharing(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  path: string,
  status: number,
) {
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
}

// --- The JavaScript each route loads, gzipped.
// No page loads React's client (ADR 025). Only these pages load scripts of our own, named in
// their route's handle (`scripts`; the table and the reasons are in docs/speed.md): every other
// page loads no script at all (issue 43).
export const SCRIPTED =
  /^\/(chart|synastry|forecast|rising-sign|moon-sign|zodiac|horoscopes\/daily\/[a-z]+)(\?|$)/;
// 3 KB: the daily page loads the most, 2,570 B (its cache and its tabs), measured here on
// 7 Dec 2026; issue 43 aimed at 90 KB and, for these scripts, 10 KB.
const BUDGET = 3 * 1024;

/** The scripts the page loads from now on: their gzipped sizes, once all have been read. */
export function watchScripts(page: Page): () => Promise<number[]> {
  const sizes: Promise<number>[] = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    sizes.push(response.body().then((body) => gzipSync(body).length));
  });
  return () => Promise.all(sizes);
}

/** No script on a page that names none; at most BUDGET gzipped on one that does. */
export function scriptsWithinBudget(path: string, sizes: number[]) {
  const total = sizes.reduce((a, b) => a + b, 0);
  if (!SCRIPTED.test(path)) {
    expect(sizes, `${path} loads no script`).toEqual([]);
    return;
  }
  expect(sizes.length, path).toBeGreaterThan(0);
  expect(total, `${path}: ${sizes.length} scripts`).toBeLessThanOrEqual(BUDGET);
}
