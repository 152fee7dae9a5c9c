// Every browser test fails on a console error or an uncaught page error.
import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";

/** Collects a page's console errors and uncaught errors, forgiving only the designed ones. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // Chromium logs a 4xx document itself as an error; a test that opens one means to.
    const isDocument = message.location().url === page.url();
    if (isDocument && /status of 4\d\d/.test(message.text())) return;
    // Likewise a form's designed refusal (400 bad input, 409 taken, 429 throttled) of a post
    // to this page, whether the browser sent it as a document or as React Router's .data fetch.
    const own = new URL(page.url());
    const from = new URL(message.location().url || "about:blank");
    const isOwnPost =
      from.origin === own.origin && [own.pathname, `${own.pathname}.data`].includes(from.pathname);
    if (isOwnPost && /status of (400|409|429)\b/.test(message.text())) return;
    errors.push(`console: ${message.text()} at ${message.location().url}`);
  });
  page.on("pageerror", (error) => errors.push(`page: ${error.message}`));
  return errors;
}

export const test = base.extend<{
  pageErrors: string[];
  /**
   * A page in a context of its own (a time zone, no JavaScript), watched like `page`; `forgive`
   * names the console errors a test provokes on purpose.
   */
  pageWith: (options: BrowserContextOptions, forgive?: RegExp) => Promise<Page>;
}>({
  pageErrors: [
    async ({ page }, use) => {
      const errors = watchErrors(page);
      await use(errors);
      expect(errors, "console or page errors").toEqual([]);
    },
    { auto: true },
  ],
  pageWith: async ({ browser, baseURL }, provide) => {
    const opened: { context: BrowserContext; errors: string[]; forgive?: RegExp }[] = [];
    await provide(async (options, forgive) => {
      const context = await browser.newContext({ baseURL, ...options });
      const page = await context.newPage();
      opened.push({ context, errors: watchErrors(page), forgive });
      return page;
    });
    for (const { context } of opened) await context.close();
    const errors = opened.flatMap((o) =>
      o.errors.filter((e) => !(o.forgive && e.startsWith("console:") && o.forgive.test(e))),
    );
    expect(errors, "console or page errors").toEqual([]);
  },
});

export { expect };

/**
 * Axe with the WCAG 2.1 A and AA rules and 2.2's AA (touch target size, which Lighthouse's
 * accessibility score counts); returns the violations, which tests expect to be none.
 */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}

/**
 * Whether to write the screenshots the specs can take (every page at both widths, the calendar,
 * the wheels, "your day"): only when asked, `E2E_SCREENSHOTS=1`, since no test compares them
 * and they cost every run time (docs/testing.md).
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1";

export const MOBILE = { width: 375, height: 800 };
export const DESKTOP = { width: 1280, height: 900 };

export { SIGN_SLUGS } from "../../app/domain/zodiac";

/**
 * The tables on the page wider than their box that do not sit in a scroll box a visitor can
 * see and use: `overflow-x: auto`, a shaded edge, focusable and named. Expected to be none.
 */
export async function tablesCutOff(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("table")].flatMap((table) => {
      const name = table.caption?.textContent ?? table.className;
      const box = table.closest<HTMLElement>(".table-scroll");
      const parent = box ?? table.parentElement!;
      const wide = table.getBoundingClientRect().width > parent.clientWidth + 1;
      if (!wide) return [];
      if (!box) return [`${name}: wider than its box, which does not scroll`];
      const style = getComputedStyle(box);
      const problems = [
        !["auto", "scroll"].includes(style.overflowX) && "does not scroll",
        !style.backgroundImage.includes("gradient") && "has no shaded edge",
        box.tabIndex !== 0 && "is not focusable",
        !(box.getAttribute("aria-label") || box.getAttribute("aria-labelledby")) && "has no name",
      ].filter(Boolean);
      return problems.length ? [`${name}: its scroll box ${problems.join(", ")}`] : [];
    }),
  );
}
