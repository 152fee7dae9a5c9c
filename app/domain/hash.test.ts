import { describe, expect, it } from "vitest";
import { avalanche, fnv1a, mix32, mulberry32 } from "~/domain/hash";

describe("fnv1a", () => {
  it("matches the published FNV-1a 32-bit test vectors", () => {
    expect(fnv1a("")).toBe(0x811c9dc5);
    expect(fnv1a("a")).toBe(0xe40c292c);
    expect(fnv1a("foobar")).toBe(0xbf9cf968);
  });
});

describe("mulberry32", () => {
  it("repeats its sequence for a seed, in [0, 1), and differs between seeds", () => {
    const take = (seed: number) => {
      const next = mulberry32(seed);
      return Array.from({ length: 1000 }, next);
    };
    const a = take(42);
    expect(take(42)).toEqual(a);
    expect(a.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(a).size).toBeGreaterThan(990);
    expect(take(43)).not.toEqual(a);
  });
});

describe("the integer mix", () => {
  it("is murmur3's finaliser: known values, and its first half is the seed avalanche", () => {
    // fmix32 of 1 and of 0xdeadbeef, as murmur3's reference implementation gives them.
    expect(mix32(0)).toBe(0);
    expect(mix32(1)).toBe(0x514e28b7);
    expect(mix32(0xdeadbeef)).toBe(0x0de5c6a9);
    const h = avalanche(0xdeadbeef);
    const full = Math.imul(h, 0xc2b2ae35);
    expect((full ^ (full >>> 16)) >>> 0).toBe(mix32(0xdeadbeef));
  });
});
