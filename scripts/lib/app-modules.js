// Loads TypeScript modules of app/ (and server/) into a plain Node script through Vite, with the
// app's `~` alias, for the scripts that draw with the site's own code and colours.
import path from "node:path";
import { createServer } from "vite";
import { root } from "./built-server.js";

/**
 * Each module at `paths` (from the repository root, like "/app/domain/palette.ts"), in order.
 * @param {string[]} paths
 */
export async function loadAppModules(paths) {
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: "error",
    resolve: { alias: { "~": path.join(root, "app") } },
    server: { middlewareMode: true, hmr: false },
    appType: "custom",
  });
  try {
    const modules = [];
    for (const file of paths) modules.push(await vite.ssrLoadModule(file));
    return modules;
  } finally {
    await vite.close();
  }
}
