import { expect, SERVER, test } from "./fixtures";

test("robots.txt points to the sitemap, which lists every public page", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect((await robots.text()).split("\n")).toContain(`Sitemap: ${SERVER.origin}/sitemap.xml`);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  expect(locs).toContain("/horoscopes/daily/aries");
  expect(locs).toContain("/tarot/cards/the-fool");
  expect(locs).toContain("/zodiac/aries-and-leo");
  expect(locs.filter((p) => /^\/zodiac\/[a-z]+-and-[a-z]+$/.test(p))).toHaveLength(78);
  expect(locs.filter((p) => /^\/zodiac\/[a-z]+$/.test(p))).toHaveLength(12);
  expect(locs.filter((p) => p.startsWith("/tarot/cards/"))).toHaveLength(78);
  for (const path of [
    "/",
    "/about",
    "/horoscopes/daily/pisces",
    "/tarot/cards/king-of-cups",
    "/zodiac/pisces-and-pisces",
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test("/readyz and /healthz answer 200 when the server and its database can serve", async ({
  request,
}) => {
  // The first check opens the database, and answers 503 "starting" until it has.
  await expect
    .poll(async () => (await request.get("/readyz")).status(), { timeout: 20_000 })
    .toBe(200);
  for (const path of ["/readyz", "/healthz"]) {
    const response = await request.get(path);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", database: "ok", storage: "ok" });
  }
  expect(await (await request.get("/livez")).json()).toEqual({ status: "ok" });
});
