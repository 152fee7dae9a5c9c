import { beforeAll, describe, expect, it } from "vitest";
import { routeTable } from "../../tests/support/route-table";
import { cacheRule, pageRoutes, sitemapPages, type BuildRoutes } from "./page-routes";
import { publicPaths } from "./seo";

let routes: BuildRoutes;
beforeAll(async () => {
  routes = await routeTable();
});

// The page cache's list before the routes declared it (server/cache/page-cache.ts until #30),
// kept as the reference the route handles must agree with.
const BEFORE = [
  /^\/(about|developers|terms|privacy|horoscopes|tarot|zodiac|tarot\/reading)?$/,
  /^\/horoscopes\/(daily|weekly|monthly)\/[a-z]+$/,
  /^\/tarot\/cards\/[a-z-]+$/,
  /^\/zodiac\/[a-z]+(-and-[a-z]+)?$/,
  /^\/calendar(\/\d{4}\/\d{2}|\/retrogrades\/\d{4})?$/,
];
const before = (pathname: string) => BEFORE.some((pattern) => pattern.test(pathname));

describe("the route table", () => {
  it("gives every route its cache class", () => {
    const classes = Object.fromEntries(
      pageRoutes(routes).map((r) => [r.path, r.handle.cache ?? "private"]),
    );
    expect(classes).toEqual({
      "/": "public",
      "/auth": "private",
      "/login": "private",
      "/logout": "private",
      "/forgot-password": "private",
      "/reset-password": "private",
      "/account": "private",
      "/today": "private",
      "/newsletter": "private",
      "/newsletter/confirm": "private",
      "/newsletter/unsubscribe": "private",
      "/about": "public",
      "/developers": "public",
      "/terms": "public",
      "/privacy": "public",
      "/tarot": "public",
      "/tarot/cards/:slug": "public",
      "/tarot/reading": "public",
      "/tarot/reading/:spread/:code": "private",
      "/chart": "private",
      "/forecast": "private",
      "/rising-sign": "private",
      "/synastry": "private",
      "/moon-sign": "private",
      "/calendar": "public",
      "/calendar/:year/:month": "public",
      "/calendar/retrogrades/:year": "public",
      "/zodiac": "public",
      "/zodiac/:pair": "public",
      "/horoscopes": "public",
      "/horoscopes/daily/:zodiac": "public",
      "/horoscopes/weekly/:zodiac": "public",
      "/horoscopes/monthly/:zodiac": "public",
      "/*": "private",
    });
  });

  it("caches the same addresses as the list it replaced", () => {
    const cacheable = cacheRule(routes);
    const odd = [
      "/ABOUT",
      "/about/",
      "//about",
      "/about/x",
      "/horoscopes/daily/LEO",
      "/horoscopes/daily/leo/",
      "/horoscopes/daily/le%6f",
      "/horoscopes/daily/leo-x",
      "/horoscopes/yearly/leo",
      "/tarot/cards/the-fool-2",
      "/tarot/cards/",
      "/tarot/reading/celtic-cross/IiFIAXw2E5YkKg",
      "/zodiac/aries-and-leo-and-virgo",
      "/zodiac/aries-leo",
      "/calendar/2026/1",
      "/calendar/20260/11",
      "/calendar/abcd/11",
      "/calendar/retrogrades/26",
      "/calendar/retrogrades",
      "/today",
      "/account",
      "/chart",
      "/no-such-page",
      "/api/calendar",
    ];
    const addresses = [...publicPaths(routes), ...odd];
    const differ = addresses.filter((a) => cacheable(a) !== before(a));
    expect(differ).toEqual([]);
    // Both verdicts are seen, so the comparison can tell a change.
    expect(addresses.filter(before).length).toBeGreaterThan(2000);
    expect(odd.filter(before)).toEqual([]);
  });

  it("lists in the sitemap the pages without params that declare it", () => {
    expect(sitemapPages(routes)).toEqual([
      "/",
      "/horoscopes",
      "/tarot",
      "/tarot/reading",
      "/zodiac",
      "/chart",
      "/synastry",
      "/forecast",
      "/rising-sign",
      "/moon-sign",
      "/calendar",
      "/about",
      "/developers",
      "/newsletter",
      "/auth",
      "/login",
      "/forgot-password",
      "/terms",
      "/privacy",
    ]);
  });
});
