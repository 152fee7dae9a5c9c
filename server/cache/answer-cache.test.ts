import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { brotliWindowBits, cacheable, etagMatches } from "./answer-cache";

describe("etagMatches", () => {
  it("matches strong, weak and listed tags", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
  });

  it("does not match other tags or nothing", () => {
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches("", '"abc"')).toBe(false);
  });
});

describe("brotliWindowBits", () => {
  it("gives the smallest window that holds the body, within brotli's 1 KB to its 4 MB default", () => {
    for (const bytes of [0, 1000, 1008, 1009, 6359, 65_520, 65_521, 200_000, 4_194_288]) {
      const bits = brotliWindowBits(bytes);
      expect(2 ** bits - 16).toBeGreaterThanOrEqual(bytes);
      if (bits > 10) expect(2 ** (bits - 1) - 16).toBeLessThan(bytes);
    }
    expect(brotliWindowBits(0)).toBe(10);
    expect(brotliWindowBits(50_000_000)).toBe(22);
  });
});

describe("cacheable", () => {
  const answer = { body: "starcast ".repeat(400) };
  const app = new Hono().get("/", (c) =>
    cacheable(c, answer.body, '"t-1"', "public, max-age=60", "text/plain; charset=utf-8"),
  );
  const get = (headers: Record<string, string>) => app.request("/", { headers });

  it("answers brotli, gzip or plain as the client takes it, each with its own tag", async () => {
    const br = await get({ "Accept-Encoding": "gzip, br" });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("ETag")).toBe('W/"t-1"');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(answer.body);
    const gzip = await get({ "Accept-Encoding": "gzip" });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(answer.body);
    const plain = await get({});
    expect(plain.headers.get("ETag")).toBe('"t-1"');
    expect(await plain.text()).toBe(answer.body);
    expect(plain.headers.get("Vary")).toBe("Accept-Encoding");
    expect(plain.headers.get("Cache-Control")).toBe("public, max-age=60");
  });

  it("answers 304 with the resource's own headers when the client holds the body", async () => {
    const held = await get({ "If-None-Match": 'W/"t-1"' });
    expect(held.status).toBe(304);
    expect(held.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(await held.text()).toBe("");
  });
});

describe("cacheable's brotli quality", () => {
  // Varied enough that quality 5 and 9 write different bytes.
  const bodyOf = (count: number) =>
    JSON.stringify(
      Array.from({ length: count }, (_, i) => ({
        i,
        sin: Math.sin(i),
        name: `p${(i * 7919) % 1000}`,
      })),
    );
  const brotliAt = (body: string, quality: number) =>
    Buffer.from(
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(Buffer.byteLength(body)),
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      }),
    );
  const appFor = (body: string, etag: string) =>
    new Hono().get("/", (c) => cacheable(c, body, etag, "public, max-age=60", "application/json"));
  const bytesOf = async (app: Hono) =>
    Buffer.from(
      await (await app.request("/", { headers: { "Accept-Encoding": "br" } })).arrayBuffer(),
    );

  for (const [size, count] of [
    ["a small body, on the event loop", 60],
    ["a large body, on libuv's threads", 600],
  ] as const) {
    it(`sends ${size} at quality 5 first, then at 9 once it is asked for again`, async () => {
      const body = bodyOf(count);
      expect(body.length).toBeGreaterThan(1024);
      const [five, nine] = [brotliAt(body, 5), brotliAt(body, 9)];
      expect(five.equals(nine)).toBe(false);
      const app = appFor(body, `"q-${count}"`);
      expect((await bytesOf(app)).equals(five)).toBe(true);
      // The second request is answered with what is held and starts the second pass.
      expect((await bytesOf(app)).equals(five)).toBe(true);
      await vi.waitFor(async () => expect((await bytesOf(app)).equals(nine)).toBe(true));
      expect(brotliDecompressSync(await bytesOf(app)).toString()).toBe(body);
    });
  }
});
