import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newNonce, pageCsp, scriptHashes, securityHeaders } from "./security";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("security headers", () => {
  it("add HSTS only when the site is served over https", () => {
    const names = (url: string) => securityHeaders(url).map(([name]) => name);
    expect(names("https://starcast.example")).toContain("Strict-Transport-Security");
    expect(names("http://localhost:3000")).not.toContain("Strict-Transport-Security");
  });

  it("give a page rendered for one visitor a CSP whose scripts need the nonce", () => {
    const nonce = newNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(nonce);
    const csp = pageCsp({ nonce });
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("give a shared page a CSP that lists the hash of each of its inline scripts", () => {
    const html =
      '<script>window.a = "</p>";</script><script type="module" async>import "/x.js";</script>' +
      '<script src="/assets/y.js"></script><script>window.a = "</p>";</script>' +
      '<script type="application/ld+json">{"@type":"WebSite"}</script>';
    const hashes = scriptHashes(html);
    expect(hashes).toEqual([sha('window.a = "</p>";'), sha('import "/x.js";')]);
    expect(pageCsp({ hashes })).toContain(`script-src 'self' ${hashes.join(" ")} 'strict-dynamic'`);
  });

  it("give a shared page with no script of its own a CSP that allows none", () => {
    const hashes = scriptHashes('<p>no scripts</p><script type="application/ld+json">{}</script>');
    expect(hashes).toEqual([]);
    const csp = pageCsp({ hashes });
    expect(csp).toContain("script-src 'none'");
    expect(csp).not.toContain("strict-dynamic");
  });
});
