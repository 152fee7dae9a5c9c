import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadsScriptFiles, newNonce, pageCsp, scriptHashes, securityHeaders } from "./security";

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
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}';`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("give a shared page a CSP that lists the hash of each of its inline scripts", () => {
    const html =
      '<script>window.a = "</p>";</script><script type="module" async>import "/x.js";</script>' +
      '<script src="/assets/y.js"></script><script>window.a = "</p>";</script>' +
      '<script type="application/ld+json">{"@type":"WebSite"}</script>' +
      '<script type="application/json">{"date":"2026-12-07"}</script>';
    const hashes = scriptHashes(html);
    expect(hashes).toEqual([sha('window.a = "</p>";'), sha('import "/x.js";')]);
    expect(pageCsp({ hashes, files: loadsScriptFiles(html) })).toContain(
      `script-src 'self' ${hashes.join(" ")};`,
    );
  });

  it("let a shared page load its script files from the site, and no inline script", () => {
    const html =
      '<script type="module" src="/assets/island-tabs-x.js"></script>' +
      '<script type="application/json">{"date":"2026-12-07"}</script>';
    expect(scriptHashes(html)).toEqual([]);
    expect(loadsScriptFiles(html)).toBe(true);
    expect(pageCsp({ hashes: [], files: true })).toContain("script-src 'self';");
  });

  it("give a shared page with no script of its own a CSP that allows none", () => {
    const html = '<p>no scripts</p><script type="application/ld+json">{}</script>';
    const hashes = scriptHashes(html);
    expect(hashes).toEqual([]);
    expect(loadsScriptFiles(html)).toBe(false);
    const csp = pageCsp({ hashes, files: false });
    expect(csp).toContain("script-src 'none'");
    expect(csp).not.toContain("strict-dynamic");
  });
});
