// A member's day in a new 30-day block builds that block's sky table, seconds of ephemeris:
// /today makes it in the worker pool, behind the same per-address limit as the other heavy
// work (issue 29), so a member cannot stop the site by paging through the years.
import { describe, expect, it } from "vitest";
import { startServer } from "../support/built-server";

describe("/today's day", () => {
  it(
    "is made in the worker pool and counted against the address's heavy limit",
    { timeout: 120_000 },
    async () => {
      // A new day is two computations: the day's readings for the signs (issue 42) and the
      // chart's 30-day block; so a limit of two lets one new day through.
      const server = await startServer({ env: { HEAVY_RATE_LIMIT: "2" } });
      try {
        const origin = server.origin;
        const signedUp = await fetch(`${origin}/auth`, {
          method: "POST",
          headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            firstName: "Mira",
            lastName: "Ceti",
            email: `today-pool-${Date.now()}@example.com`,
            password: "violet comet orchard",
          }),
          redirect: "manual",
        });
        expect(signedUp.status).toBeLessThan(400);
        const cookie = /starcast_session=[^;]+/.exec(signedUp.headers.get("set-cookie") ?? "")![0];
        const saved = await fetch(
          `${origin}/chart?name=Mira&date=1990-07-04&time=15%3A30&place=5128581&houses=placidus`,
          {
            method: "POST",
            headers: {
              Origin: origin,
              Cookie: cookie,
              "Content-Type": "application/x-www-form-urlencoded",
            },
            body: new URLSearchParams({ label: "Birth", own: "on" }),
            redirect: "manual",
          },
        );
        expect(saved.status).toBeLessThan(400);
        const day = (date: string) =>
          fetch(`${origin}/today?date=${date}`, { headers: { Cookie: cookie } });

        const first = await day("1950-01-15");
        expect(first.status).toBe(200);
        expect(await first.text()).toContain("15 January 1950");
        // A second new day is two more: past the limit of two a minute.
        const second = await day("1960-06-15");
        expect(second.status).toBe(429);
        expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
        // The day already made is kept, and costs nothing.
        expect((await day("1950-01-15")).status).toBe(200);
      } finally {
        await server.stop();
      }
    },
  );
});
