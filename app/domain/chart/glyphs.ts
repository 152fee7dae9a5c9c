// The astrological glyphs of the points the chart draws (Unicode's own symbols; the site's
// font files hold exactly these and the signs, see scripts/subset-glyph-font.js).
export const POINT_GLYPHS: Readonly<Record<string, string>> = {
  Sun: "\u2609",
  Moon: "\u263D",
  Mercury: "\u263F",
  Venus: "\u2640",
  Mars: "\u2642",
  Jupiter: "\u2643",
  Saturn: "\u2644",
  Uranus: "\u2645",
  Neptune: "\u2646",
  Pluto: "\u2647",
  "True Node": "\u260A",
  "Mean Node": "\u260A",
  Lilith: "\u26B8",
  Chiron: "\u26B7",
};
