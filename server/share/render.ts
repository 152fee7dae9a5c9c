// SVG to PNG with resvg compiled to WebAssembly: no native binary, and no system fonts, so the
// text is set in the Noto fonts the site already ships, decoded from WOFF once per process.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { woffToSfnt } from "./woff";

const require = createRequire(import.meta.url);

// Latin for words; the Symbols "symbols" subset holds the zodiac (U+2648-2653) and planet
// (U+263D-2647) glyphs: its unicode-range in @fontsource's CSS covers U+25A0-27BF; the Sun
// (U+2609), for the chart's wheel, is only in Noto Sans Symbols 2.
const FONT_FILES = [
  "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff",
  "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff",
  "@fontsource/noto-sans-symbols/files/noto-sans-symbols-symbols-400-normal.woff",
  "@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff",
];

const WASM = require.resolve("@resvg/resvg-wasm/index_bg.wasm");
// The package's exports hide its package.json from require(), so it is read beside the .wasm.
const RESVG_VERSION = (
  JSON.parse(readFileSync(path.join(path.dirname(WASM), "package.json"), "utf8")) as {
    version: string;
  }
).version;

/** Part of every share image's ETag: a new renderer or font may draw different pixels. */
export const RENDERER_VERSION = `resvg-wasm ${RESVG_VERSION}; ${FONT_FILES.map((f) => path.basename(f)).join(", ")}`;

// initWasm refuses a second call, and Vite's development server reloads our modules, so the
// one start is kept on globalThis rather than in this module.
const READY = Symbol.for("starcast.resvg-ready");
type WithReady = typeof globalThis & { [READY]?: Promise<void> };

/** Starts the WebAssembly module, once per process. */
export function ready(): Promise<void> {
  const global = globalThis as WithReady;
  global[READY] ??= initWasm(readFileSync(WASM));
  return global[READY];
}

let fonts: Uint8Array[] | undefined;

/** The faces renderPng sets text in, as sfnt buffers, in FONT_FILES order. */
export function shareFonts(): Uint8Array[] {
  fonts ??= FONT_FILES.map((file) =>
    woffToSfnt(new Uint8Array(readFileSync(require.resolve(file)))),
  );
  return fonts;
}

/** Renders an SVG document to PNG bytes at its own size. */
export async function renderPng(
  svg: string,
  buffers: Uint8Array[] = shareFonts(),
): Promise<Uint8Array> {
  await ready();
  const resvg = new Resvg(svg, {
    font: {
      fontBuffers: buffers,
      defaultFontFamily: "Noto Sans",
      sansSerifFamily: "Noto Sans",
      // The card art asks for serif lettering; Noto Sans is the face we have.
      serifFamily: "Noto Sans",
    },
  });
  const image = resvg.render();
  try {
    return image.asPng();
  } finally {
    image.free();
    resvg.free();
  }
}
