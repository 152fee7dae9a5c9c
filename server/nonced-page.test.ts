import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gunzipSync, gzipSync } from "node:zlib";
import { NoncedPage } from "./nonced-page";
import { newNonce } from "./security";

const MARK = "starcast-page-cache-nonce";

describe("NoncedPage", () => {
  it("gives the page with the nonce in every place, plain and gzipped, for any page and nonce", () => {
    const unit = fc.constantFrom("a", " ", "<", ">", "\0", "é", "♈", "\n", "nonce=");
    const pieces = fc.array(fc.string({ unit }), { minLength: 1, maxLength: 8 });
    const nonce = fc.base64String({ minLength: 24, maxLength: 24 });
    fc.assert(
      fc.property(pieces, nonce, nonce, (parts, first, second) => {
        const page = new NoncedPage(parts.join(MARK), MARK);
        for (const n of [first, second]) {
          expect(page.plain(n).toString()).toBe(parts.join(n));
          expect(gunzipSync(page.gzip(n)).toString()).toBe(parts.join(n));
        }
      }),
    );
  });

  it("zips a page to little more than zipping it whole: the nonces go in as they are", () => {
    const head = Array.from(
      { length: 15 },
      (_, i) => `<link href="/assets/c-${i}.js" nonce="${MARK}"/>`,
    );
    const body = Array.from(
      { length: 200 },
      (_, i) => `<p class="reading">Line ${i} for Aries.</p>`,
    );
    const html = `<!DOCTYPE html><html><head>${head.join("")}</head><body>${body.join("")}</body></html>`;
    const nonce = newNonce();
    const zipped = new NoncedPage(html, MARK).gzip(nonce);
    const whole = gzipSync(html.replaceAll(MARK, nonce), { level: 9 });
    expect(gunzipSync(zipped).toString()).toBe(html.replaceAll(MARK, nonce));
    // Zipped whole, the fifteen equal nonces shrink to one; here each costs its bytes, a
    // stored-block header and a new Huffman block after it.
    expect(zipped.length).toBeLessThan(whole.length + 15 * (nonce.length + 20));
  });

  it("refuses a gzip nonce of another length than the first", () => {
    const page = new NoncedPage(`<script nonce="${MARK}"></script>`, MARK);
    page.gzip("a".repeat(24));
    expect(() => page.gzip("short")).toThrow(RangeError);
  });
});
