// Each test file gets its own DATA_DIR (for the mail outbox) and its own in-memory PGlite,
// or, with DATABASE_URL (CI), the shared PostgreSQL, where tests keep apart by unique emails.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, setDatabaseOpener } from "~/lib/db.server";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "starcast-test-"));
setDatabaseOpener(() => openDatabase({ databaseUrl: process.env.DATABASE_URL }));
