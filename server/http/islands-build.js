// Build step: the pages' own small scripts (app/islands/*.ts, ADR 025), each bundled alone with
// a content-hashed name under build/client/assets. React Router's client build still runs, but
// no page names its files; a route names the islands it wants in its handle (`scripts`), and
// the root writes one <script type="module"> for each, its address read from `virtual:islands`.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "vite";

const VIRTUAL = "virtual:islands";
const RESOLVED = "\0" + VIRTUAL;

/**
 * The islands by name: app/islands/place-search.ts is "place-search".
 * @param {string} root
 * @returns {Record<string, string>}
 */
function islandsIn(root) {
  const dir = path.join(root, "app/islands");
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => [file.slice(0, -3), path.join(dir, file)]),
  );
}

/**
 * A Vite plugin. When the client build closes it bundles each island on its own (no shared
 * chunks, so a page fetches exactly the files it names), and writes their addresses to
 * build/islands.json, which the server build reads through `virtual:islands`. In development
 * the addresses are the sources themselves, which Vite serves.
 * @returns {import("vite").Plugin}
 */
export function islands() {
  let root = process.cwd();
  let command = "build";
  const manifestFile = () => path.join(root, "build/islands.json");
  return {
    name: "starcast-islands",
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      let urls = {};
      if (command === "serve") {
        urls = Object.fromEntries(
          Object.keys(islandsIn(root)).map((name) => [name, `/app/islands/${name}.ts`]),
        );
      } else if (this.environment?.name === "ssr") {
        urls = JSON.parse(readFileSync(manifestFile(), "utf8"));
      }
      // The client build's copy of the root is never loaded: no page runs React's client.
      return `export default ${JSON.stringify(urls)};`;
    },
    async closeBundle() {
      if (command !== "build" || this.environment?.name !== "client") return;
      const outDir = path.resolve(root, this.environment.config.build.outDir);
      const result = await build({
        configFile: false,
        root,
        logLevel: "warn",
        resolve: { alias: { "~": path.join(root, "app") } },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: "es2022",
          rollupOptions: {
            input: islandsIn(root),
            output: { format: "es", entryFileNames: "assets/island-[name]-[hash].js" },
            // Each island is one file: what two share is small enough to repeat.
            preserveEntrySignatures: false,
          },
        },
      });
      // A build without `watch` answers its output (or one per environment), never a watcher.
      const results = /** @type {import("vite").Rollup.RollupOutput[]} */ (
        Array.isArray(result) ? result : [result]
      );
      const outputs = results.flatMap((r) => r.output);
      const chunks = outputs.filter((o) => o.type === "chunk");
      const shared = chunks.filter((c) => !c.isEntry);
      if (shared.length) {
        throw new Error(`islands must not share chunks: ${shared.map((c) => c.fileName)}`);
      }
      const urls = Object.fromEntries(chunks.map((c) => [c.name, `/${c.fileName}`]));
      writeFileSync(manifestFile(), JSON.stringify(urls, null, 2) + "\n");
      this.environment.logger.info(`islands: ${Object.keys(urls).join(", ")}`);
    },
  };
}
