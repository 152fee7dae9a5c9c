// Card art as SVG files at stable URLs (/tarot/cards/the-fool.svg), drawn once per process.
import { Hono } from "hono";
import { DECK } from "~/domain/tarot/deck";
import { cardBackSvg, cardSvg } from "~/domain/tarot/art";

let files: Map<string, { body: string; etag: string }> | undefined;

function allFiles() {
  if (files) return files;
  files = new Map();
  const add = (name: string, body: string) => {
    let hash = 0;
    for (let i = 0; i < body.length; i++) hash = (Math.imul(hash, 31) + body.charCodeAt(i)) | 0;
    files!.set(name, { body, etag: `"${(hash >>> 0).toString(36)}-${body.length.toString(36)}"` });
  };
  for (const card of DECK) add(`${card.slug}.svg`, cardSvg(card));
  add("back.svg", cardBackSvg());
  return files;
}

export function createTarotImages() {
  const images = new Hono();
  images.get("/:file", (c, next) => {
    const file = allFiles().get(c.req.param("file"));
    if (!file) return next();
    c.header("Cache-Control", "public, max-age=86400");
    c.header("ETag", file.etag);
    if (c.req.header("If-None-Match") === file.etag) return c.body(null, 304);
    return c.body(file.body, 200, { "Content-Type": "image/svg+xml; charset=utf-8" });
  });
  return images;
}
