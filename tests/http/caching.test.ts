// What a CDN may keep: anonymous pages briefly, the API and assets long (a member's answers,
// kept by none: tests/e2e/caching.spec.ts).
import { expect, test } from "./fixtures";

const SHARED = /^public, max-age=0, s-maxage=\d+$/;

test("anonymous pages may sit in a shared cache for minutes, browsers ask again", async ({
  request,
}) => {
  for (const path of ["/", "/horoscopes", "/horoscopes/daily/leo", "/tarot/cards/the-fool"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["cache-control"], path).toMatch(SHARED);
    expect(Number(/s-maxage=(\d+)/.exec(headers["cache-control"]!)![1])).toBeLessThanOrEqual(300);
    expect(headers["vary"], path).toContain("Cookie");
  }
});

test("pages the server does not share are private, as are form answers", async ({
  request,
  baseURL,
}) => {
  for (const path of [
    "/login",
    "/auth",
    "/no-such-page",
    "/?deleted=1",
    "/reset-password?token=x",
  ]) {
    expect((await request.get(path)).headers()["cache-control"], path).toBe("private, no-store");
  }
  const posted = await request.post("/newsletter", {
    form: { email: "not-an-email" },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(posted.status()).toBe(400);
  expect(posted.headers()["cache-control"]).toBe("private, no-store");
});

test("the API and hashed assets are public, assets for good", async ({ request }) => {
  const api = await request.get("/api/horoscope/daily?date=2026-11-21&zodiacSign=Leo");
  expect(api.headers()["cache-control"]).toMatch(/^public, max-age=\d+$/);
  // A page with a script of our own names it (most pages load none).
  const html = await (await request.get("/chart")).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)![0];
  expect((await request.get(asset)).headers()["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );
});

test("a shared page has an ETag, and a client or CDN holding it gets a 304", async ({
  request,
}) => {
  for (const [accept, tagged] of [
    ["br", /^W\/"[\w-]+"$/],
    ["identity", /^"[\w-]+"$/],
  ] as const) {
    const first = await request.get("/horoscopes/daily/leo", {
      headers: { "Accept-Encoding": accept },
    });
    const etag = first.headers()["etag"]!;
    expect(etag, accept).toMatch(tagged);
    const again = await request.get("/horoscopes/daily/leo", {
      headers: { "Accept-Encoding": accept, "If-None-Match": etag },
    });
    expect(again.status()).toBe(304);
    expect(await again.body()).toHaveLength(0);
    // A 304 repeats the caching headers and the CSP the stored copy was sent with.
    expect(again.headers()["cache-control"]).toMatch(SHARED);
    expect(again.headers()["content-security-policy"]).toBe(
      first.headers()["content-security-policy"],
    );
  }
  const member = await request.get("/horoscopes/daily/leo", {
    headers: { Cookie: "starcast_session=nobody", "If-None-Match": "*" },
  });
  expect(member.status()).toBe(200);
});
