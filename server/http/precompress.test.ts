import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { precompressDir } from "./precompress.js";

const dir = mkdtempSync(path.join(tmpdir(), "starcast-precompress-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("precompressDir", () => {
  it("writes .br and .gz beside text files that shrink, and leaves the rest alone", () => {
    mkdirSync(path.join(dir, "assets"));
    const css = ".sign { color: rebeccapurple; }\n".repeat(200);
    writeFileSync(path.join(dir, "assets/app.css"), css);
    writeFileSync(path.join(dir, "tiny.js"), "1");
    writeFileSync(path.join(dir, "font.woff2"), Buffer.alloc(4096, 7));
    writeFileSync(path.join(dir, "assets/app.css.br"), "stale");

    expect(precompressDir(dir)).toBe(2);
    const file = path.join(dir, "assets/app.css");
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(css);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(css);
    expect(existsSync(path.join(dir, "tiny.js.br"))).toBe(false);
    expect(existsSync(path.join(dir, "font.woff2.gz"))).toBe(false);
  });
});
