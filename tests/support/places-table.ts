// Vitest's global set-up: the birthplace table (app/domain/places/places.tsv) is generated, not
// committed, so the tests make it when it is missing, as `npm run build` does.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export default function setup() {
  const script = fileURLToPath(new URL("../../scripts/build-places.js", import.meta.url));
  execFileSync(process.execPath, [script, "--if-missing"], { stdio: "inherit" });
}
