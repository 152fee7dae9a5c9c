import { join } from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import {
  axeViolations,
  DESKTOP,
  expect,
  MOBILE,
  SCREENSHOTS,
  SIGN_SLUGS,
  tablesCutOff,
  test,
} from "./fixtures";
import {
  fontsAsPreloaded,
  scriptsWithinBudget,
  tagsForSharing,
  watchFonts,
  watchScripts,
} from "./page-checks";
import { PAGES } from "./pages";

for (const { path, heading, status = 200 } of PAGES) {
  test.describe(`page ${path}`, () => {
    // One visit at 1280 px for all of it (a visit is most of a test's time): the page as the
    // server sends it, its header and footer, axe, the width and the screenshot, then the
    // fonts, the sharing tags and the JavaScript budget (tests/e2e/page-checks.ts).
    test("is served whole by the server, with its own title, description, header, footer, fonts, sharing tags and script budget, and passes axe at desktop width", async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      // Several tests' worth of work in one visit: the API reference alone takes most of 30 s
      // for axe on a busy machine.
      test.slow();
      await page.setViewportSize(DESKTOP);
      const fonts = watchFonts(page);
      const scripts = watchScripts(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      const html = await response!.text();
      expect(html).toContain('<html lang="en"');
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveText(heading);
      expect((await page.title()).length).toBeGreaterThan(5);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(20);

      const nav = page.getByRole("navigation", { name: "Main" });
      const links: [string, string][] = [
        ["Horoscopes", "/horoscopes"],
        ["Birth chart", "/chart"],
        ["Synastry: two charts", "/synastry"],
        ["The year ahead", "/forecast"],
        ["Rising sign calculator", "/rising-sign"],
        ["Moon sign calculator", "/moon-sign"],
        ["Sky calendar", "/calendar"],
        ["Tarot", "/tarot"],
        ["Zodiac", "/zodiac"],
        ["About", "/about"],
        ["Log in", "/login"],
        ["Sign up to save charts", "/auth"],
      ];
      // The chart tools are in the folded "Charts" group, so hidden ones count too.
      for (const [name, href] of links) {
        await expect(
          nav.getByRole("link", { name, exact: true, includeHidden: true }),
        ).toHaveAttribute("href", href);
      }
      await expect(page.getByRole("link", { name: "Starcast" }).first()).toHaveAttribute(
        "href",
        "/",
      );
      const signs = page.getByRole("navigation", { name: "Daily horoscopes" }).getByRole("link");
      await expect(signs).toHaveCount(12);
      for (const [i, slug] of SIGN_SLUGS.entries()) {
        await expect(signs.nth(i)).toHaveAttribute("href", `/horoscopes/daily/${slug}`);
      }
      const site = page.getByRole("navigation", { name: "Site" });
      await expect(site.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
      for (const [name, href] of [
        ["Birth chart", "/chart"],
        ["Rising sign calculator", "/rising-sign"],
        ["Moon sign calculator", "/moon-sign"],
      ])
        await expect(site.getByRole("link", { name })).toHaveAttribute("href", href!);
      await expect(site.getByRole("link", { name: "Contact" })).toHaveAttribute(
        "href",
        /^mailto:.+@.+/,
      );
      await expect(site.getByRole("link", { name: "Terms of Use" })).toHaveAttribute(
        "href",
        "/terms",
      );
      await expect(site.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
        "href",
        "/privacy",
      );
      await looksRight(page, path, testInfo);
      await fontsAsPreloaded(page, html, fonts);
      await tagsForSharing(page, request, baseURL!, path, status);
      scriptsWithinBudget(path, await scripts());
    });

    test("passes axe and does not scroll sideways at mobile width, nor at 320 px", async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(MOBILE);
      await page.goto(path);
      await looksRight(page, path, testInfo);
      // The narrowest supported screen: the same page, narrowed.
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await sidewaysScroll(page), "at 320 px").toBeLessThanOrEqual(0);
    });
  });
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Axe finds nothing, the page does not scroll sideways and no table is cut off; with
 * E2E_SCREENSHOTS=1, a full-page screenshot of every page at both widths, side by side in one
 * folder (docs/design.md).
 */
async function looksRight(page: Page, path: string, testInfo: TestInfo) {
  await page.evaluate(() => document.fonts.ready);
  expect(await axeViolations(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await tablesCutOff(page)).toEqual([]);
  const slug =
    path === "/"
      ? "home"
      : path
          .slice(1)
          .replace(/[^\w-]+/g, "-")
          .slice(0, 60);
  if (!SCREENSHOTS) return;
  const width = page.viewportSize()!.width;
  await page.screenshot({
    path: join(testInfo.project.outputDir, "screenshots", `${slug}-${width}.jpg`),
    type: "jpeg",
    quality: 80,
    fullPage: true,
  });
}
