// With its database out of reach the server says so on /healthz (503, nothing more), keeps
// serving the pages that need no database, and logs the reason with the request's id.
import { expect, it } from "vitest";
import { freePort, logLines, startServer } from "../support/built-server";

const DB_PASSWORD = "Umber-Falcon-2291";

it(
  "answers 503 on /healthz while the database is unreachable, and serves what needs none",
  { timeout: 60_000 },
  async () => {
    // A port nothing listens on: every connection is refused at once.
    const closed = await freePort();
    const server = await startServer({
      env: { DATABASE_URL: `postgres://starcast:${DB_PASSWORD}@127.0.0.1:${closed}/starcast` },
      readyPath: "/about",
    });
    try {
      const health = await fetch(`${server.origin}/healthz`);
      expect(health.status).toBe(503);
      expect(health.headers.get("cache-control")).toBe("no-store");
      expect(await health.text()).toBe('{"status":"unavailable","database":"unreachable"}');

      for (const path of [
        "/",
        "/horoscopes/daily/aries",
        "/tarot",
        "/api/horoscope/daily?date=2026-11-21",
      ]) {
        expect((await fetch(server.origin + path)).status, path).toBe(200);
      }

      // A member's page needs the database: a plain error page, the cause only in the log.
      const account = await fetch(`${server.origin}/account`, {
        headers: { Cookie: "starcast_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
      });
      expect(account.status).toBe(500);
      const page = await account.text();
      expect(page).not.toMatch(/ECONNREFUSED|\n\s+at |node_modules/);
      const requestId = account.headers.get("x-request-id");

      await server.stop();
      const lines = logLines<{
        level: number;
        msg: string;
        requestId?: string;
        err?: { message: string };
      }>(server);
      const failure = lines.find((line) => line.level >= 50 && line.requestId === requestId);
      expect(failure?.err?.message).toMatch(/ECONNREFUSED/);
      expect(lines.some((line) => line.msg === "health: the database does not answer")).toBe(true);
      expect(server.log()).not.toContain(DB_PASSWORD);
    } finally {
      await server.stop();
    }
  },
);
