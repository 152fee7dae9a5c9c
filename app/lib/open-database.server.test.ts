// PGlite on disk as the server opens it: a new folder is created by initdb in a child process,
// so this process never holds initdb's 700 MB of WebAssembly memory, and PostgreSQL runs with
// shared buffers sized for our tables (ADR 019).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/lib/open-database.server";

const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))?.[1]) / 1024;

const folder = mkdtempSync(path.join(tmpdir(), "starcast-db-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function setting(opened: Awaited<ReturnType<typeof openDatabase>>, name: string) {
  const result = (await opened.db.execute(sql.raw(`show ${name}`))) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows[0]?.[name];
}

describe.skipIf(process.env.DATABASE_URL)("PGlite in a folder", () => {
  it("opens a new folder holding well under 400 MB, and opens it again", async () => {
    const before = rssMb();
    const opened = await openDatabase({ dataDir: path.join(folder, "pglite") });
    const grown = rssMb() - before;
    // Measured: about 130 MB with initdb in a child; 600 to 700 MB with it in this process.
    expect(grown).toBeLessThan(250);
    expect(await setting(opened, "shared_buffers")).toBe("16MB");
    await opened.db.execute(sql`create table kept (n int)`);
    await opened.db.execute(sql`insert into kept values (7)`);
    await opened.close();

    const again = await openDatabase({ dataDir: path.join(folder, "pglite") });
    const rows = (await again.db.execute(sql`select n from kept`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows).toEqual([{ n: 7 }]);
    expect(await setting(again, "max_connections")).toBe("10");
    await again.close();
  });
});
