// /synastry casts a new pair's two charts and reads them together in the worker pool (ADR 018),
// counted against the address's heavy limit like the other heavy work; its empty form, which
// casts nothing, is not counted.
import { describe, expect, it } from "vitest";
import { startServer } from "../support/built-server";

const A = "a.name=Ada&a.date=1990-07-04&a.time=15%3A30&a.place=5128581&a.houses=placidus";
const B = "b.name=Ben&b.date=1988-03-12&b.time=08%3A10&b.place=2759794&b.houses=placidus";

describe("/synastry", () => {
  it("reads a pair in the pool, behind the heavy limit", { timeout: 120_000 }, async () => {
    const server = await startServer({ env: { HEAVY_RATE_LIMIT: "1" } });
    try {
      const get = (query: string) => fetch(`${server.origin}/synastry?${query}`);
      const first = await get(`${A}&${B}`);
      expect(first.status).toBe(200);
      expect(await first.text()).toContain("Ada and Ben");
      // The same pair again is kept, not computed (nor counted) again.
      expect((await get(`${A}&${B}`)).status).toBe(200);
      // A second pair is a second computation: past the limit of one a minute.
      const second = await get(`${A}&${B.replace("1988", "1989")}`);
      expect(second.status).toBe(429);
      expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await get("")).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
