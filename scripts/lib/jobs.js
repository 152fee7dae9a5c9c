// The built jobs entry (build/server/jobs.js) for the scripts that run jobs: no build, a clear
// message instead of a stack.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export async function loadJobs() {
  const file = path.join(root, "build/server/jobs.js");
  if (!existsSync(file)) {
    console.error("No build: run `npm run build` first (scripts run the production build).");
    process.exit(1);
  }
  try {
    return await import(file);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
