// How each page loads. The JavaScript budget is checked in site.spec's visit to every page
// (scriptsWithinBudget in tests/e2e/page-checks.ts).
import { expect, test } from "./fixtures";
import { SCRIPTED } from "./page-checks";

test("the stylesheet outranks the scripts, which enhance a page already whole", async ({
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
    ).toEqual(["Stylesheet VeryHigh"]);
    const scripts = seen.filter((p) => p.startsWith("Script"));
    // A page that names no script of our own asks for none at all (SCRIPTED, page-checks.ts).
    if (!SCRIPTED.test(path)) {
      expect(scripts, path).toEqual([]);
      continue;
    }
    // The daily page's two (its cache and its tabs), /chart's one (the place search).
    expect(scripts.length, path).toBe(path === "/chart" ? 1 : 2);
    expect(new Set(scripts), path).toEqual(new Set(["Script Low"]));
  }
});
