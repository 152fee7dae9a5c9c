import { describe, expect, it } from "vitest";
import { createPageCache, pageKey } from "./page-cache";

// The routes' verdict is server/pages/page-routes.ts's (tested there); here, a stand-in for it.
const cacheable = (pathname: string) =>
  /^\/(|about|horoscopes\/daily\/leo|tarot\/cards\/the-fool|zodiac\/aries-and-leo)$/.test(pathname);

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("pageKey", () => {
  const get = (url: string, init?: RequestInit) => new Request(`http://localhost${url}`, init);
  const key = (url: string, init?: RequestInit) => pageKey(get(url, init), "UTC", cacheable);

  it("keys only anonymous GETs of cacheable pages, by date and address", () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(key("/horoscopes/daily/leo")).toBe(`${today} /horoscopes/daily/leo`);
    expect(key("/horoscopes/daily/leo?date=2026-11-21")).toContain("?date=2026-11-21");
    expect(key("/tarot/cards/the-fool")).toBeDefined();
    expect(key("/zodiac/aries-and-leo")).toBeDefined();
    expect(key("/")).toBeDefined();
    expect(key("/horoscopes/daily/leo?utm=x")).toBeUndefined();
    expect(key("/horoscopes/daily/leo?date=1&date=2")).toBeUndefined();
    expect(key("/auth")).toBeUndefined();
    expect(key("/about", { method: "POST" })).toBeUndefined();
    expect(key("/about", { headers: { cookie: "session=1" } })).toBeUndefined();
  });

  it("moves to a new key when the day changes in the site's time zone", () => {
    const at = (iso: string, zone: string) => pageKey(get("/"), zone, cacheable, new Date(iso));
    expect(at("2026-11-21T23:30:00Z", "UTC")).toBe("2026-11-21 /");
    expect(at("2026-11-21T23:30:00Z", "Europe/Paris")).toBe("2026-11-22 /");
  });
});

describe("the page cache", () => {
  it("renders a page once for many concurrent first requests, with a hash CSP", async () => {
    const pages = createPageCache("UTC");
    let renders = 0;
    const render = async () => {
      renders++;
      await wait(20);
      return html("<p>sky</p><script>go()</script>");
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => pages.fetch("k", render)));
    expect(renders).toBe(1);
    expect(new Set(answers).size).toBe(1);
    const csp = answers[0]!.csp;
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
    await pages.fetch("k", render);
    expect(renders).toBe(1);
  });

  it("answers those waiting on an error page or a redirect, and keeps neither", async () => {
    const pages = createPageCache("UTC");
    let renders = 0;
    const missing = async () => {
      renders++;
      await wait(5);
      return html("<p>lost</p>", 404);
    };
    const both = await Promise.all([pages.fetch("m", missing), pages.fetch("m", missing)]);
    expect(both.map((page) => page.status)).toEqual([404, 404]);
    await wait(5);
    await pages.fetch("m", missing);
    expect(renders).toBe(2);
    const moved = await pages.fetch(
      "r",
      async () => new Response(null, { status: 301, headers: { Location: "/x" } }),
    );
    expect(moved.status).toBe(301);
    expect(new Map(moved.headers).get("location")).toBe("/x");
    expect(moved.csp).toBeUndefined();
  });

  it("holds no more than its size allows", async () => {
    const pages = createPageCache("UTC", "pages.public", 10_000);
    for (let i = 0; i < 20; i++) await pages.fetch(`p${i}`, async () => html("x".repeat(2_000)));
    expect(pages.size).toBeLessThanOrEqual(3);
  });
});
