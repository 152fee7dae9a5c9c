// One-off generator: cuts the twelve zodiac sign glyphs (U+2648-2653), the only characters the
// site draws in Noto Sans Symbols, out of fontsource's "symbols" subset into a small WOFF2 in
// app/fonts, with harfbuzz's subsetter (subset-font). Run again only when
// @fontsource/noto-sans-symbols changes:
//   node scripts/subset-glyph-font.js
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE =
  "node_modules/@fontsource/noto-sans-symbols/files/noto-sans-symbols-symbols-400-normal.woff2";
const TARGET = "app/fonts/noto-sans-symbols-zodiac.woff2";
const SIGNS = String.fromCodePoint(...Array.from({ length: 12 }, (_, i) => 0x2648 + i));

const source = readFileSync(path.join(root, SOURCE));
const font = await subsetFont(source, SIGNS, {
  targetFormat: "woff2",
  // Twelve stand-alone glyphs drawn large need no hinting, shaping or vertical metrics.
  noHinting: true,
  dropTables: ["GDEF", "GPOS", "GSUB", "STAT", "gasp", "vhea", "vmtx"],
  // Name ID 14, the licence's address, beside the copyright (0) harfbuzz keeps anyway.
  preserveNameIds: [14],
});
writeFileSync(path.join(root, TARGET), font);
console.log(`${TARGET}: ${font.length} bytes (fontsource's symbols woff2: ${source.length} bytes)`);
