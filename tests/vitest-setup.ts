// Each test file gets its own DATA_DIR (for the mail outbox) and its own in-memory PGlite,
// or, with DATABASE_URL (CI), the shared PostgreSQL, where tests keep apart by unique emails.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { setDatabaseOpener } from "~/lib/db.server";
import { testDatabase } from "./support/database";

const dataDir = mkdtempSync(path.join(tmpdir(), "starcast-test-"));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
setDatabaseOpener(testDatabase);
// Tests that mail or fail on purpose would otherwise write log lines over the reporter's output.
process.env.LOG_LEVEL ??= "silent";
