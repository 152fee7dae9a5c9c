import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { users } from "./schema";
import { isUniqueViolation } from "~/lib/db.server";
import { testDatabase } from "../tests/support/database";

const opened = await testDatabase();
afterAll(() => opened.close());

describe("migrations", () => {
  it("create every table", async () => {
    // Both drivers answer { rows }; the shared PgDatabase type cannot say so.
    const result = (await opened.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    )) as unknown as { rows: { table_name: string }[] };
    const names = result.rows.map((r) => r.table_name);
    for (const t of ["daily_sends", "password_resets", "sessions", "subscribers", "users"])
      expect(names).toContain(t);
  });

  it("refuse a second user with the same email", async () => {
    const email = `twin-${crypto.randomUUID()}@example.com`;
    const row = { email, firstName: "A", lastName: "B", passwordHash: "x" };
    await opened.db.insert(users).values(row);
    const error = await opened.db
      .insert(users)
      .values(row)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });
});
