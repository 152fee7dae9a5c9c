// `npm run backup` and `npm run restore -- FILE` for PGlite (DATA_DIR/pglite): PGlite's own
// dump of its data folder as a .tar.gz, taken with the server stopped so no write is half-made.
// PostgreSQL is backed up with pg_dump (docs/operations.md).
import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGLITE_SETTINGS } from "~/lib/open-database.server";

async function open(dataDir: string, loadDataDir?: Blob) {
  const { PGlite } = await import("@electric-sql/pglite");
  return PGlite.create({
    dataDir,
    loadDataDir,
    initDbStartParams: PGLITE_SETTINGS,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
}

/** Writes DATA_DIR/pglite to `file` (a .tar.gz); refuses while a server has it open. */
export async function backupPglite(dataDir: string, file: string, force = false): Promise<number> {
  const folder = path.join(dataDir, "pglite");
  if (!existsSync(path.join(folder, "PG_VERSION")))
    throw new Error(`No PGlite database in ${folder}`);
  if (existsSync(path.join(folder, "postmaster.pid")) && !force)
    throw new Error(
      `${folder} is open (postmaster.pid): stop the server first, or pass --force if it crashed`,
    );
  const client = await open(folder);
  try {
    // A checkpoint first, so the dump needs no write-ahead log replay to be whole.
    await client.exec("CHECKPOINT");
    const dump = await client.dumpDataDir("gzip");
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    const bytes = Buffer.from(await dump.arrayBuffer());
    await writeFile(file, bytes);
    return bytes.length;
  } finally {
    await client.close();
  }
}

/** Restores a backup into DATA_DIR/pglite, which must be missing or empty. */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  const folder = path.join(dataDir, "pglite");
  if (existsSync(folder) && readdirSync(folder).length > 0)
    throw new Error(`${folder} is not empty: restore into a new DATA_DIR`);
  const archive = new Blob([await readFile(file)], { type: "application/x-gzip" });
  await mkdir(dataDir, { recursive: true });
  const client = await open(folder, archive);
  await client.close();
}
