import { gzipSync } from "node:zlib";
import type { Response } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PAGES } from "./pages";

const BUDGET = 120 * 1024;

test("the JavaScript each route loads is at most 120 KB gzipped", async ({ page }) => {
  for (const { path } of PAGES) {
    const scripts = new Map<string, number>();
    const collect = async (response: Response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.set(response.url(), gzipSync(await response.body()).length);
    };
    page.on("response", collect);
    await page.goto(path, { waitUntil: "networkidle" });
    page.off("response", collect);
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    expect(scripts.size, path).toBeGreaterThan(0);
    expect(total, `${path}: ${scripts.size} scripts`).toBeLessThanOrEqual(BUDGET);
  }
});
