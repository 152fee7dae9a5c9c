// `npm run send-daily`: mails today's reading to every confirmed subscriber (see app/lib/send-daily.server.ts).
// Vite loads the TypeScript directly, as in bench.js, so the script needs no build of its own.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// No config file: the React Router plugin is for pages, and this needs only the "~" alias.
const vite = await createServer({
  root,
  configFile: false,
  resolve: { alias: { "~": path.join(root, "app") } },
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: "custom",
  logLevel: "error",
});
let code = 0;
try {
  const { sendDaily } = await vite.ssrLoadModule("/app/lib/send-daily.server.ts");
  const { database } = await vite.ssrLoadModule("/app/lib/db.server.ts");
  const { sent, skipped } = await sendDaily(new Date());
  console.log(`Daily horoscope: ${sent} sent, ${skipped} skipped (already sent today or failed).`);
  await (await database()).close();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await vite.close();
}
process.exit(code);
