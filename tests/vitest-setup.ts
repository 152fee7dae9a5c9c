// Each test file gets its own DATA_DIR (for the mail outbox). Its database (in-memory PGlite, or
// the shared PostgreSQL with DATABASE_URL, where tests keep apart by unique emails) comes from
// tests/support/database.ts, which vitest.config.ts puts in place of app/lib/site-database.server.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "starcast-test-"));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
// Tests that mail or fail on purpose would otherwise write log lines over the reporter's output.
process.env.LOG_LEVEL ??= "silent";
