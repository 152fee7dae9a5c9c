// Heavy work never stops the site (issue 29, ADR 017): with the pool's one thread busy and no
// room to wait, a new computation is refused at once with 503 and Retry-After while the home
// page keeps answering; and one address past HEAVY_RATE_LIMIT new computations a minute gets a
// 429 with Retry-After, while answers already computed are still served.
import { describe, expect, it } from "vitest";
import { startServer } from "../support/built-server";

const year = (y: number) => `/api/calendar?from=${y}-01-01&to=${y}-12-31`;

describe("heavy work", () => {
  it(
    "refuses new work at once when the pool is full, and the home page keeps answering",
    { timeout: 120_000 },
    async () => {
      const server = await startServer({ env: { WORKER_THREADS: "1", WORKER_QUEUE: "0" } });
      try {
        const timed = async (path: string) => {
          const started = performance.now();
          const response = await fetch(server.origin + path);
          return { response, body: await response.text(), ms: performance.now() - started };
        };
        // A year of every kind of event: seconds of ephemeris for the one thread.
        const first = timed(year(1911));
        await new Promise((resolve) => setTimeout(resolve, 300));
        const flood = await Promise.all([1912, 1913, 1914].map((y) => timed(year(y))));
        const homes = await Promise.all(Array.from({ length: 5 }, () => timed("/")));
        const done = await first;

        expect(done.response.status).toBe(200);
        for (const refused of flood) {
          expect(refused.response.status).toBe(503);
          expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
          expect(JSON.parse(refused.body)).toMatchObject({ error: { code: "busy" } });
          expect(refused.ms).toBeLessThan(done.ms);
        }
        for (const home of homes) expect(home.response.status).toBe(200);
      } finally {
        await server.stop();
      }
    },
  );

  it(
    "answers 429 with Retry-After to an address past its new computations, cached ones still 200",
    { timeout: 120_000 },
    async () => {
      const server = await startServer({ env: { HEAVY_RATE_LIMIT: "2" } });
      try {
        const get = (path: string) => fetch(server.origin + path);
        // One day of seasons: a new computation, but a quick one.
        const day = (d: number) => `/api/calendar?from=2031-03-${d}&to=2031-03-${d}&events=seasons`;
        expect((await get(day(10))).status).toBe(200);
        expect((await get(day(11))).status).toBe(200);
        const limited = await get(day(12));
        expect(limited.status).toBe(429);
        expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await limited.json()).toMatchObject({ error: { code: "rate_limited" } });
        // The same kinds in another order are the same answer, already computed.
        expect(
          (await get(`/api/calendar?from=2031-03-10&to=2031-03-10&events=seasons,seasons`)).status,
        ).toBe(200);
        // Pages say it too, with Retry-After.
        const page = await get("/calendar/retrogrades/1950");
        expect(page.status).toBe(429);
        expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
        const feed = await get("/calendar.ics?events=eclipses");
        expect(feed.status).toBe(429);
      } finally {
        await server.stop();
      }
    },
  );
});
