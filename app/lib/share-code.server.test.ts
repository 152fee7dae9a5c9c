import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createShareCodec, shareCodec } from "./share-code.server";

const codec = createShareCodec("a test secret of thirty-two characters or more");
const CHART = "name=Zo%C3%AB&date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";
const SYNASTRY =
  "a.date=1990-07-04&a.time=15%3A30&a.place=5128581&a.houses=placidus" +
  "&b.date=1988-03-12&b.time=08%3A10&b.place=2759794&b.houses=placidus";

/** Every text the code's bytes could show: as they are, and as base64 or hex read back. */
function readings(code: string): string {
  const bytes = Buffer.from(code, "base64url");
  return [code, bytes.toString("latin1"), bytes.toString("utf8"), bytes.toString("hex")].join("\n");
}

describe("share codes", () => {
  it("round-trip chart and synastry queries, accents and long ones included, in URL-safe characters", () => {
    for (const query of [CHART, SYNASTRY, "where=S\u00e3o Paulo", "", "x".repeat(2048)]) {
      const code = codec.encode(query);
      expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(codec.decode(code)).toBe(query);
    }
  });

  it("hold no readable birth data: no date, time, place, name or base64 of them", () => {
    for (const query of [CHART, SYNASTRY]) {
      const seen = readings(codec.encode(query));
      for (const secret of ["1990", "07-04", "15%3A30", "5128581", "Zo", "placidus", "date"]) {
        expect(seen).not.toContain(secret);
      }
      expect(seen).not.toContain(Buffer.from(query).toString("base64url").slice(0, 8));
    }
  });

  it("are the same for the same query (the page's ETag holds), and differ between queries", () => {
    expect(codec.encode(CHART)).toBe(codec.encode(CHART));
    expect(codec.encode(CHART)).not.toBe(codec.encode(CHART.replace("1990", "1991")));
  });

  it("refuse a tampered code: every byte flipped, cut short, grown, or spelled otherwise", () => {
    const code = codec.encode(CHART);
    const bytes = Buffer.from(code, "base64url");
    for (let i = 0; i < bytes.length; i++) {
      const changed = Buffer.from(bytes);
      changed[i]! ^= 0x01;
      expect(codec.decode(changed.toString("base64url")), `byte ${i}`).toBeUndefined();
    }
    expect(codec.decode(bytes.subarray(0, -1).toString("base64url"))).toBeUndefined();
    expect(codec.decode(code.slice(1))).toBeUndefined();
    expect(codec.decode(`${code}A`)).toBeUndefined();
    expect(codec.decode(`${code}==`)).toBeUndefined();
  });

  it("refuse a code sealed under another secret, and what is no code at all", () => {
    const foreign = createShareCodec("another secret, also thirty-two characters long");
    expect(foreign.decode(codec.encode(CHART))).toBeUndefined();
    for (const junk of ["", "A", "abc.def", "_w", "a".repeat(1001), "AQ".padEnd(60, "A")]) {
      expect(codec.decode(junk), junk).toBeUndefined();
    }
    // Sealed, but longer than any form makes: refused rather than inflated without bound.
    expect(codec.decode(codec.encode("x".repeat(2049)))).toBeUndefined();
    // A plain base64 code of the kind shared before is no sealed code.
    expect(codec.decode(Buffer.from(CHART).toString("base64url"))).toBeUndefined();
  });

  it("are short: no longer than the plain base64 codes they replace, a third shorter for two", () => {
    const plain = (query: string) => Buffer.from(query).toString("base64url").length;
    expect([plain(CHART), codec.encode(CHART).length]).toEqual([96, 95]);
    expect([plain(SYNASTRY), codec.encode(SYNASTRY).length]).toEqual([178, 118]);
  });

  it("use the secret kept in DATA_DIR when SHARE_SECRET is unset, the same on each call", () => {
    const code = shareCodec().encode(CHART);
    expect(shareCodec().decode(code)).toBe(CHART);
    expect(codec.decode(code)).toBeUndefined();
    const file = path.join(process.env.DATA_DIR!, "share-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(createShareCodec(readFileSync(file, "utf8").trim()).decode(code)).toBe(CHART);
  });
});
