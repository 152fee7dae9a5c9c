import { writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { forgetStorageChecks, outageOf, storageFull } from "~/lib/outage.server";

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const failure = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (error: unknown) => error,
  );

// What pg raises when PostgreSQL ends a connection or runs out of room, as the server sends it.
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe("outageOf", () => {
  afterEach(forgetStorageChecks);

  it("knows a database that refuses connections, and drizzle's wrapping of it", async () => {
    const client = new pg.Client({ host: "127.0.0.1", port: await closedPort() });
    const refused = await failure(client.connect());
    expect(outageOf(refused)).toEqual({ kind: "database", retryAfterSeconds: 5 });
    const wrapped = new Error("Failed query: select 1", { cause: refused });
    expect(outageOf(wrapped)?.kind).toBe("database");
    expect(outageOf(new AggregateError([new Error("other"), refused]))?.kind).toBe("database");
  });

  it("knows PostgreSQL's shutdowns, lost connections and a full disk by their SQLSTATE", () => {
    expect(
      outageOf(pgError("57P01", "terminating connection due to administrator command")),
    ).toMatchObject({ kind: "database" });
    expect(outageOf(pgError("57P03", "the database system is starting up"))?.kind).toBe("database");
    expect(outageOf(pgError("08006", "connection failure"))?.kind).toBe("database");
    expect(outageOf(new Error("Connection terminated unexpectedly"))?.kind).toBe("database");
    expect(outageOf(pgError("53100", 'could not extend file "base/5/16385"'))).toEqual({
      kind: "storage",
      retryAfterSeconds: 60,
    });
  });

  it("leaves every other fault alone", () => {
    expect(outageOf(pgError("23505", "duplicate key value violates unique constraint"))).toBe(
      undefined,
    );
    expect(outageOf(pgError("42P01", 'relation "users" does not exist'))).toBe(undefined);
    expect(outageOf(new TypeError("Cannot read properties of undefined"))).toBe(undefined);
    expect(outageOf("a string")).toBe(undefined);
  });

  it("takes a write that failed for space as a full disk for a moment", async () => {
    // /dev/full refuses every write with ENOSPC, as a full file system does.
    const full = await failure(writeFile("/dev/full", "a mail"));
    expect(await storageFull()).toBe(false);
    expect(outageOf(full)?.kind).toBe("storage");
    expect(await storageFull()).toBe(true);
    expect(await storageFull(Date.now() + 6_000)).toBe(false);
  });
});
