// Each test file gets its own DATA_DIR (PGlite files and outbox) unless DATABASE_URL points at
// a shared PostgreSQL, in which case tests keep apart by using unique emails.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "starcast-test-"));
