// Members' saved birth charts: a name and the chart page's query, which recasts the chart on
// demand. Only the chart's own parameters are kept, and only charts that cast.
import { and, asc, count, eq } from "drizzle-orm";
import { savedCharts } from "../../db/schema";
import { chartPage } from "~/lib/chart-page.server";
import { chartUrl, MAX_CHART_LABEL } from "~/lib/chart-form";
import { db } from "~/lib/db.server";
import type { Member } from "~/lib/sessions.server";

export const MAX_SAVED_CHARTS = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SaveOutcome = { ok: true } | { ok: false; message: string };

export async function saveChart(
  member: Member,
  label: string,
  query: string,
  markOwn = false,
): Promise<SaveOutcome> {
  const name = label.trim();
  if (!name) return { ok: false, message: "Give the chart a name." };
  if (name.length > MAX_CHART_LABEL) {
    return {
      ok: false,
      message: `The name is ${name.length} characters long: use at most ${MAX_CHART_LABEL}.`,
    };
  }
  if (query.length > 500) return { ok: false, message: "That is not a chart this site casts." };
  const page = await chartPage(new URLSearchParams(query));
  if (page.kind !== "chart") return { ok: false, message: "That is not a chart this site casts." };
  const database = await db();
  const [row] = await database
    .select({ saved: count() })
    .from(savedCharts)
    .where(eq(savedCharts.userId, member.id));
  if ((row?.saved ?? 0) >= MAX_SAVED_CHARTS) {
    return {
      ok: false,
      message: `You have ${MAX_SAVED_CHARTS} saved charts: delete one to save another.`,
    };
  }
  // The chart's own address, rebuilt from what cast, so nothing else rides along.
  const own = chartUrl(page.form).slice("/chart?".length);
  const offset = new URLSearchParams(query).get("offset");
  const stored = offset ? `${own}&${new URLSearchParams({ offset })}` : own;
  // A member's first chart is taken as their own until they choose another.
  const mine = markOwn || (row?.saved ?? 0) === 0;
  await database.transaction(async (tx) => {
    if (mine) {
      await tx.update(savedCharts).set({ own: false }).where(eq(savedCharts.userId, member.id));
    }
    await tx
      .insert(savedCharts)
      .values({ userId: member.id, label: name, query: stored, own: mine });
  });
  return { ok: true };
}

export async function listCharts(member: Member) {
  const database = await db();
  return database
    .select({
      id: savedCharts.id,
      label: savedCharts.label,
      query: savedCharts.query,
      own: savedCharts.own,
    })
    .from(savedCharts)
    .where(eq(savedCharts.userId, member.id))
    .orderBy(asc(savedCharts.createdAt));
}

/** Deletes one of the member's own charts; another member's id deletes nothing. */
export async function deleteChart(member: Member, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const database = await db();
  const gone = await database
    .delete(savedCharts)
    .where(and(eq(savedCharts.id, id), eq(savedCharts.userId, member.id)))
    .returning({ id: savedCharts.id });
  return gone.length > 0;
}

/** Marks one of the member's charts as their own (and no other); false if it is not theirs. */
export async function setOwnChart(member: Member, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const database = await db();
  return database.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: savedCharts.id })
      .from(savedCharts)
      .where(and(eq(savedCharts.id, id), eq(savedCharts.userId, member.id)));
    if (!found) return false;
    await tx.update(savedCharts).set({ own: false }).where(eq(savedCharts.userId, member.id));
    await tx.update(savedCharts).set({ own: true }).where(eq(savedCharts.id, id));
    return true;
  });
}
