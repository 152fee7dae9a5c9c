// Readers for the binary formats the share-image and font tests look inside: PNG headers and sfnt fonts.

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, i) => png[i] === byte)) throw new Error("not a PNG");
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (String.fromCharCode(...png.subarray(12, 16)) !== "IHDR") throw new Error("IHDR is not first");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export interface SfntTable {
  tag: string;
  checksum: number;
  offset: number;
  data: Uint8Array;
}

export function tablesOf(sfnt: Uint8Array): SfntTable[] {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  return Array.from({ length: view.getUint16(4) }, (_, i) => {
    const entry = 12 + i * 16;
    const offset = view.getUint32(entry + 8);
    return {
      tag: String.fromCharCode(...sfnt.subarray(entry, entry + 4)),
      checksum: view.getUint32(entry + 4),
      offset,
      data: sfnt.subarray(offset, offset + view.getUint32(entry + 12)),
    };
  });
}

/** The glyph a font's cmap (format 4 or 12 subtables) gives a code point; 0 is "none". */
export function glyphId(sfnt: Uint8Array, codePoint: number): number {
  const cmap = tablesOf(sfnt).find((t) => t.tag === "cmap")!.data;
  const view = new DataView(cmap.buffer, cmap.byteOffset, cmap.byteLength);
  for (let i = 0; i < view.getUint16(2); i++) {
    const at = view.getUint32(4 + i * 8 + 4);
    const format = view.getUint16(at);
    if (format === 4) {
      const segments = view.getUint16(at + 6) / 2;
      const ends = at + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const start = view.getUint16(starts + s * 2);
        if (codePoint < start || codePoint > view.getUint16(ends + s * 2)) continue;
        const delta = view.getUint16(deltas + s * 2);
        const rangeOffset = view.getUint16(rangeOffsets + s * 2);
        if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
        const glyph = view.getUint16(rangeOffsets + s * 2 + rangeOffset + 2 * (codePoint - start));
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
    } else if (format === 12) {
      for (let g = 0; g < view.getUint32(at + 12); g++) {
        const group = at + 16 + g * 12;
        const start = view.getUint32(group);
        if (codePoint >= start && codePoint <= view.getUint32(group + 4)) {
          return view.getUint32(group + 8) + codePoint - start;
        }
      }
    }
  }
  return 0;
}

export const hasGlyph = (sfnt: Uint8Array, codePoint: number) => glyphId(sfnt, codePoint) !== 0;
