// The addresses and descriptions of the share images server/share/images.ts draws, for meta tags.
import type { Sign } from "~/domain/zodiac";

export interface ShareImage {
  /** Site-relative; meta tags make it absolute. */
  path: string;
  alt: string;
}

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
export const SHARE_PREFIX = "/share";

export const SITE_IMAGE: ShareImage = {
  path: `${SHARE_PREFIX}/site.png`,
  alt: "The Starcast name beside a gold wheel of the twelve zodiac signs on a night sky.",
};

export function signImage(sign: Pick<Sign, "slug" | "name" | "element">): ShareImage {
  return {
    path: `${SHARE_PREFIX}/signs/${sign.slug}.png`,
    alt: `The ${sign.name} glyph in a ${sign.element}-coloured medallion, with the words ${sign.name} daily horoscope.`,
  };
}

export function cardImage(card: { slug: string; name: string; picture: string }): ShareImage {
  return {
    path: `${SHARE_PREFIX}/cards/${card.slug}.png`,
    alt: `${card.name}, a tarot card: ${card.picture}`,
  };
}

/** `first` and `second` in zodiac order, as the pair's page address has them. */
export function pairImage(
  first: Pick<Sign, "slug" | "name">,
  second: Pick<Sign, "slug" | "name">,
  score: number,
): ShareImage {
  return {
    path: `${SHARE_PREFIX}/pairs/${first.slug}-and-${second.slug}.png`,
    alt: `The ${first.name} and ${second.name} glyphs either side of their compatibility score, ${score} out of 100.`,
  };
}

/**
 * The code of a link shared before codes were sealed (app/lib/share-code.server.ts): plain
 * URL-safe base64 of the query. Still read so that earlier previews keep their picture; none is
 * made any more. Undefined when it is not one (too long, not base64, not UTF-8).
 */
export function decodeLegacyChartCode(code: string): string | undefined {
  if (code.length > 700 || !/^[A-Za-z0-9_-]+$/.test(code)) return undefined;
  try {
    const binary = atob(code.replaceAll("-", "+").replaceAll("_", "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(binary, (ch) => ch.charCodeAt(0)),
    );
  } catch {
    return undefined;
  }
}

/** `code` seals the chart page's query; the loader makes it (shareCodec), since it takes the key. */
export function chartImage(code: string, bigThree: string): ShareImage {
  return {
    path: `${SHARE_PREFIX}/charts/${code}.png`,
    alt: `A birth chart wheel: ${bigThree}.`,
  };
}

/** Two births' share image: `code` seals the /synastry query without the names. */
export function synastryImage(code: string, suns: string): ShareImage {
  return {
    path: `${SHARE_PREFIX}/synastry/${code}.png`,
    alt: `Two birth charts on one wheel, with the aspects between them: ${suns}.`,
  };
}
