// Creates an empty PGlite database (PostgreSQL's initdb) in the folder given, in a process of
// its own: initdb grows PGlite's WebAssembly memory to over 700 MB, which never shrinks, so
// the server opens the finished folder instead of keeping that peak (ADR 019).
// node db/create-pglite.js <folder> '<initdb arguments as JSON>'
import { PGlite } from "@electric-sql/pglite";

const [dataDir, args = "[]"] = process.argv.slice(2);
if (!dataDir) {
  console.error("usage: node db/create-pglite.js <folder> [initdb arguments as JSON]");
  process.exit(2);
}
const client = new PGlite(dataDir, { initDbStartParams: JSON.parse(args) });
await client.waitReady;
await client.close();
