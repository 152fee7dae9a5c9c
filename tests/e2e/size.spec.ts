// How each page loads. The JavaScript budget is checked in site.spec's visit to every page
// (scriptsWithinBudget in tests/e2e/page-checks.ts).
import { expect, test } from "./fixtures";
import { HYDRATED } from "./page-checks";

test("the stylesheet outranks the scripts, which hydrate a page already whole", async ({
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
    // A page that does not hydrate asks for no script at all (HYDRATED, page-checks.ts).
    if (!HYDRATED.test(path)) {
      expect(scripts, path).toEqual([]);
      continue;
    }
    expect(scripts.length, path).toBeGreaterThan(3);
    expect(new Set(scripts), path).toEqual(new Set(["Script Low"]));
  }
});
