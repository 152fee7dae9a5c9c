// The fonts: the display and book faces preloaded by every page; the signs' and planets' file by exactly
// the pages that draw a medallion, a chart or the calendar's Moon signs, the Sun's too by a
// chart; cached for good, and the only fonts fetched.
import { expect, test } from "./fixtures";
import { PAGES } from "./pages";

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

for (const { path } of PAGES) {
  test(`${path} fetches only the fonts it preloads`, async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(path, { waitUntil: "networkidle" });
    const [display, prose, ...preloads] = fontPreloads(await response!.text());
    expect(display).toMatch(/^\/assets\/marcellus-latin-400-normal-[\w-]+\.woff2$/);
    expect(prose).toMatch(/^\/assets\/source-serif-4-latin-400-normal-[\w-]+\.woff2$/);
    // Sign glyphs drawn in the glyph font: medallions, and the calendar's Moon signs.
    const medallions =
      (await page.locator("svg.sign-medallion").count()) +
      (await page.locator(".calendar-moon").count());
    const wheels = await page.locator("svg.chart-wheel").count();

    if (medallions === 0 && wheels === 0) {
      expect(preloads, "a page without sign glyphs preloads no glyph font").toEqual([]);
      expect([...new Set(fonts)].sort()).toEqual([display!, prose!].sort());
      return;
    }
    expect(preloads).toHaveLength(wheels ? 2 : 1);
    expect(preloads[0]).toMatch(/^\/assets\/noto-sans-symbols-astro-[\w-]+\.woff2$/);
    if (wheels) expect(preloads[1]).toMatch(/^\/assets\/noto-sans-symbols-2-sun-[\w-]+\.woff2$/);
    expect([...new Set(fonts)].sort()).toEqual([display!, prose!, ...preloads].sort());
    // The subset file is our own cut: the browser must accept it and draw the glyphs with it.
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => !face.family.endsWith(" fallback"))
        .map((face) => `${face.family}: ${face.status}`);
    });
    const prosePlaces = await page
      .locator("main p:not([class]), main .lede, main .daily-general, main .period-closing")
      .count();
    // Two faces share the family; the Sun's loads only where a chart draws it.
    expect(faces).toEqual([
      "Marcellus: loaded",
      `Source Serif 4: ${prosePlaces ? "loaded" : "unloaded"}`,
      "Noto Sans Symbols: loaded",
      `Noto Sans Symbols: ${wheels ? "loaded" : "unloaded"}`,
    ]);

    const file = await page.request.get(preloads[0]!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("font/woff2");
    expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await file.body()).subarray(0, 4).toString("latin1")).toBe("wOF2");
  });
}
