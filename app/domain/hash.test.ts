import { describe, expect, it } from "vitest";
import { fnv1a, mulberry32 } from "~/domain/hash";

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
