// `npm run restore -- FILE`: a backup from `npm run backup` into DATA_DIR/pglite, which must be
// empty (a new DATA_DIR); then start the server on it.
import path from "node:path";
import { loadJobs } from "./lib/jobs.js";

const [file] = process.argv.slice(2);
if (!file) {
  console.error("Usage: npm run restore -- FILE (a .tar.gz from npm run backup)");
  process.exit(2);
}
const jobs = await loadJobs();
const { DATA_DIR } = jobs.env();
try {
  await jobs.restorePglite(DATA_DIR, path.resolve(file));
  console.log(`Restored ${file} into ${path.join(DATA_DIR, "pglite")}`);
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
