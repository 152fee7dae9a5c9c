// `npm run backup`: a consistent copy of the PGlite database (DATA_DIR/pglite) as a .tar.gz,
// its path printed; stop the server first. `-- FILE` names the file. PostgreSQL: pg_dump
// (docs/operations.md#backups).
import path from "node:path";
import { loadJobs } from "./lib/jobs.js";

const jobs = await loadJobs();
const { DATA_DIR, DATABASE_URL } = jobs.env();
if (DATABASE_URL) {
  console.error("DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/operations.md).");
  process.exit(2);
}
const args = process.argv.slice(2);
const named = args.find((arg) => !arg.startsWith("--"));
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = path.resolve(named ?? path.join(DATA_DIR, "backups", `starcast-${stamp}.tar.gz`));
try {
  const bytes = await jobs.backupPglite(DATA_DIR, file, args.includes("--force"));
  console.log(`${file} (${Math.round(bytes / 1024)} KB)`);
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
