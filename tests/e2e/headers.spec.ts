import { expect, test } from "./fixtures";

const EVERYWHERE = [
  "/",
  "/horoscopes/daily/aries",
  "/no-such-page",
  "/api/horoscope/daily?date=2026-11-21&zodiacSign=Leo",
  "/api/horoscope/daily?date=nope",
  "/api/nothing-here",
  "/tarot/cards/the-fool.svg",
  "/favicon.svg",
];

for (const path of EVERYWHERE) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-powered-by"]).toBeUndefined();
    // SITE_URL is http in the tests, so no HSTS.
    expect(headers["strict-transport-security"]).toBeUndefined();
  });
}

for (const path of ["/about", "/"]) {
  test(`${path}: the CSP allows only the page's own nonce for scripts, fresh on each response`, async ({
    request,
  }) => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const response = await request.get(path);
      const csp = response.headers()["content-security-policy"]!;
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
      expect(scriptSrc).not.toContain("unsafe-inline");
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
      const html = await response.text();
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
      // JSON-LD is a data block the browser never runs, so script-src does not apply to it.
      const data = scripts.filter((attributes) =>
        attributes.includes('type="application/ld+json"'),
      );
      const executable = scripts.filter((attributes) => !data.includes(attributes));
      expect(executable.length).toBeGreaterThan(0);
      for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
      for (const attributes of data) expect(attributes).toBe(' type="application/ld+json"');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
}
