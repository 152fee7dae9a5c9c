import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { createLogger } from "~/lib/logger.server";

/** A real pino logger writing into memory; returns it and the lines written so far. */
function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  return { log: createLogger("info", sink), lines };
}

describe("the logger", () => {
  it("writes one JSON line with the time in epoch milliseconds", () => {
    const { log, lines } = capture();
    log.info({ requestId: "abc" }, "request");
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, requestId: "abc", msg: "request" });
    expect(Math.abs((line.time as number) - Date.now())).toBeLessThan(60_000);
  });

  it("masks secrets should a line ever carry them", () => {
    const { log, lines } = capture();
    log.info(
      {
        password: "hunter2-hunter2",
        form: { newPassword: "n3w-pass-word", token: "tok-123456" },
        req: { headers: { cookie: "starcast_session=abc", authorization: "Bearer zzz" } },
      },
      "oops",
    );
    for (const secret of ["hunter2", "n3w-pass", "tok-123456", "starcast_session", "Bearer zzz"]) {
      expect(lines[0]).not.toContain(secret);
    }
    expect(lines[0]).toContain("[redacted]");
  });

  it("logs a failed query's SQL but not the values it was given", () => {
    const { log, lines } = capture();
    const cause = Object.assign(new Error("duplicate key"), {
      detail: "Key (email)=(ada@example.com) already exists.",
    });
    const error = new DrizzleQueryError(
      "insert into users values ($1, $2)",
      ["ada@example.com", "hash-xyz"],
      cause,
    );
    log.error({ err: error }, "request failed");
    expect(lines[0]).toContain("insert into users");
    expect(lines[0]).toContain("duplicate key");
    expect(lines[0]).not.toContain("ada@example.com");
    expect(lines[0]).not.toContain("hash-xyz");
  });

  it("stays quiet at silent", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write: (chunk: Buffer, _e, done) => (lines.push(String(chunk)), done()),
    });
    createLogger("silent", sink).error("nothing to see");
    expect(lines).toEqual([]);
  });
});
