// The glyph fonts' preloads, apart from the medallion, so a page that draws a chart but no
// medallion does not load the medallion's code for them.
import type { LinkDescriptor } from "react-router";
import glyphFont from "~/fonts/noto-sans-symbols-astro.woff2?url";
import sunFont from "~/fonts/noto-sans-symbols-2-sun.woff2?url";

/** For the `links` of every page that draws a medallion: the glyphs' font arrives with the CSS. */
export const GLYPH_FONT_PRELOAD: LinkDescriptor = {
  rel: "preload",
  href: glyphFont,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous",
};

/** The Sun's glyph, which only Noto Sans Symbols 2 has: for the pages that draw a chart. */
export const SUN_FONT_PRELOAD: LinkDescriptor = { ...GLYPH_FONT_PRELOAD, href: sunFont };
