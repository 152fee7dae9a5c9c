// Card art as SVG files at stable URLs (/tarot/cards/the-fool.svg), drawn once per process.
import { Hono } from "hono";
import { etagFor } from "~/lib/etag";
import { cacheable } from "../cache/answer-cache";
import { DECK } from "~/domain/tarot/deck";
import { cardBackSvg, cardSvg } from "~/art/tarot";

let files: Map<string, { body: string; etag: string }> | undefined;

function allFiles() {
  if (files) return files;
  files = new Map();
  const add = (name: string, body: string) => files!.set(name, { body, etag: etagFor(body) });
  for (const card of DECK) add(`${card.slug}.svg`, cardSvg(card));
  add("back.svg", cardBackSvg());
  return files;
}

export function createTarotImages() {
  const images = new Hono();
  // Only names of SVG files: a card's page (/tarot/cards/the-fool) passes by untouched.
  images.get("/:file{[a-z0-9-]+\\.svg}", (c, next) => {
    const file = allFiles().get(c.req.param("file"));
    if (!file) return next();
    return cacheable(
      c,
      file.body,
      file.etag,
      "public, max-age=86400",
      "image/svg+xml; charset=utf-8",
    );
  });
  return images;
}
