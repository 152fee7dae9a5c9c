// Build step: a brotli (.br) and a gzip (.gz) copy beside every text file of the client build,
// so the server sends them as they are (serveStatic's `precompressed`) instead of per request.
// Not vite-plugin-compression2: it misses the browser manifest React Router writes late (ADR 013).
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Files worth compressing; fonts and images other than SVG are compressed already. */
export const COMPRESSIBLE = /\.(css|html|js|json|map|mjs|svg|txt|webmanifest|xml)$/;

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (COMPRESSIBLE.test(entry.name)) yield file;
  }
}

/**
 * Writes file.br and file.gz beside each text file under dir, each only when it is smaller.
 * @param {string} dir
 */
export function precompressDir(dir) {
  let written = 0;
  for (const file of filesUnder(dir)) {
    const bytes = readFileSync(file);
    /** @type {[string, Buffer][]} */
    const copies = [
      [".br", brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
      [".gz", gzipSync(bytes, { level: 9 })],
    ];
    for (const [suffix, compressed] of copies) {
      if (compressed.length < bytes.length) {
        writeFileSync(file + suffix, compressed);
        written++;
      } else {
        rmSync(file + suffix, { force: true });
      }
    }
  }
  return written;
}

/**
 * A Vite plugin. It runs when the server build closes: React Router writes the browser
 * manifest and moves server-emitted assets into build/client during that build.
 * @returns {import("vite").Plugin}
 */
export function precompress() {
  return {
    name: "starcast-precompress",
    apply: "build",
    closeBundle() {
      if (this.environment.name !== "ssr") return;
      // React Router keeps the two builds side by side: build/server and build/client.
      const { root, build } = this.environment.config;
      const clientDir = path.resolve(root, build.outDir, "../client");
      const written = precompressDir(clientDir);
      this.environment.logger.info(
        `precompressed: ${written} .br/.gz files in ${path.relative(root, clientDir)}`,
      );
    },
  };
}
