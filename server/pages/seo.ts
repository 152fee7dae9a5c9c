// /robots.txt and /sitemap.xml: every public page, so search engines can find them all.
import { Hono } from "hono";
import { addMonths, FIRST_MONTH, inRange, LAST_MONTH, monthPath } from "~/domain/calendar/month";
import { pairSlug } from "~/domain/compatibility/compatibility";
import { DECK } from "~/domain/tarot/deck";
import { SIGNS } from "~/domain/zodiac";
import { env } from "~/lib/env.server";
import { etagFor } from "~/lib/etag";
import { cacheable } from "../cache/answer-cache";
import { sitemapPages, type BuildRoutes } from "./page-routes";

/** The sitemap's addresses: the pages whose route declares it, then every sign, card and month. */
export function publicPaths(routes: BuildRoutes): string[] {
  const pairs = SIGNS.flatMap((a, i) => SIGNS.slice(i).map((b) => `/zodiac/${pairSlug(a, b)}`));
  return [
    ...sitemapPages(routes),
    ...SIGNS.flatMap((sign) =>
      ["daily", "weekly", "monthly"].map((span) => `/horoscopes/${span}/${sign.slug}`),
    ),
    ...DECK.map((card) => `/tarot/cards/${card.slug}`),
    ...SIGNS.map((sign) => `/zodiac/${sign.slug}`),
    ...pairs,
    ...calendarPaths(),
  ];
}

/** Every month of the calendar, 1900 to 2100, and each year's retrogrades. */
function calendarPaths(): string[] {
  const paths: string[] = [];
  for (let at = FIRST_MONTH; inRange(at); at = addMonths(at, 1)) paths.push(monthPath(at));
  for (let year = FIRST_MONTH.year; year <= LAST_MONTH.year; year++) {
    paths.push(`/calendar/retrogrades/${year}`);
  }
  return paths;
}

let sitemap: { body: string; etag: string } | undefined;

export function createSeo() {
  const seo = new Hono();
  seo.get("/robots.txt", (c) =>
    c.text(
      `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${env().SITE_URL}/sitemap.xml\n`,
      200,
      {
        "Cache-Control": "public, max-age=86400",
      },
    ),
  );
  seo.get("/sitemap.xml", async (c) => {
    if (!sitemap) {
      const { routes } = await import("virtual:react-router/server-build");
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...publicPaths(routes).map((path) => `<url><loc>${env().SITE_URL}${path}</loc></url>`),
        "</urlset>",
      ].join("\n");
      sitemap = { body, etag: etagFor(body) };
    }
    // Through the HTTP cache, so it is compressed once (brotli when asked), not per request.
    const type = "application/xml; charset=utf-8";
    return cacheable(c, sitemap.body, sitemap.etag, "public, max-age=86400", type);
  });
  return seo;
}
