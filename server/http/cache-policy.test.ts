import { describe, expect, it } from "vitest";
import { pageCacheHeaders, PRIVATE, type PageAnswer } from "./cache-policy";

const NOON = new Date("2026-11-21T12:00:00Z");
const anonymous: PageAnswer = {
  shared: true,
  hasCookie: false,
  status: 200,
  setsCookie: false,
  own: null,
};
const cacheControl = (answer: Partial<PageAnswer>, now = NOON) =>
  new Map(pageCacheHeaders({ ...anonymous, ...answer }, now, "UTC")).get("Cache-Control");

describe("pageCacheHeaders", () => {
  it("lets shared caches keep an anonymous page for five minutes, browsers not at all", () => {
    expect(pageCacheHeaders(anonymous, NOON, "UTC")).toEqual([
      ["Cache-Control", "public, max-age=0, s-maxage=300"],
      ["Vary", "Cookie"],
    ]);
  });

  it("never past the midnight when today's reading changes, on any day, in any zone", () => {
    const at = (iso: string) => cacheControl({}, new Date(iso));
    expect(at("2026-11-21T23:58:20Z")).toBe("public, max-age=0, s-maxage=100");
    expect(at("2026-11-22T23:59:59.500Z")).toBe("public, max-age=0, s-maxage=1");
    expect(at("2026-11-20T23:59:00Z")).toBe("public, max-age=0, s-maxage=60");
    const paris = pageCacheHeaders(anonymous, new Date("2026-11-21T22:58:00Z"), "Europe/Paris");
    expect(new Map(paris).get("Cache-Control")).toBe("public, max-age=0, s-maxage=120");
  });

  it("keeps every answer to a request with a cookie private, whatever the route chose", () => {
    expect(cacheControl({ shared: false, hasCookie: true })).toBe(PRIVATE);
    expect(cacheControl({ shared: false, hasCookie: true, own: "public, max-age=60" })).toBe(
      PRIVATE,
    );
  });

  it("keeps an answer that sets a cookie private", () => {
    expect(cacheControl({ setsCookie: true })).toBe(PRIVATE);
  });

  it("keeps pages the server does not share, and errors, private unless the route chose", () => {
    expect(cacheControl({ shared: false })).toBe(PRIVATE);
    expect(cacheControl({ status: 404 })).toBe(PRIVATE);
    expect(cacheControl({ shared: false, status: 303, own: "no-store" })).toBe("no-store");
  });
});
