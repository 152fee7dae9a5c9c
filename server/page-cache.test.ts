import { describe, expect, it } from "vitest";
import { isCachedPage, NONCE_PLACEHOLDER, PageCache, pageWithNonce } from "./page-cache";

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });

describe("PageCache", () => {
  const cache = new PageCache("UTC", 10);
  const get = (url: string, init?: RequestInit) => new Request(`http://localhost${url}`, init);

  it("keys only anonymous GETs of cacheable pages, by date and address", () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(cache.keyFor(get("/horoscopes/daily/leo"))).toBe(`${today} /horoscopes/daily/leo`);
    expect(cache.keyFor(get("/horoscopes/daily/leo?date=2026-11-21"))).toContain(
      "?date=2026-11-21",
    );
    expect(cache.keyFor(get("/tarot/cards/the-fool"))).toBeDefined();
    expect(cache.keyFor(get("/zodiac/aries-and-leo"))).toBeDefined();
    expect(cache.keyFor(get("/"))).toBeDefined();
    expect(cache.keyFor(get("/horoscopes/daily/leo?utm=x"))).toBeUndefined();
    expect(cache.keyFor(get("/horoscopes/daily/leo?date=1&date=2"))).toBeUndefined();
    expect(cache.keyFor(get("/auth"))).toBeUndefined();
    expect(cache.keyFor(get("/about", { method: "POST" }))).toBeUndefined();
    expect(cache.keyFor(get("/about", { headers: { cookie: "session=1" } }))).toBeUndefined();
  });

  it("renders once with the placeholder and hands out a fresh nonce each time", async () => {
    let renders = 0;
    const render = async (nonce: string) => {
      renders++;
      return html(`<script nonce="${nonce}"></script>`);
    };
    const page = await cache.render("k", render);
    expect(isCachedPage(page)).toBe(true);
    const kept = cache.get("k")!;
    expect(pageWithNonce(kept, "abc").toString()).toBe('<script nonce="abc"></script>');
    expect(pageWithNonce(kept, "xyz").toString()).not.toContain(NONCE_PLACEHOLDER);
    expect(renders).toBe(1);
  });

  it("keeps no error page and passes redirects through untouched", async () => {
    const missing = await cache.render("missing", async () => html("<p>lost</p>", 404));
    expect(isCachedPage(missing)).toBe(true);
    expect(cache.get("missing")).toBeUndefined();
    const moved = await cache.render(
      "moved",
      async () => new Response(null, { status: 301, headers: { Location: "/x" } }),
    );
    expect(isCachedPage(moved)).toBe(false);
    expect(cache.get("moved")).toBeUndefined();
  });
});
