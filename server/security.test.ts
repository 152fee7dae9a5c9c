import { describe, expect, it } from "vitest";
import { newNonce, pageCsp, securityHeaders } from "./security";

describe("security headers", () => {
  it("add HSTS only when the site is served over https", () => {
    const names = (url: string) => securityHeaders(url).map(([name]) => name);
    expect(names("https://starcast.example")).toContain("Strict-Transport-Security");
    expect(names("http://localhost:3000")).not.toContain("Strict-Transport-Security");
  });

  it("give pages a CSP whose scripts need the nonce", () => {
    const nonce = newNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(nonce);
    const csp = pageCsp(nonce);
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
