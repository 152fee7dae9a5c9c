import { join } from "node:path";
import { axeViolations, DESKTOP, expect, MOBILE, SIGN_SLUGS, tablesCutOff, test } from "./fixtures";
import { PAGES } from "./pages";

for (const { path, heading, status = 200 } of PAGES) {
  test.describe(`page ${path}`, () => {
    // One visit for both: the page as the server sends it, then its header and footer.
    test("is served whole by the server, with its own title, description, header and footer", async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
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
        ["Tarot", "/tarot"],
        ["Zodiac", "/zodiac"],
        ["About", "/about"],
        ["Log in", "/login"],
        ["Try for free", "/auth"],
      ];
      for (const [name, href] of links) {
        await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
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
    });

    for (const [label, viewport] of [
      ["mobile", MOBILE],
      ["desktop", DESKTOP],
    ] as const) {
      test(`passes axe and does not scroll sideways at ${label} width`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        expect(await axeViolations(page)).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await tablesCutOff(page)).toEqual([]);
        // Every page at both widths, side by side in one folder, to compare by eye (docs/design.md).
        const slug =
          path === "/"
            ? "home"
            : path
                .slice(1)
                .replace(/[^\w-]+/g, "-")
                .slice(0, 60);
        await page.screenshot({
          path: join(testInfo.project.outputDir, "screenshots", `${slug}-${viewport.width}.png`),
          fullPage: true,
        });
      });
    }
  });
}

test("the narrowest supported screen, 320 px, does not scroll sideways", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const { path } of PAGES) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
