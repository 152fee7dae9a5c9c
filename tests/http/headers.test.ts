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

/** The page's script tags: the ones a browser runs, and JSON-LD data blocks it never runs. */
function scriptTags(html: string) {
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    attributes: m[1]!,
    body: m[2]!,
  }));
  const data = scripts.filter((s) => /type="application\/(ld\+)?json"/.test(s.attributes));
  const executable = scripts.filter((s) => !data.includes(s));
  for (const s of data) expect(s.attributes).toMatch(/^ type="application\/(ld\+)?json"$/);
  return executable;
}

const scriptSrc = (csp: string) => csp.split(";").find((d) => d.trim().startsWith("script-src"))!;

// Pages with scripts of our own (ADR 025): one shared from the page cache, one a sign picker.
for (const path of ["/horoscopes/daily/aries", "/zodiac"]) {
  test(`${path}: a shared page runs only its own script files, and its bytes never change`, async ({
    request,
  }) => {
    const answers = [];
    for (let i = 0; i < 2; i++) {
      const response = await request.get(path);
      answers.push({
        csp: response.headers()["content-security-policy"]!,
        html: await response.text(),
      });
    }
    expect(answers[1]).toEqual(answers[0]);
    const { csp, html } = answers[0]!;
    // No inline script at all, so no hash: only files from the site itself.
    expect(scriptSrc(csp).trim()).toBe("script-src 'self'");
    const scripts = scriptTags(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.body).toBe("");
      expect(script.attributes).toMatch(/ src="\/assets\/island-[\w-]+\.js"/);
    }
  });
}

for (const path of ["/about", "/"]) {
  test(`${path}: a shared page that names no script runs none, and its CSP allows none`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(scriptTags(await response.text())).toEqual([]);
    expect(scriptSrc(response.headers()["content-security-policy"]!).trim()).toBe(
      "script-src 'none'",
    );
  });
}

test("a page rendered for one visitor carries a nonce, fresh on each response", async ({
  request,
}) => {
  const nonces = [];
  for (let i = 0; i < 2; i++) {
    const response = await request.get("/chart");
    const allowed = scriptSrc(response.headers()["content-security-policy"]!);
    expect(allowed).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(allowed)![1]!;
    const scripts = scriptTags(await response.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.attributes).toContain(`nonce="${nonce}"`);
    nonces.push(nonce);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});
