import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { COMPRESSIBLE } from "../../server/http/precompress.js";
import { expect, test } from "./fixtures";

const BOTH = { "Accept-Encoding": "br, gzip" };

/** One of each kind the site sends; cached pages never change, so they are brotli like the rest. */
const KINDS = [
  { path: "/", type: "text/html", encoding: "br", text: "<!DOCTYPE html>" },
  { path: "/horoscopes/daily/aries", type: "text/html", encoding: "br", text: "Aries" },
  {
    path: "/tarot/cards/the-high-priestess",
    type: "text/html",
    encoding: "br",
    text: "High Priestess",
  },
  {
    path: "/api/horoscope/daily?date=2026-11-21",
    type: "application/json",
    encoding: "br",
    text: '"horoscopes"',
  },
  { path: "/api/tarot/cards", type: "application/json", encoding: "br", text: '"the-fool"' },
  { path: "/tarot/cards/the-fool.svg", type: "image/svg+xml", encoding: "br", text: "<svg" },
  { path: "/favicon.svg", type: "image/svg+xml", encoding: "br", text: "<svg" },
  { path: "/sitemap.xml", type: "application/xml", encoding: "br", text: "<urlset" },
];

for (const kind of KINDS) {
  test(`${kind.path} comes ${kind.encoding}-compressed, with Vary`, async ({ request }) => {
    const response = await request.get(kind.path, { headers: BOTH });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toContain(kind.type);
    expect(headers["content-encoding"]).toBe(kind.encoding);
    expect(headers["vary"]).toMatch(/accept-encoding/i);
    // Playwright decodes the body, so a wrong encoding or a broken stream shows up here.
    expect(await response.text()).toContain(kind.text);
  });
}

test("a page is gzip for a gzip-only client and plain for one that takes no encoding, the same page", async ({
  request,
}) => {
  const gzipped = await request.get("/horoscopes/daily/leo", {
    headers: { "Accept-Encoding": "gzip" },
  });
  expect(gzipped.headers()["content-encoding"]).toBe("gzip");
  const plain = await request.get("/horoscopes/daily/leo", {
    headers: { "Accept-Encoding": "identity" },
  });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(plain.headers()["vary"]).toMatch(/accept-encoding/i);
  expect(await gzipped.text()).toBe(await plain.text());
});

test("hashed JS is brotli or gzip as asked, and immutable", async ({ request }) => {
  // A page with a script of our own (the place search); the stylesheet is in every page's <head>.
  const html = await (await request.get("/chart")).text();
  const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const js = assets.find((a) => a.endsWith(".js"));
  expect(js, `assets in the chart page: ${assets.join(", ")}`).toBeTruthy();
  for (const asset of [js!]) {
    for (const [accept, encoding] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const response = await request.get(asset, { headers: { "Accept-Encoding": accept } });
      const headers = response.headers();
      expect(headers["content-encoding"], `${asset} for ${accept}`).toBe(encoding);
      expect(headers["vary"]).toMatch(/accept-encoding/i);
      expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    const plain = await request.get(asset, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    expect((await plain.body()).length).toBeGreaterThan(0);
  }
});

test("every text file of the client build is sent as its .br and .gz copies", async ({
  request,
}) => {
  // Those React Router writes late (the browser manifest) and those copied from public/ too.
  const client = path.join(import.meta.dirname, "../../build/client");
  const files = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((file) =>
    COMPRESSIBLE.test(file),
  );
  expect(files.some((file) => /^assets\/manifest-\w+\.js$/.test(file))).toBe(true);
  expect(files).toContain("favicon.svg");
  const missing: string[] = [];
  for (const file of files) {
    const bytes = readFileSync(path.join(client, file));
    for (const [encoding, squeeze] of [
      ["br", brotliCompressSync],
      ["gzip", gzipSync],
    ] as const) {
      // A copy no smaller than the file is not written, and the file goes plain.
      if (squeeze(bytes).length >= bytes.length) continue;
      const response = await request.get(`/${file}`, { headers: { "Accept-Encoding": encoding } });
      if (response.headers()["content-encoding"] !== encoding) missing.push(`${file} ${encoding}`);
    }
  }
  expect(missing).toEqual([]);
});
