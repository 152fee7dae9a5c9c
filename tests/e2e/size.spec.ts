// How each page loads. The JavaScript budget is checked in site.spec's visit to every page
// (scriptsWithinBudget in tests/e2e/page-checks.ts).
import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures";
import { SCRIPTED } from "./page-checks";

// The stylesheet each page carries in its <head> (app/entry.server.tsx), gzipped: 7.4 KB when
// it was inlined (7 December 2026). More would be paid by every page's first paint.
const CSS_BUDGET_GZIPPED = 8 * 1024;

test("the page's styles come with its HTML, within budget: no stylesheet blocks the first paint", async ({
  request,
}) => {
  for (const path of ["/", "/horoscopes/daily/aries", "/chart", "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(html, `${path} links no stylesheet`).not.toMatch(/<link\b[^>]*rel="stylesheet"/);
    const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles, `${path} has one stylesheet in its head`).toHaveLength(1);
    expect(styles[0]).toContain("@font-face");
    expect(gzipSync(styles[0]!).length, path).toBeLessThanOrEqual(CSS_BUDGET_GZIPPED);
  }
});

test("no stylesheet is fetched, and the scripts, which enhance a page already whole, load at low priority", async ({
  page,
}) => {
  // Chromium's own fetch priority for each request, as DevTools sees it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const priorities = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", ({ request, type }) => {
    if (type === "Script" || type === "Stylesheet") {
      priorities.set(new URL(request.url).pathname, `${type} ${request.initialPriority}`);
    }
  });
  for (const path of ["/", "/zodiac/aries-and-leo", "/chart", "/horoscopes/daily/aries"]) {
    priorities.clear();
    await page.goto(path, { waitUntil: "networkidle" });
    const seen = [...priorities.values()];
    expect(
      seen.filter((p) => p.startsWith("Stylesheet")),
      path,
    ).toEqual([]);
    const scripts = seen.filter((p) => p.startsWith("Script"));
    // A page that names no script of our own asks for none at all (SCRIPTED, page-checks.ts).
    if (!SCRIPTED.test(path)) {
      expect(scripts, path).toEqual([]);
      continue;
    }
    // The daily page's two (its cache and its tabs), /chart's two (the place search, the zodiac).
    expect(scripts.length, path).toBe(2);
    expect(new Set(scripts), path).toEqual(new Set(["Script Low"]));
  }
});

// The long results keep their whole reading in fewer elements (docs/speed.md, "The long
// pages"): measured 824, 557 and 880 on 7 December 2026, from 966, 1,330 and 1,186. A budget
// just above each, so a page that grows back fails here rather than in Lighthouse's dom-size.
const LONG_PAGES = [
  [
    "chart result",
    "/chart?name=Ada&date=1990-07-04&time=15%3A30&place=5128581&houses=placidus",
    900,
  ],
  ["forecast", "/forecast?date=1990-07-04&time=15%3A30&place=5128581&houses=placidus", 650],
  [
    "synastry",
    "/synastry?a.name=Ada&a.date=1990-07-04&a.time=15%3A30&a.place=5128581&a.houses=placidus" +
      "&b.name=Ben&b.date=1988-03-12&b.time=08%3A10&b.place=2759794&b.houses=placidus",
    950,
  ],
] as const;

for (const [name, path, budget] of LONG_PAGES) {
  test(`the ${name} stays within ${budget} elements, its long parts folded`, async ({ page }) => {
    await page.goto(path);
    const counts = await page.evaluate(() => ({
      elements: document.querySelectorAll("*").length,
      folds: document.querySelectorAll("main details").length,
    }));
    expect(counts.elements).toBeLessThanOrEqual(budget);
    expect(counts.folds).toBeGreaterThan(0);
  });
}
