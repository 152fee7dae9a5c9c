import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { hasGlyph, tablesOf } from "../../tests/support/binary";
import { woffToSfnt } from "./woff";

const require = createRequire(import.meta.url);
const fontFile = (name: string) =>
  new Uint8Array(readFileSync(require.resolve(`@fontsource/${name}`)));
const LATIN = "noto-sans/files/noto-sans-latin-400-normal.woff";
const SYMBOLS = "noto-sans-symbols/files/noto-sans-symbols-symbols-400-normal.woff";

/** The OpenType table checksum: the sum of the table's big-endian uint32s, zero-padded. */
function tableChecksum(bytes: Uint8Array, tag: string): number {
  const data = new Uint8Array((bytes.length + 3) & ~3);
  data.set(bytes);
  // head's checksum is taken with its checkSumAdjustment field (bytes 8-11) as zero.
  if (tag === "head") data.fill(0, 8, 12);
  const view = new DataView(data.buffer);
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

describe("woffToSfnt", () => {
  for (const file of [LATIN, SYMBOLS]) {
    it(`rebuilds every table of ${file.split("/").pop()} with its recorded checksum`, () => {
      const woff = fontFile(file);
      const sfnt = woffToSfnt(woff);
      const view = new DataView(sfnt.buffer);
      // TrueType outlines, the flavor the WOFF header names, and the same table count.
      expect(view.getUint32(0)).toBe(0x00010000);
      expect(view.getUint32(0)).toBe(new DataView(woff.buffer, woff.byteOffset).getUint32(4));
      const tables = tablesOf(sfnt);
      expect(tables.length).toBe(new DataView(woff.buffer, woff.byteOffset).getUint16(12));
      expect(tables.map((t) => t.tag)).toEqual(
        expect.arrayContaining(["cmap", "glyf", "head", "hmtx", "loca", "name"]),
      );
      // A wrong inflate, offset or length would break a checksum; the WOFF keeps the originals.
      for (const table of tables) {
        expect(table.offset % 4, table.tag).toBe(0);
        expect(tableChecksum(table.data, table.tag), table.tag).toBe(table.checksum);
      }
      expect(sfnt.length).toBe(new DataView(woff.buffer, woff.byteOffset).getUint32(16));
    });
  }

  it("keeps a table zlib could not shrink as it is stored", () => {
    const raw = new Uint8Array([1, 2, 3, 4, 5, 6, 7]);
    const packed = deflateSync(new Uint8Array(64).fill(9));
    const woff = new Uint8Array(44 + 40 + 8 + packed.length);
    const view = new DataView(woff.buffer);
    view.setUint32(0, 0x774f4646);
    view.setUint32(4, 0x4f54544f); // "OTTO": CFF outlines
    view.setUint16(12, 2);
    const entries = [
      { tag: 0x41414141, offset: 84, comp: raw.length, orig: raw.length },
      { tag: 0x42424242, offset: 92, comp: packed.length, orig: 64 },
    ];
    entries.forEach((e, i) => {
      const at = 44 + i * 20;
      view.setUint32(at, e.tag);
      view.setUint32(at + 4, e.offset);
      view.setUint32(at + 8, e.comp);
      view.setUint32(at + 12, e.orig);
    });
    woff.set(raw, 84);
    woff.set(packed, 92);
    const tables = tablesOf(woffToSfnt(woff));
    expect(tables.map((t) => t.tag)).toEqual(["AAAA", "BBBB"]);
    expect([...tables[0]!.data]).toEqual([...raw]);
    expect([...tables[1]!.data]).toEqual(Array(64).fill(9));
    expect(tables[1]!.offset).toBe(12 + 2 * 16 + 8);
  });

  it("refuses what is not a whole WOFF 1.0 file", () => {
    const woff = fontFile(LATIN);
    expect(() => woffToSfnt(woffToSfnt(woff))).toThrow("Not a WOFF 1.0 font");
    expect(() => woffToSfnt(fontFile(LATIN.replace(/woff$/, "woff2")))).toThrow(
      "Not a WOFF 1.0 font",
    );
    expect(() => woffToSfnt(woff.subarray(0, 20))).toThrow("Not a WOFF 1.0 font");
    expect(() => woffToSfnt(woff.subarray(0, 60))).toThrow("directory is damaged");
    expect(() => woffToSfnt(woff.subarray(0, woff.length - 100))).toThrow("outside the file");
  });

  it("gives resvg a cmap with every zodiac sign and the planets from Mercury to Pluto", () => {
    // Which fontsource subset holds which symbols is not written down anywhere but its CSS.
    const symbols = woffToSfnt(fontFile(SYMBOLS));
    for (let cp = 0x2648; cp <= 0x2653; cp++)
      expect(hasGlyph(symbols, cp), cp.toString(16)).toBe(true);
    for (const cp of [0x263d, 0x263f, 0x2640, 0x2642, 0x2643, 0x2644, 0x2645, 0x2646, 0x2647]) {
      expect(hasGlyph(symbols, cp), cp.toString(16)).toBe(true);
    }
    // The Sun is not in this face, so the share images draw it; the Latin face has no signs.
    expect(hasGlyph(symbols, 0x2609)).toBe(false);
    const latin = woffToSfnt(fontFile(LATIN));
    expect(hasGlyph(latin, 0x41)).toBe(true);
    expect(hasGlyph(latin, 0x2648)).toBe(false);
  });
});
