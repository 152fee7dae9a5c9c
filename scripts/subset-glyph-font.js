// One-off generator: cuts the twelve zodiac sign glyphs (U+2648-2653), the only characters the
// site draws in Noto Sans Symbols, out of fontsource's "symbols" subset into a small WOFF2 in
// app/fonts. Run again only when @fontsource/noto-sans-symbols changes:
//   node scripts/subset-glyph-font.js
// No font tool is installed here, so this is a plain TrueType subsetter: it keeps the outlines,
// metrics, name table (copyright and licence) and a fresh cmap, and drops layout and hinting
// tables that twelve stand-alone glyphs do not use. WOFF2 allows untransformed tables, so the
// output is the tables under one Brotli stream.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, inflateSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE =
  "node_modules/@fontsource/noto-sans-symbols/files/noto-sans-symbols-symbols-400-normal.woff";
const TARGET = "app/fonts/noto-sans-symbols-zodiac.woff2";
const CODEPOINTS = Array.from({ length: 12 }, (_, i) => 0x2648 + i);
// WOFF2's table-tag index: glyf and loca are stored with the null transform (version 3).
const KNOWN_TAGS = [
  "cmap",
  "head",
  "hhea",
  "hmtx",
  "maxp",
  "name",
  "OS/2",
  "post",
  "cvt ",
  "fpgm",
  "glyf",
  "loca",
];

function readWoff(file) {
  const b = readFileSync(file);
  const tables = {};
  for (let i = 0; i < b.readUInt16BE(12); i++) {
    const o = 44 + i * 20;
    const [offset, compressed, original] = [
      b.readUInt32BE(o + 4),
      b.readUInt32BE(o + 8),
      b.readUInt32BE(o + 12),
    ];
    const data = b.subarray(offset, offset + compressed);
    tables[b.toString("latin1", o, o + 4)] = compressed < original ? inflateSync(data) : data;
  }
  return tables;
}

/** The glyph id of `codepoint` from the Windows Unicode BMP (format 4) subtable. */
function glyphIdOf(cmap, codepoint) {
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const [platform, encoding, offset] = [
      cmap.readUInt16BE(4 + i * 8),
      cmap.readUInt16BE(6 + i * 8),
      cmap.readUInt32BE(8 + i * 8),
    ];
    if (platform !== 3 || encoding !== 1 || cmap.readUInt16BE(offset) !== 4) continue;
    const segments = cmap.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const [starts, deltas, ranges] = [
      ends + 2 * segments + 2,
      ends + 4 * segments + 2,
      ends + 6 * segments + 2,
    ];
    for (let s = 0; s < segments; s++) {
      if (
        codepoint > cmap.readUInt16BE(ends + 2 * s) ||
        codepoint < cmap.readUInt16BE(starts + 2 * s)
      )
        continue;
      const delta = cmap.readInt16BE(deltas + 2 * s);
      const rangeOffset = cmap.readUInt16BE(ranges + 2 * s);
      if (rangeOffset === 0) return (codepoint + delta) & 0xffff;
      const at = ranges + 2 * s + rangeOffset + 2 * (codepoint - cmap.readUInt16BE(starts + 2 * s));
      const glyph = cmap.readUInt16BE(at);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
  }
  throw new Error(`U+${codepoint.toString(16)} is not in the font`);
}

