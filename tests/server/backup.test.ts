// `npm run backup` copies a stopped server's PGlite database to a file and prints its path;
// `npm run restore -- FILE` puts it into an empty DATA_DIR, where the account still logs in.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { ROOT, startServer } from "../support/built-server";

const run = promisify(execFile);
// PGlite, whatever the shell running the tests has.
const pgliteEnv = { ...process.env };
delete pgliteEnv.DATABASE_URL;
const script = (name: string, dataDir: string, ...args: string[]) =>
  run(process.execPath, [path.join(ROOT, `scripts/${name}.js`), ...args], {
    cwd: ROOT,
    env: { ...pgliteEnv, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });

it("backs up a PGlite DATA_DIR and restores it into a new one", { timeout: 180_000 }, async () => {
  const folder = mkdtempSync(path.join(tmpdir(), "starcast-backup-"));
  const [from, to] = [path.join(folder, "from"), path.join(folder, "to")];
  const email = `backup-${Date.now()}@example.com`;
  const person = { email, password: "violet comet orchard" };
  const post = (origin: string, where: string, form: Record<string, string>) =>
    fetch(origin + where, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    });
  try {
    const first = await startServer({ env: { DATA_DIR: from }, readyPath: "/healthz" });
    const signUp = await post(first.origin, "/auth", {
      firstName: "Vega",
      lastName: "Lyra",
      zodiacSign: "leo",
      ...person,
    });
    expect(signUp.status).toBe(302);
    // While the server has the database open, no backup: it could be half a write.
    await expect(script("backup", from)).rejects.toThrow(/stop the server first/);
    await first.stop();

    const { stdout } = await script("backup", from);
    const file = stdout.trim().split(" (")[0]!;
    expect(existsSync(file)).toBe(true);
    expect(file.startsWith(path.join(from, "backups"))).toBe(true);

    await expect(script("restore", from, file)).rejects.toThrow(/not empty/);
    await script("restore", to, file);
    const second = await startServer({ env: { DATA_DIR: to }, readyPath: "/healthz" });
    try {
      expect((await post(second.origin, "/login", person)).status).toBe(302);
      const wrong = await post(second.origin, "/login", { email, password: "not it at all" });
      expect(wrong.status).toBe(400);
    } finally {
      await second.stop();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
