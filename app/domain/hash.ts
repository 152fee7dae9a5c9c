// The one string hash and the one seeded generator: the same on every platform and in every
// release, for seeds (readings, star fields) and ETags. Neither is for anything secret.

/** FNV-1a, 32-bit, over UTF-16 code units: tiny, fast and identical everywhere. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The first half of murmur3's finaliser: seeds that differ only at their end spread apart. */
export function avalanche(n: number): number {
  let h = n >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** murmur3's whole finaliser: a 32-bit integer hash, the same on every platform and release. */
export function mix32(n: number): number {
  const h = Math.imul(avalanche(n), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: numbers in [0, 1) from a 32-bit seed, the same sequence every time. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
