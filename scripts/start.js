// `npm start`: builds when the build is missing or older than the sources, then serves it.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const built = path.join(root, "build/server/index.js");
const SOURCES = [
  "app",
  "server",
  "db",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];

/** @param {string} target */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

// The birthplace table is generated, not committed (scripts/build-places.js).
execFileSync(process.execPath, [path.join(root, "scripts/build-places.js"), "--if-missing"], {
  cwd: root,
  stdio: "inherit",
});

const sourcesTime = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (!existsSync(built) || statSync(built).mtimeMs < sourcesTime) {
  console.log("Building Starcast (the build is missing or older than the sources)...");
  execFileSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
}

process.env.NODE_ENV ??= "production";
await import("../server/main.js");
