import { readFileSync } from "node:fs";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import { POINT_GLYPHS } from "~/domain/chart/glyphs";
import { SIGNS } from "~/domain/zodiac";
import { hasGlyph } from "../../tests/support/binary";

// The cuts scripts/subset-glyph-font.js writes; app.css gives each its unicode-range.
const font = readFileSync(new URL("./noto-sans-symbols-astro.woff2", import.meta.url));
const sun = readFileSync(new URL("./noto-sans-symbols-2-sun.woff2", import.meta.url));

describe("the sign glyphs' font", () => {
  it("is a small WOFF2", () => {
    expect(font.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(font.length).toBeLessThan(3_500);
  });

  it("holds every sign's glyph and no letters", async () => {
    // harfbuzz decodes it back to TrueType, keeping only the asked characters it finds.
    const sfnt = await subsetFont(font, `${SIGNS.map((s) => s.glyph).join("")}Aa1`, {
      targetFormat: "truetype",
    });
    for (const sign of SIGNS)
      expect(hasGlyph(sfnt, sign.glyph.codePointAt(0)!), sign.name).toBe(true);
    for (const ch of "Aa1") expect(hasGlyph(sfnt, ch.codePointAt(0)!), ch).toBe(false);
  });

  it("holds every planet's, node's, Lilith's and Chiron's glyph, the Sun's in its own small file", async () => {
    const glyphs = [...new Set(Object.values(POINT_GLYPHS))];
    const sfnt = await subsetFont(font, glyphs.join(""), { targetFormat: "truetype" });
    const sunSfnt = await subsetFont(sun, glyphs.join(""), { targetFormat: "truetype" });
    for (const glyph of glyphs) {
      const file = glyph === POINT_GLYPHS.Sun ? sunSfnt : sfnt;
      expect(hasGlyph(file, glyph.codePointAt(0)!), glyph).toBe(true);
    }
    expect(sun.length).toBeLessThan(1_000);
  });
});
