// Unit tests reach db() through tests/support/database.ts (vitest.config.ts), not the site's
// PGlite folder: a test file that opened one on disk would pay initdb for nothing.
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";

it("opens the test database, never a PGlite folder in DATA_DIR", async () => {
  await (await db()).execute(sql`select 1`);
  expect(existsSync(path.join(env().DATA_DIR, "pglite"))).toBe(false);
});
