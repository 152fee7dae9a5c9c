// What a CDN may keep of a member's answers: nothing. The anonymous pages, the API and assets
// are tests/http/caching.test.ts.
import { signUp, uniqueEmail } from "./accounts-helpers";
import { expect, test } from "./fixtures";

test("everything a member is answered is private and not stored", async ({ page }) => {
  const signedUp = page.waitForResponse(
    (r) => new URL(r.url()).pathname.startsWith("/auth") && r.request().method() === "POST",
  );
  await signUp(page, uniqueEmail("cache"), { sign: "leo" });
  expect((await signedUp).headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  // The same addresses that are shared for anonymous visitors, asked with the session cookie.
  for (const path of ["/", "/horoscopes", "/horoscopes/daily/leo", "/account", "/_root.data"]) {
    const response = await page.request.get(path);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
});
