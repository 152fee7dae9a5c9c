// A full disk under DATA_DIR (issue 42): forms that write answer 503 with Retry-After and write
// nothing, /readyz says the storage is full while /livez and the pages that only read answer,
// and once space is freed the next sign-up works with no restart. On a small tmpfs that root
// mounts; where mounting is not allowed, skipped with a message.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outageOf } from "~/lib/outage.server";
import { startServer, type RunningServer } from "../support/built-server";

const PASSWORD = "violet comet orchard";

function mountTmpfs(megabytes: number): string | undefined {
  const folder = mkdtempSync(path.join(tmpdir(), "starcast-full-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m`, "tmpfs", folder], {
      stdio: "ignore",
    });
    return folder;
  } catch {
    rmSync(folder, { recursive: true, force: true });
    return undefined;
  }
}

function unmount(folder: string) {
  execFileSync("umount", [folder]);
  rmSync(folder, { recursive: true, force: true });
}

/** Writes a file until the file system refuses: no room is left. */
function fill(folder: string): string {
  const filler = path.join(folder, "filler");
  execFileSync("sh", ["-c", `dd if=/dev/zero of=${filler} bs=64k 2>/dev/null || true`]);
  return filler;
}

const mounted = mountTmpfs(96);
if (!mounted) console.warn("full-disk tests skipped: this machine does not let us mount a tmpfs");
afterAll(() => mounted && unmount(mounted));

describe.skipIf(!mounted)("a full disk", () => {
  it("is a storage outage when PGlite cannot extend a table", async () => {
    const dataDir = path.join(mounted!, "pglite-direct");
    const db = new PGlite({ dataDir });
    await db.exec("create table notes (body text)");
    const filler = fill(mounted!);
    const failure = await db.query("insert into notes values ($1)", ["x".repeat(100_000)]).then(
      () => undefined,
      (error: unknown) => error,
    );
    rmSync(filler);
    expect(failure).toBeDefined();
    expect(outageOf(failure)).toEqual({ kind: "storage", retryAfterSeconds: 60 });
    // PGlite lives on: once there is room the same instance writes again.
    await db.query("insert into notes values ($1)", ["after"]);
    expect((await db.query("select count(*)::int as n from notes")).rows).toEqual([{ n: 1 }]);
    await db.close();
    rmSync(dataDir, { recursive: true });
  });

  describe("under the built server", () => {
    let server: RunningServer;
    const origin = () => `http://127.0.0.1:${server.port}`;
    const post = (route: string, form: Record<string, string>) =>
      fetch(origin() + route, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: origin(), "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form),
      });
    const person = (email: string) => ({
      firstName: "Ada",
      lastName: "Byron",
      email,
      password: PASSWORD,
    });

    beforeAll(async () => {
      const dataDir = path.join(mounted!, "data");
      mkdirSync(dataDir);
      // /readyz opens (and makes) the database before the test begins.
      server = await startServer({ env: { DATA_DIR: dataDir }, readyPath: "/readyz" });
    });
    afterAll(() => server?.stop());

    it("refuses writes with 503, reads on, and recovers once space is freed", async () => {
      expect((await post("/auth", person("first@example.com"))).status).toBe(302);
      const filler = fill(mounted!);
      // The disk is looked at every two seconds at most.
      await new Promise((resolve) => setTimeout(resolve, 2_100));

      const health = await fetch(`${origin()}/readyz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({
        status: "unavailable",
        database: "ok",
        storage: "full",
      });
      expect((await fetch(`${origin()}/livez`)).status).toBe(200);

      const refused: string[] = [];
      for (let i = 0; i < 5; i++) {
        const email = `full-${i}@example.com`;
        const answer = await post("/auth", person(email));
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe("60");
        expect(await answer.text()).toContain("Starcast has run out of storage space");
        refused.push(email);
      }
      const newsletter = await post("/newsletter", { email: "reader@example.com" });
      expect(newsletter.status).toBe(503);
      // Reading needs no room: the pages answer.
      for (const page of ["/", "/horoscopes/daily/leo", "/tarot"]) {
        expect((await fetch(origin() + page)).status, page).toBe(200);
      }

      rmSync(filler);
      const until = Date.now() + 15_000;
      while ((await fetch(`${origin()}/readyz`)).status !== 200 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect((await fetch(`${origin()}/readyz`)).status).toBe(200);
      // Nothing of the refused sign-ups was kept: each address signs up now as a new one.
      for (const email of refused) expect((await post("/auth", person(email))).status).toBe(302);
      // The newsletter's confirmation, had it been taken, would be here, whole or not at all.
      const outbox = path.join(mounted!, "data", "outbox");
      const files = existsSync(outbox) ? readdirSync(outbox) : [];
      expect(files.filter((name) => !name.endsWith(".eml"))).toEqual([]);
    });
  });
});

// The outbox on a full disk: the mail fails (pg-boss retries the daily one), and no half a
// message is left behind.
describe.skipIf(!mounted)("the outbox", () => {
  it("leaves no partial file when a mail cannot be written", async () => {
    const dataDir = path.join(mounted!, "outbox-only");
    mkdirSync(path.join(dataDir, "outbox"), { recursive: true });
    process.env.DATA_DIR = dataDir;
    const { sendMail } = await import("~/lib/email.server");
    const filler = fill(mounted!);
    const failure = await sendMail({
      to: "reader@example.com",
      subject: "A long letter",
      text: "stars ".repeat(200_000),
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    rmSync(filler);
    expect(outageOf(failure)?.kind).toBe("storage");
    expect(readdirSync(path.join(dataDir, "outbox"))).toEqual([]);
  });
});
