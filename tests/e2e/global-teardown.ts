// Removes the run's data folder (database and outbox); E2E_KEEP_DATA=1 keeps it to look into.
import { rmSync } from "node:fs";

export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && !process.env.E2E_KEEP_DATA) rmSync(dir, { recursive: true, force: true });
}
