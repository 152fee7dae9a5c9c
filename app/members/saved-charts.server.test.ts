// Saved charts against the real database: only charts that cast, only the member's own, at
// most a hundred, and gone with the account.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { savedCharts } from "../../db/schema";
import { deleteAccount } from "~/members/accounts.server";
import { db } from "~/lib/db.server";
import {
  deleteChart,
  listCharts,
  MAX_SAVED_CHARTS,
  saveChart,
  setOwnChart,
} from "~/members/saved-charts.server";
import { MEMBER_PASSWORD as PASSWORD, newMember } from "../../tests/support/member";

const NEW_YORK = "date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";

describe("saved charts", () => {
  it("keeps a chart under its name, as its own clean address", async () => {
    const member = await newMember("charts");
    expect(await saveChart(member, "  Ada  ", `${NEW_YORK}&utm_source=x`)).toMatchObject({
      ok: true,
    });
    const [chart] = await listCharts(member);
    expect(chart).toMatchObject({ label: "Ada" });
    expect(chart!.query).toBe("date=1990-07-04&time=15%3A30&place=5128581&houses=placidus");
  });

  it("keeps a sidereal chart's zodiac and ayanamsa", async () => {
    const member = await newMember("charts");
    const query = "date=1990-07-04&time=15%3A30&place=5128581&zodiac=sidereal&ayanamsa=raman";
    expect(await saveChart(member, "Vedic", query)).toMatchObject({ ok: true });
    const [chart] = await listCharts(member);
    expect(chart!.query).toBe(
      "date=1990-07-04&time=15%3A30&place=5128581&houses=whole-sign&zodiac=sidereal&ayanamsa=raman",
    );
  });

  it("refuses a query that casts no chart, and a name too long, and stores nothing", async () => {
    const member = await newMember("charts");
    expect(await saveChart(member, "Bad", "date=1990-02-30&time=10%3A00&place=5128581")).toEqual({
      ok: false,
      status: 400,
      message: "That is not a chart this site casts.",
    });
    expect((await saveChart(member, "x".repeat(61), NEW_YORK)).ok).toBe(false);
    expect(await saveChart(member, "   ", NEW_YORK)).toEqual({
      ok: false,
      status: 400,
      message: "Give the chart a name.",
    });
    // A NUL would reach PostgreSQL, which refuses it with an error, not a 400.
    expect(await saveChart(member, "Ada\u0000", NEW_YORK)).toEqual({
      ok: false,
      status: 400,
      message: "A chart's name cannot hold control characters.",
    });
    // An override would turn round the chart list's words after the name (issue 42).
    expect(await saveChart(member, "Ada\u202eevol", NEW_YORK)).toEqual({
      ok: false,
      status: 400,
      message: "A chart's name cannot hold the invisible text-direction character U+202E.",
    });
    expect(await listCharts(member)).toEqual([]);
  });

  it("deletes only the member's own chart, and nothing for a malformed id", async () => {
    const owner = await newMember("charts");
    const other = await newMember("charts");
    await saveChart(owner, "Mine", NEW_YORK);
    const [chart] = await listCharts(owner);
    expect(await deleteChart(other, chart!.id)).toBe(false);
    expect(await deleteChart(owner, "not-a-uuid")).toBe(false);
    expect(await listCharts(owner)).toHaveLength(1);
    expect(await deleteChart(owner, chart!.id)).toBe(true);
    expect(await listCharts(owner)).toEqual([]);
  });

  it("goes with the account", async () => {
    const member = await newMember("charts");
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

  it("saves the same chart under the same name once, however often it is posted", async () => {
    const member = await newMember("charts");
    const first = await saveChart(member, "Ada", NEW_YORK);
    const again = await saveChart(member, "Ada", `${NEW_YORK}&utm_source=x`);
    expect(first).toMatchObject({ ok: true });
    expect(again).toEqual(first);
    expect(await listCharts(member)).toHaveLength(1);
  });
});

// Parallel posts for one member, as a double click or a script sends them: PostgreSQL in CI
// runs them on separate connections, PGlite one after another.
describe("saved charts under concurrent saves", () => {
  it("makes two first saves one own chart and one other, with no error", async () => {
    const member = await newMember("charts");
    const outcomes = await Promise.all([
      saveChart(member, "Ada", NEW_YORK),
      saveChart(member, "Ada's twin", NEW_YORK),
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true]);
    const charts = await listCharts(member);
    expect(charts).toHaveLength(2);
    expect(charts.filter((c) => c.own)).toHaveLength(1);
  });

  it("stores one row for the same chart posted twice at once", async () => {
    const member = await newMember("charts");
    const outcomes = await Promise.all([
      saveChart(member, "Ada", NEW_YORK),
      saveChart(member, "Ada", NEW_YORK),
    ]);
    expect(outcomes[0]).toMatchObject({ ok: true });
    expect(outcomes[1]).toEqual(outcomes[0]);
    expect(await listCharts(member)).toHaveLength(1);
  });

  it("keeps the limit when 150 saves arrive near it: exactly 100 stored, the rest a 409", async () => {
    const member = await newMember("charts");
    for (let i = 0; i < MAX_SAVED_CHARTS - 10; i++) {
      expect((await saveChart(member, `Before ${i}`, NEW_YORK)).ok).toBe(true);
    }
    const outcomes = await Promise.all(
      Array.from({ length: 150 }, (_, i) => saveChart(member, `At once ${i}`, NEW_YORK, i === 7)),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(10);
    const refused = outcomes.filter((o) => !o.ok);
    expect(refused).toHaveLength(140);
    for (const outcome of refused) {
      expect(outcome).toEqual({
        ok: false,
        status: 409,
        message: `You have ${MAX_SAVED_CHARTS} saved charts: delete one to save another.`,
      });
    }
    const charts = await listCharts(member);
    expect(charts).toHaveLength(MAX_SAVED_CHARTS);
    expect(charts.filter((c) => c.own)).toHaveLength(1);
  });

  it("keeps one own chart when saves and a change of own chart cross", async () => {
    const member = await newMember("charts");
    await saveChart(member, "First", NEW_YORK);
    const [first] = await listCharts(member);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? setOwnChart(member, first!.id) : saveChart(member, `Mine ${i}`, NEW_YORK, true),
      ),
    );
    expect((await listCharts(member)).filter((c) => c.own)).toHaveLength(1);
  });
});
