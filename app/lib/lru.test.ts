import { describe, expect, it } from "vitest";
import { Lru } from "~/lib/lru";

describe("Lru", () => {
  it("evicts the least recently used entry past its capacity", () => {
    const lru = new Lru<string, number>(2);
    lru.set("a", 1);
    lru.set("b", 2);
    expect(lru.get("a")).toBe(1); // a is now newer than b
    lru.set("c", 3);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe(1);
    expect(lru.get("c")).toBe(3);
    expect(lru.size).toBe(2);
  });

  it("creates a value once and then reuses it", () => {
    const lru = new Lru<string, object>(4);
    let made = 0;
    const make = () => ({ n: ++made });
    const first = lru.getOrCreate("k", make);
    expect(lru.getOrCreate("k", make)).toBe(first);
    expect(made).toBe(1);
  });

  it("refuses a capacity below one", () => {
    expect(() => new Lru(0)).toThrow(RangeError);
  });
});
