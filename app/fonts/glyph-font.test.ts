import { readFileSync } from "node:fs";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import { SIGNS } from "~/domain/zodiac";
import { hasGlyph } from "../../tests/support/binary";

// The cut scripts/subset-glyph-font.js writes; app.css gives it unicode-range U+2648-2653.
const font = readFileSync(new URL("./noto-sans-symbols-zodiac.woff2", import.meta.url));

describe("the sign glyphs' font", () => {
  it("is a small WOFF2", () => {
    expect(font.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(font.length).toBeLessThan(2_500);
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
});
