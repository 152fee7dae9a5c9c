// The astrological glyphs of the points the chart draws, from the registry (Unicode's own
// symbols; the site's font files hold exactly these and the signs, see
// scripts/subset-glyph-font.js).
import { POINT_NAMES, POINTS, type PointRow } from "~/domain/chart/point-registry";

export const POINT_GLYPHS: Readonly<Record<string, string>> = Object.fromEntries(
  POINT_NAMES.flatMap((name) => {
    const row: PointRow = POINTS[name];
    const glyph = row.glyph;
    return glyph === undefined ? [] : [[name, glyph]];
  }),
);
