// With its database out of reach the server says so on /readyz and /healthz (503, nothing
// more), stays alive on /livez, keeps serving the pages that need no database, answers those
// that need it with a 503 and Retry-After, and logs the reason with the request's id.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
      for (const path of ["/healthz", "/readyz"]) {
        const health = await fetch(server.origin + path);
        expect(health.status).toBe(503);
        expect(health.headers.get("cache-control")).toBe("no-store");
        expect(await health.json()).toEqual({
          status: "unavailable",
          database: "unreachable",
          storage: "ok",
        });
      }
      const live = await fetch(`${server.origin}/livez`);
      expect([live.status, await live.json()]).toEqual([200, { status: "ok" }]);

      for (const path of [
        "/",
        "/horoscopes/daily/aries",
        "/tarot",
        "/api/horoscope/daily?date=2026-11-21",
      ]) {
        expect((await fetch(server.origin + path)).status, path).toBe(200);
      }

      // A member's page needs the database: a 503 that says so plainly, the cause only in the
      // log, and no script (the page is whole as it is).
      const cookie = { Cookie: "starcast_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" };
      const account = await fetch(`${server.origin}/account`, { headers: cookie });
      expect(account.status).toBe(503);
      expect(account.headers.get("retry-after")).toBe("5");
      const page = await account.text();
      expect(page).toContain("Starcast cannot reach its database just now");
      expect(page).not.toMatch(/ECONNREFUSED|\n\s+at |node_modules|<script/);
      const requestId = account.headers.get("x-request-id");

      // A public page for a member with a cookie still shows, as to a visitor, and says why.
      const home = await fetch(`${server.origin}/horoscopes/daily/leo`, { headers: cookie });
      expect(home.status).toBe(200);
      expect(home.headers.get("set-cookie")).toBeNull();
      expect(await home.text()).toContain("Your account cannot be reached just now");

      // A form that writes: 503 with Retry-After.
      const form = new URLSearchParams({
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        password: DB_PASSWORD,
      });
      const signUp = await fetch(`${server.origin}/auth`, {
        method: "POST",
        body: form,
        headers: { Origin: server.origin },
        redirect: "manual",
      });
      expect(signUp.status).toBe(503);
      expect(signUp.headers.get("retry-after")).toBe("5");

      await server.stop();
      const lines = logLines<{
        level: number;
        msg: string;
        requestId?: string;
        err?: { message: string };
      }>(server);
      const failure = lines.find((line) => line.level === 40 && line.requestId === requestId);
      expect(failure?.err?.message).toMatch(/ECONNREFUSED/);
      // Foreseen faults are warnings: nothing at error level names the refused connection.
      expect(
        lines.filter((line) => line.level >= 50 && /ECONNREFUSED/.test(line.err?.message ?? "")),
      ).toEqual([]);
      expect(lines.some((line) => line.msg === "health: the database does not answer")).toBe(true);
      expect(server.log()).not.toContain(DB_PASSWORD);
    } finally {
      await server.stop();
    }
  },
);

it(
  "is live at once and says 'starting' until a new PGlite database is made",
  { timeout: 90_000 },
  async () => {
    // A DATA_DIR of its own, empty: not a copy of the run's migrated one.
    const dataDir = mkdtempSync(path.join(tmpdir(), "starcast-health-"));
    const server = await startServer({ env: { DATA_DIR: dataDir }, readyPath: "/livez" });
    try {
      // Making and migrating a new DATA_DIR takes seconds; the check waits one for select 1.
      const first = await fetch(`${server.origin}/readyz`);
      expect(first.status).toBe(503);
      expect(first.headers.get("retry-after")).toBe("5");
      expect(await first.json()).toEqual({
        status: "starting",
        database: "starting",
        storage: "ok",
      });
      expect((await fetch(`${server.origin}/livez`)).status).toBe(200);
      await expect
        .poll(async () => (await fetch(`${server.origin}/readyz`)).status, { timeout: 60_000 })
        .toBe(200);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
