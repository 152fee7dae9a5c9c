// A week or month not yet made is made in the worker pool (issue 42), under one key however its
// date is written, counted against the address's heavy limit; requests for one period in flight
// share one making; the API answers a refusal as JSON with Retry-After, a page as a 429 page.
import { describe, expect, it } from "vitest";
import { startServer } from "../support/built-server";

describe("weekly and monthly readings", () => {
  it(
    "are made once a period, in the pool, behind the heavy limit",
    { timeout: 120_000 },
    async () => {
      const server = await startServer({ env: { HEAVY_RATE_LIMIT: "2" } });
      try {
        const get = (path: string) => fetch(server.origin + path);
        // Three asks for one cold month at once, written three ways: one making, one count.
        const month = await Promise.all(
          ["2031-05-03", "5/20/2031", "2031-05-31"].map((date) =>
            get(`/api/horoscope/monthly?date=${encodeURIComponent(date)}`),
          ),
        );
        const etags = new Set(month.map((r) => r.headers.get("etag")));
        expect(month.map((r) => r.status)).toEqual([200, 200, 200]);
        expect(etags.size).toBe(1);
        const twelve = (await month[0]!.json()) as { horoscopes: { zodiacSign: string }[] };
        expect(twelve.horoscopes).toHaveLength(12);
        // A sign's answer and page for that month were made with the twelve: not counted again.
        const leo = await get("/api/horoscope/monthly?date=2031-05-09&zodiacSign=leo");
        expect(leo.status).toBe(200);
        expect((await get("/horoscopes/monthly/leo?date=2031-05-09")).status).toBe(200);
        // A cold week is the second new making; a second cold month, past the limit of two.
        expect((await get("/api/horoscope/weekly?date=2031-05-07&zodiacSign=Aries")).status).toBe(
          200,
        );
        const limited = await get("/api/horoscope/monthly?date=2031-06-01");
        expect(limited.status).toBe(429);
        expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await limited.json()).toMatchObject({ error: { code: "rate_limited" } });
        const page = await get("/horoscopes/weekly/virgo?date=2031-07-07");
        expect(page.status).toBe(429);
        expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
        // What was made is still answered, and a matching ETag still gets 304.
        const again = await get("/api/horoscope/monthly?date=2031-05-15");
        expect(again.status).toBe(200);
        const kept = await fetch(`${server.origin}/api/horoscope/monthly?date=2031-05-15`, {
          headers: { "If-None-Match": again.headers.get("etag")! },
        });
        expect(kept.status).toBe(304);
      } finally {
        await server.stop();
      }
    },
  );
});