function subset(t) {
  const longLoca = t.head.readInt16BE(50) === 1;
  const loca = (gid) =>
    longLoca ? t.loca.readUInt32BE(gid * 4) : t.loca.readUInt16BE(gid * 2) * 2;
  const glyph = (gid) => Buffer.from(t.glyf.subarray(loca(gid), loca(gid + 1)));
  const order = [0, ...CODEPOINTS.map((c) => glyphIdOf(t.cmap, c))];
  // Composite glyphs name their parts by id: pull the parts in, then renumber the references.
  const components = (data, visit) => {
    if (data.length === 0 || data.readInt16BE(0) >= 0) return;
    for (let o = 10, more = true; more;) {
      const flags = data.readUInt16BE(o);
      visit(o + 2);
      o += 4 + (flags & 1 ? 4 : 2) + (flags & 8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0);
      more = Boolean(flags & 0x20);
    }
  };
  for (let i = 0; i < order.length; i++) {
    const data = glyph(order[i]);
    components(
      data,
      (at) => order.includes(data.readUInt16BE(at)) || order.push(data.readUInt16BE(at)),
    );
  }
  const glyphs = order.map((gid) => {
    const data = glyph(gid);
    components(data, (at) => data.writeUInt16BE(order.indexOf(data.readUInt16BE(at)), at));
    return Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  });
  const newLoca = Buffer.alloc((order.length + 1) * 4);
  glyphs.reduce(
    (offset, data, i) => (
      newLoca.writeUInt32BE(offset + data.length, (i + 1) * 4),
      offset + data.length
    ),
    0,
  );

  const metrics = t.hhea.readUInt16BE(34);
  const hmtx = Buffer.alloc(order.length * 4);
  order.forEach((gid, i) => {
    const advance = t.hmtx.readUInt16BE(Math.min(gid, metrics - 1) * 4);
    const bearing =
      gid < metrics
        ? t.hmtx.readInt16BE(gid * 4 + 2)
        : t.hmtx.readInt16BE(metrics * 4 + (gid - metrics) * 2);
    hmtx.writeUInt16BE(advance, i * 4);
    hmtx.writeInt16BE(bearing, i * 4 + 2);
  });

  const [head, hhea, maxp, os2] = [t.head, t.hhea, t.maxp, t["OS/2"]].map((b) => Buffer.from(b));
  head.writeUInt32BE(0, 8);
  head.writeInt16BE(1, 50);
  hhea.writeUInt16BE(order.length, 34);
  maxp.writeUInt16BE(order.length, 4);
  os2.writeUInt16BE(CODEPOINTS[0], 64);
  os2.writeUInt16BE(CODEPOINTS.at(-1), 66);
  const post = Buffer.from(t.post.subarray(0, 32));
  post.writeUInt32BE(0x00030000, 0);

  // cmap: one format 4 subtable, the signs as one run (glyphs 1-12), then the closing segment.
  const cmap = Buffer.alloc(12 + 32);
  cmap.writeUInt16BE(1, 2); // one subtable: Windows (3), Unicode BMP (1), at byte 12
  cmap.writeUInt16BE(3, 4);
  cmap.writeUInt16BE(1, 6);
  cmap.writeUInt32BE(12, 8);
  const sub = [
    4,
    32,
    0,
    4,
    4,
    1,
    0,
    CODEPOINTS.at(-1),
    0xffff,
    0,
    CODEPOINTS[0],
    0xffff,
    (1 - CODEPOINTS[0]) & 0xffff,
    1,
    0,
    0,
  ];
  sub.forEach((v, i) => cmap.writeUInt16BE(v, 12 + i * 2));

  return {
    "OS/2": os2,
    cmap,
    glyf: Buffer.concat(glyphs),
    head,
    hhea,
    hmtx,
    loca: newLoca,
    maxp,
    name: t.name,
    post,
  };
}

const pad4 = (n) => (n + 3) & ~3;
function checksum(b) {
  const padded = Buffer.concat([b, Buffer.alloc(pad4(b.length) - b.length)]);
  let sum = 0;
  for (let o = 0; o < padded.length; o += 4) sum = (sum + padded.readUInt32BE(o)) >>> 0;
  return sum;
}

/** head.checkSumAdjustment as the sfnt a decoder rebuilds (tags sorted, tables padded) would have it. */
function setCheckSumAdjustment(tables) {
  const tags = Object.keys(tables).sort();
  const directory = Buffer.alloc(12 + 16 * tags.length);
  directory.writeUInt32BE(0x00010000, 0);
  directory.writeUInt16BE(tags.length, 4);
  let total = 0;
  let offset = directory.length;
  tags.forEach((tag, i) => {
    const sum = checksum(tables[tag]);
    directory.write(tag, 12 + i * 16, "latin1");
    [sum, offset, tables[tag].length].forEach((v, j) =>
      directory.writeUInt32BE(v, 16 + i * 16 + j * 4),
    );
    offset += pad4(tables[tag].length);
    total = (total + sum) >>> 0;
  });
  tables.head.writeUInt32BE((0xb1b0afba - ((total + checksum(directory)) >>> 0)) >>> 0, 8);
  return offset;
}

const base128 = (n) => {
  const bytes = [n & 0x7f];
  for (n >>>= 7; n > 0; n >>>= 7) bytes.unshift(0x80 | (n & 0x7f));
  return bytes;
};

function woff2(tables) {
  const sfntSize = setCheckSumAdjustment(tables);
  const tags = Object.keys(tables).sort();
  const directory = Buffer.from(
    tags.flatMap((tag) => [
      KNOWN_TAGS.indexOf(tag) | (tag === "glyf" || tag === "loca" ? 0xc0 : 0),
      ...base128(tables[tag].length),
    ]),
  );
  const stream = brotliCompressSync(Buffer.concat(tags.map((tag) => tables[tag])), {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_FONT,
    },
  });
  const header = Buffer.alloc(48);
  header.write("wOF2", 0, "latin1");
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt32BE(48 + directory.length + stream.length, 8);
  header.writeUInt16BE(tags.length, 12);
  header.writeUInt32BE(sfntSize, 16);
  header.writeUInt32BE(stream.length, 20);
  header.writeUInt16BE(1, 24);
  return Buffer.concat([header, directory, stream]);
}

const font = woff2(subset(readWoff(path.join(root, SOURCE))));
writeFileSync(path.join(root, TARGET), font);
console.log(
  `${TARGET}: ${font.length} bytes (fontsource's symbols woff2: ${readFileSync(path.join(root, SOURCE.replace(/woff$/, "woff2"))).length} bytes)`,
);
