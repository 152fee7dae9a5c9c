import { describe, expect, it } from "vitest";
import { pngSize } from "../../tests/support/binary";
import { createShareImages } from "./images";
import { renderPng } from "./render";
import { createShareCodec, shareCodec } from "~/lib/share-code.server";

/** A fresh instance whose real renderer is counted. */
function counted(maxBytes?: number) {
  let calls = 0;
  const images = createShareImages({
    maxBytes,
    render: (svg) => {
      calls++;
      return renderPng(svg);
    },
  });
  return { images, renders: () => calls };
}

const images = createShareImages();
const get = (path: string, headers: Record<string, string> = {}) =>
  images.request(path, { headers });

describe("share images", () => {
  it("answers a PNG with a long cache life and an ETag, then 304 for that ETag", async () => {
    const first = await get("/signs/aries.png");
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/png");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(pngSize(new Uint8Array(await first.arrayBuffer()))).toEqual({
      width: 1200,
      height: 630,
    });
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);

    const again = await get("/signs/aries.png", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    // Another image has another tag.
    expect((await get("/signs/leo.png", { "If-None-Match": etag })).status).toBe(200);
  });

  it("keeps its ETags across restarts, and answers 304 without drawing anything", async () => {
    const etag = (await get("/site.png")).headers.get("ETag")!;
    const { images: fresh, renders } = counted();
    const answer = await fresh.request("/site.png", { headers: { "If-None-Match": `W/${etag}` } });
    expect(answer.status).toBe(304);
    expect(renders()).toBe(0);
    expect((await fresh.request("/site.png")).headers.get("ETag")).toBe(etag);
    expect(renders()).toBe(1);
  });

  it("draws an image once when 20 ask for it at the same time", async () => {
    // What is checked is that the 20 wait on one drawing, not the drawing (the other tests draw
    // for real): the renderer holds its answer until all 20 have asked, so the check does not
    // hang on the machine's speed, and each call draws different bytes, so a second would show.
    let calls = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fresh = createShareImages({
      render: async () => {
        const drawn = new Uint8Array([0x89, 0x50, 0x4e, 0x47, ++calls]);
        await held;
        return drawn;
      },
    });
    const asked = Array.from({ length: 20 }, () => fresh.request("/cards/the-star.png"));
    // Every request reaches the cache before the first turn of the event loop ends.
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toBe(1);
    release();
    const answers = await Promise.all(asked);
    const bodies = await Promise.all(answers.map(async (a) => Buffer.from(await a.arrayBuffer())));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    for (const body of bodies) expect(body).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 1]));
    expect(calls).toBe(1);
  });

  it("keeps at most maxBytes of PNGs, dropping the least recently used", async () => {
    const [star, leo, virgo] = await Promise.all(
      ["/cards/the-star.png", "/signs/leo.png", "/signs/virgo.png"].map(async (path) =>
        (await get(path)).arrayBuffer(),
      ),
    );
    // Any two of the three fit, never all three.
    const { images: small, renders } = counted(
      star!.byteLength + leo!.byteLength + virgo!.byteLength - 1,
    );
    await small.request("/cards/the-star.png");
    await small.request("/signs/leo.png");
    await small.request("/cards/the-star.png");
    expect(renders()).toBe(2);
    // Virgo pushes out Leo, the least recently used, which is then drawn again.
    await small.request("/signs/virgo.png");
    await small.request("/cards/the-star.png");
    expect(renders()).toBe(3);
    await small.request("/signs/leo.png");
    expect(renders()).toBe(4);
  });

  it("draws each kind: site, sign, card and pair", async () => {
    for (const path of [
      "/site.png",
      "/cards/the-fool.png",
      "/cards/king-of-cups.png",
      "/pairs/aries-and-leo.png",
      "/pairs/pisces-and-pisces.png",
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(pngSize(new Uint8Array(await answer.arrayBuffer())), path).toEqual({
        width: 1200,
        height: 630,
      });
    }
  });

  it("answers 404, never 5xx, for names it does not draw", async () => {
    const odd = [
      "/signs/ophiuchus.png",
      "/signs/Aries.png",
      "/signs/aries.PNG",
      "/signs/aries.jpg",
      "/signs/aries",
      "/signs/.png",
      "/cards/the-joker.png",
      "/cards/back.png",
      "/pairs/leo-and-aries.png",
      "/pairs/aries-and-.png",
      "/constructor/aries.png",
      "/__proto__/aries.png",
      "/hasOwnProperty/aries.png",
      "/signs/%00.png",
      "/signs/..%2F..%2Fetc%2Fpasswd.png",
      "/signs/%E0%A4%A.png",
      `/cards/${"x".repeat(5000)}.png`,
      "/site.jpg",
    ];
    for (const path of odd) expect((await get(path)).status, path).toBe(404);
  });

  it("draws two people's bi-wheel from a code without names, and 404 for one that does not cast", async () => {
    const query =
      "a.date=1990-07-04&a.time=15%3A30&a.place=5128581&a.houses=placidus" +
      "&b.date=1988-03-12&b.time=08%3A10&b.place=2759794&b.houses=placidus";
    const code = shareCodec().encode(query);
    const drawn = await get(`/synastry/${code}.png`);
    expect(drawn.status).toBe(200);
    expect(pngSize(new Uint8Array(await drawn.arrayBuffer()))).toEqual({
      width: 1200,
      height: 630,
    });
    // One side without a place casts nothing; a code that is not base64 is no query.
    const half = query.replace("&b.place=2759794", "");
    expect((await get(`/synastry/${shareCodec().encode(half)}.png`)).status).toBe(404);
    expect((await get("/synastry/not*base64.png")).status).toBe(404);
  });

  it("answers 404, never 5xx, for a chart code tampered with or sealed under another secret", async () => {
    const query = "date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";
    const code = shareCodec().encode(query);
    const bytes = Buffer.from(code, "base64url");
    bytes[bytes.length - 20]! ^= 0x40;
    const foreign = createShareCodec("a secret another site keeps, of 32 characters");
    for (const odd of [bytes.toString("base64url"), foreign.encode(query), code.slice(0, -2)]) {
      expect((await get(`/charts/${odd}.png`)).status, odd).toBe(404);
    }
    expect((await get(`/charts/${code}.png`)).status).toBe(200);
  });

  it("still draws a chart from a plain base64 code shared before codes were sealed", async () => {
    const query = "date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";
    const legacy = await get(`/charts/${Buffer.from(query).toString("base64url")}.png`);
    expect(legacy.status).toBe(200);
  });
});
