// /forecast's year-ahead answers are kept between visits (server/pool/heavy.ts loaderRun): a
// second visit to the same chart starts no new computation, so it passes an address's heavy
// limit that a first visit (five or six computations) has used up.
import { describe, expect, it } from "vitest";
import { startServer } from "../support/built-server";

const YEAR = "/forecast?date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";

describe("/forecast", () => {
  it("serves a chart's year again without computing it again", { timeout: 180_000 }, async () => {
    const server = await startServer({ env: { HEAVY_RATE_LIMIT: "6" } });
    try {
      const get = (path: string) => fetch(server.origin + path);
      expect((await get(YEAR)).status).toBe(200);
      expect((await get(YEAR)).status).toBe(200);
      // Another chart needs new computations: past the limit now.
      expect((await get(YEAR.replace("1990", "1991"))).status).toBe(429);
    } finally {
      await server.stop();
    }
  });
});
