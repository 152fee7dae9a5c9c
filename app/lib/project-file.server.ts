// Files shipped beside the code (migrations, the places table) are found by walking up, since
// the code runs from app/lib in development and tests and from a chunk under build/server
// once bundled.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The absolute path of `relative` in the nearest folder above this module that holds it. */
export function projectFile(relative: string): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir)
      throw new Error(`${relative} not found above ${import.meta.url}`);
  }
}
