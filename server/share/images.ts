// Share images (PNG, 1200x630) at stable URLs under /share, rendered on first request and kept
// in a bounded cache. Their ETag comes from the SVG, so a 304 never waits for a render.
import { Hono, type Context } from "hono";
import { parsePairSlug } from "~/domain/compatibility/compatibility";
import { getCard } from "~/domain/tarot/deck";
import { findSign, isSignSlug } from "~/domain/zodiac";
import { boundedCache } from "~/lib/caches.server";
import { etagFor } from "~/lib/etag";
import { etagMatches } from "../cache/answer-cache";
import { chartPage } from "~/read/chart-page.server";
import { decodeLegacyChartCode } from "~/head/share-image";
import { shareCodec } from "~/lib/share-code.server";
import { cardArt, pairArt, signArt, siteArt } from "~/art/share";
import { chartArt } from "./chart-art";
import { synastryArt } from "./synastry-art";
import { synastryPage } from "~/read/synastry-page.server";
import { clientIpOf } from "../http/client-ip";
import { heavyPool, runHeavy } from "../pool/heavy";
import { RENDERER_VERSION } from "./render";

const CACHE_CONTROL = "public, max-age=86400";

interface Rendered {
  png: Uint8Array;
  etag: string;
}

interface Design {
  svg: string;
  etag: string;
  /** Set for images anyone can ask new ones of (charts): the render counts against it. */
  clientIp?: string;
}

/** Drawn in the worker pool (ADR 018); a chart's render counts against the client's address. */
const inPool = (svg: string, clientIp?: string) =>
  clientIp === undefined ? heavyPool().run("sharePng", svg) : runHeavy("sharePng", svg, clientIp);

/** The SVG for a file name under a kind, or undefined when there is no such image. */
const DESIGNS: Record<string, (name: string) => string | undefined> = {
  signs: (name) => (isSignSlug(name) ? signArt(findSign(name)!) : undefined),
  cards: (name) => {
    const card = getCard(name);
    return card ? cardArt(card) : undefined;
  },
  pairs: (name) => {
    const pair = parsePairSlug(name);
    // One address per pair, as for the pages: zodiac order, lower case.
    return pair && pair.slug === name ? pairArt(pair.first, pair.second) : undefined;
  },
};

export interface ShareImageOptions {
  /** The most PNG bytes kept (else its budget); the least recently used images go first. */
  maxBytes?: number;
  /** The renderer; tests wrap the real one to count its calls. */
  render?: (svg: string, clientIp?: string) => Promise<Uint8Array>;
}

export function createShareImages({ maxBytes, render: draw = inPool }: ShareImageOptions = {}) {
  // fetch() runs fetchMethod once per key however many requests wait on it; the context carries
  // the SVG and ETag the caller already computed.
  // 114-203 KB each (measured): 8 MB holds about 50 of the 169, which together take 27 MB.
  const cache = boundedCache<string, Rendered, Design>(
    "share.images",
    {
      fetchMethod: async (_key, _stale, { context }) => ({
        png: await draw(context.svg, context.clientIp),
        etag: context.etag,
      }),
    },
    maxBytes,
  );

  async function answer(
    c: Context,
    key: string,
    design: () => string | undefined,
    clientIp?: string,
  ) {
    let rendered = cache.get(key);
    if (!rendered) {
      const svg = design();
      if (svg === undefined) return c.notFound();
      const etag = etagFor(`${RENDERER_VERSION}\n${svg}`);
      if (etagMatches(c.req.header("If-None-Match"), etag)) return notModified(c, etag);
      rendered = await cache.fetch(key, { context: { svg, etag, clientIp } });
      if (!rendered) throw new Error(`share image ${key} was not drawn`);
    }
    if (etagMatches(c.req.header("If-None-Match"), rendered.etag))
      return notModified(c, rendered.etag);
    c.header("Cache-Control", CACHE_CONTROL);
    c.header("ETag", rendered.etag);
    c.header("Content-Type", "image/png");
    return c.body(rendered.png as Uint8Array<ArrayBuffer>, 200);
  }

  const images = new Hono();
  // Names are parameters, not fixed paths: Hono's fast router (RegExpRouter) cannot hold
  // /site.png or /charts/:file beside /:kind/:file, and if any route is beyond it, every
  // request of the site goes through the slower router it falls back to.
  images.get("/:file", (c) =>
    c.req.param("file") === "site.png" ? answer(c, "site", siteArt) : c.notFound(),
  );
  images.get("/:kind/:file", (c) => {
    const { kind, file } = c.req.param();
    const name = file.endsWith(".png") ? file.slice(0, -".png".length) : undefined;
    if (name === undefined) return c.notFound();
    if (kind === "charts") return chartImage(c, name);
    if (kind === "synastry") return synastryImage(c, name);
    const design = Object.hasOwn(DESIGNS, kind) ? DESIGNS[kind] : undefined;
    if (!design) return c.notFound();
    return answer(c, `${kind}/${name}`, () => design(name));
  });

  // A chart's image: its code seals the chart page's own query; only a query that casts is drawn.
  async function chartImage(c: Context, code: string) {
    const query = queryOf(code);
    if (query === undefined) return c.notFound();
    const page = await chartPage(new URLSearchParams(query), true);
    if (page.kind !== "chart") return c.notFound();
    return answer(c, `charts/${query}`, () => chartArt(page.birth.chart), clientIpOf(c));
  }

  // Two people's image: its code seals the /synastry page's query without the names.
  async function synastryImage(c: Context, code: string) {
    const query = queryOf(code);
    if (query === undefined) return c.notFound();
    const page = await synastryPage(new URLSearchParams(query));
    if (page.kind !== "result") return c.notFound();
    const { a, b, aspects } = page.synastry;
    return answer(
      c,
      `synastry/${query}`,
      () => synastryArt(a.chart, b.chart, aspects),
      clientIpOf(c),
    );
  }
  return images;
}

/** A sealed code's query; else, during the transition, a plain base64 one shared before. */
const queryOf = (code: string) => shareCodec().decode(code) ?? decodeLegacyChartCode(code);

function notModified(c: Context, etag: string) {
  c.header("Cache-Control", CACHE_CONTROL);
  c.header("ETag", etag);
  return c.body(null, 304);
}
