// Saved charts against the real database: only charts that cast, only the member's own, at
// most a hundred, and gone with the account.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { savedCharts } from "../../db/schema";
import { deleteAccount, signUp } from "~/lib/accounts.server";
import { db } from "~/lib/db.server";
import { deleteChart, listCharts, saveChart } from "~/lib/saved-charts.server";
import { getMember, type Member } from "~/lib/sessions.server";

const PASSWORD = "analytical engine 1843";
const NEW_YORK = "date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";

async function newMember(): Promise<Member> {
  const result = await signUp({
    firstName: "Ada",
    lastName: "Lovelace",
    zodiacSign: "",
    email: `charts-${crypto.randomUUID()}@example.com`,
    password: PASSWORD,
  });
  if (!result.ok) throw new Error(result.message);
  const cookie = result.value.cookie.split(";")[0]!;
  return (await getMember(new Request("http://localhost/", { headers: { Cookie: cookie } })))!;
}

describe("saved charts", () => {
  it("keeps a chart under its name, as its own clean address", async () => {
    const member = await newMember();
    expect(await saveChart(member, "  Ada  ", `${NEW_YORK}&utm_source=x`)).toEqual({ ok: true });
    const [chart] = await listCharts(member);
    expect(chart).toMatchObject({ label: "Ada" });
    expect(chart!.query).toBe("date=1990-07-04&time=15%3A30&place=5128581&houses=placidus");
  });

  it("refuses a query that casts no chart, and a name too long, and stores nothing", async () => {
    const member = await newMember();
    expect(await saveChart(member, "Bad", "date=1990-02-30&time=10%3A00&place=5128581")).toEqual({
      ok: false,
      message: "That is not a chart this site casts.",
    });
    expect((await saveChart(member, "x".repeat(61), NEW_YORK)).ok).toBe(false);
    expect(await saveChart(member, "   ", NEW_YORK)).toEqual({
      ok: false,
      message: "Give the chart a name.",
    });
    expect(await listCharts(member)).toEqual([]);
  });

  it("deletes only the member's own chart, and nothing for a malformed id", async () => {
    const owner = await newMember();
    const other = await newMember();
    await saveChart(owner, "Mine", NEW_YORK);
    const [chart] = await listCharts(owner);
    expect(await deleteChart(other, chart!.id)).toBe(false);
    expect(await deleteChart(owner, "not-a-uuid")).toBe(false);
    expect(await listCharts(owner)).toHaveLength(1);
    expect(await deleteChart(owner, chart!.id)).toBe(true);
    expect(await listCharts(owner)).toEqual([]);
  });

  it("goes with the account", async () => {
    const member = await newMember();
    await saveChart(member, "Mine", NEW_YORK);
    const deleted = await deleteAccount(member, PASSWORD, "127.0.0.1");
    expect(deleted.ok).toBe(true);
    const rows = await (
      await db()
    )
      .select()
      .from(savedCharts)
      .where(eq(savedCharts.userId, member.id));
    expect(rows).toEqual([]);
  });
});
