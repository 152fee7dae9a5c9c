import { useId } from "react";
import type { LinkDescriptor } from "react-router";
import { ELEMENT_HUES, PALETTE } from "~/domain/palette";
import type { Sign } from "~/domain/zodiac";
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

/** A sign's image: its glyph in a medallion tinted by its element. Inline, so the page's glyph font applies. */
export function SignMedallion({ sign, size = 96 }: { sign: Sign; size?: number }) {
  const [light, dark] = ELEMENT_HUES[sign.element];
  const gradient = useId();
  return (
    <svg
      className="sign-medallion"
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role="img"
      aria-label={sign.name}
    >
      <defs>
        <radialGradient id={gradient} cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </radialGradient>
      </defs>
      <circle cx="50" cy="50" r="47" fill={`url(#${gradient})`} />
      <circle cx="50" cy="50" r="47" fill="none" stroke={PALETTE.gold} strokeWidth="2.5" />
      <circle
        cx="50"
        cy="50"
        r="40"
        fill="none"
        stroke={PALETTE.gold}
        strokeWidth="0.8"
        strokeDasharray="1.5 3"
      />
      <text
        x="50"
        y="51"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="44"
        fill={PALETTE.bg}
        className="glyph"
      >
        {sign.glyph + "\uFE0E"}
      </text>
    </svg>
  );
}
