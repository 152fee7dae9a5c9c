// One-off generator: cuts the glyphs the site draws in Noto Sans Symbols (the twelve signs,
// U+2648-2653; the Moon to Pluto, U+263D-2647; the nodes, U+260A-260B; Chiron and Lilith, U+26B7-26B8) out of
// fontsource's "symbols" subset, and the Sun (U+2609), which only Noto Sans Symbols 2 has, out
// of its own, into two small WOFF2 files in app/fonts, with harfbuzz's subsetter (subset-font).
// Run again only when either fontsource package changes:
//   node scripts/subset-glyph-font.js
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const range = (/** @type {number} */ from, /** @type {number} */ to) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const CUTS = [
  {
    source: "noto-sans-symbols/files/noto-sans-symbols-symbols-400-normal.woff2",
    target: "app/fonts/noto-sans-symbols-astro.woff2",
    text: String.fromCodePoint(...range(0x263d, 0x2653), 0x260a, 0x260b, 0x26b7, 0x26b8),
  },
  {
    source: "noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff2",
    target: "app/fonts/noto-sans-symbols-2-sun.woff2",
    text: "\u2609",
  },
];

for (const cut of CUTS) {
  const source = readFileSync(path.join(root, "node_modules/@fontsource", cut.source));
  // subset-font takes noHinting and dropTables; @types/subset-font does not list them yet.
  /** @type {Parameters<typeof subsetFont>[2] & { noHinting: boolean; dropTables: string[] }} */
  const options = {
    targetFormat: "woff2",
    // Stand-alone glyphs drawn large need no hinting, shaping or vertical metrics.
    noHinting: true,
    dropTables: ["GDEF", "GPOS", "GSUB", "STAT", "gasp", "vhea", "vmtx"],
    // Name ID 14, the licence's address, beside the copyright (0) harfbuzz keeps anyway.
    preserveNameIds: [14],
  };
  const font = await subsetFont(source, cut.text, options);
  writeFileSync(path.join(root, cut.target), font);
  console.log(`${cut.target}: ${font.length} bytes (from ${source.length} bytes)`);
}
