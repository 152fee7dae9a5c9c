// Members' saved birth charts: a name and the chart page's query, which recasts the chart on
// demand. Only the chart's own parameters are kept, and only charts that cast.
import { and, asc, count, eq } from "drizzle-orm";
import { savedCharts, users } from "../../db/schema";
import { hiddenCharacter } from "~/domain/hidden-characters";
import { chartPage } from "~/read/chart-page.server";
import { chartUrl, MAX_CHART_LABEL } from "~/input/chart-form";
import { db, isPoolTimeout, type Transaction } from "~/lib/db.server";
import { forgetMember, type Member } from "~/members/sessions.server";

export const MAX_SAVED_CHARTS = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SaveOutcome =
  | { ok: true; id: string }
  | { ok: false; status: 400 | 409; message: string }
  | { ok: false; status: 503; message: string; retryAfterSeconds: number };

const NOT_A_CHART = {
  ok: false,
  status: 400,
  message: "That is not a chart this site casts.",
} as const;
export const SAVES_BUSY =
  "Starcast is busy saving other charts just now. Please try again in a few seconds.";

export async function saveChart(
  member: Member,
  label: string,
  query: string,
  markOwn = false,
): Promise<SaveOutcome> {
  const name = label.trim();
  if (!name) return { ok: false, status: 400, message: "Give the chart a name." };
  const hidden = hiddenCharacter(name);
  if (hidden) return { ok: false, status: 400, message: `A chart's name cannot hold ${hidden}.` };
  if (name.length > MAX_CHART_LABEL) {
    return {
      ok: false,
      status: 400,
      message: `The name is ${name.length} characters long: use at most ${MAX_CHART_LABEL}.`,
    };
  }
  if (query.length > 500) return NOT_A_CHART;
  const page = await chartPage(new URLSearchParams(query), true);
  if (page.kind !== "chart") return NOT_A_CHART;
  // The chart's own address, rebuilt from what cast, so nothing else rides along.
  const own = chartUrl(page.form).slice("/chart?".length);
  const offset = new URLSearchParams(query).get("offset");
  const stored = offset ? `${own}&${new URLSearchParams({ offset })}` : own;
  try {
    return await oneAtATime(member.id, () => store(member, name, stored, markOwn));
  } catch (error) {
    if (!isPoolTimeout(error)) throw error;
    return { ok: false, status: 503, message: SAVES_BUSY, retryAfterSeconds: 5 };
  } finally {
    forgetMember(member.id);
  }
}

// A member's saves wait for each other here rather than each holding one of the pool's few
// connections while it waits for the row lock below, which serves several servers too.
const saving = new Map<string, Promise<unknown>>();
function oneAtATime<T>(memberId: string, work: () => Promise<T>): Promise<T> {
  const turn = (saving.get(memberId) ?? Promise.resolve()).then(work, work);
  const settled = turn.catch(() => undefined);
  saving.set(memberId, settled);
  void settled.then(() => {
    if (saving.get(memberId) === settled) saving.delete(memberId);
  });
  return turn;
}

/** Locks the member's row, so their saves and changes of own chart run one at a time. */
async function lockMember(tx: Transaction, member: Member): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, member.id)).for("update");
}

// One transaction under the member's lock: the count, the limit and the single own chart
// hold however many saves arrive at once, and the same chart under the same name is one row.
function store(member: Member, label: string, query: string, markOwn: boolean) {
  return db().then((database) =>
    database.transaction(async (tx): Promise<SaveOutcome> => {
      await lockMember(tx, member);
      const [same] = await tx
        .select({ id: savedCharts.id })
        .from(savedCharts)
        .where(
          and(
            eq(savedCharts.userId, member.id),
            eq(savedCharts.label, label),
            eq(savedCharts.query, query),
          ),
        )
        .limit(1);
      if (same) {
        if (markOwn) await makeOwn(tx, member, same.id);
        return { ok: true, id: same.id };
      }
      const [row] = await tx
        .select({ saved: count() })
        .from(savedCharts)
        .where(eq(savedCharts.userId, member.id));
      const saved = row?.saved ?? 0;
      if (saved >= MAX_SAVED_CHARTS) {
        return {
          ok: false,
          status: 409,
          message: `You have ${MAX_SAVED_CHARTS} saved charts: delete one to save another.`,
        };
      }
      // A member's first chart is taken as their own until they choose another.
      const mine = markOwn || saved === 0;
      if (mine) {
        await tx.update(savedCharts).set({ own: false }).where(eq(savedCharts.userId, member.id));
      }
      const [inserted] = await tx
        .insert(savedCharts)
        .values({ userId: member.id, label, query, own: mine })
        .returning({ id: savedCharts.id });
      return { ok: true, id: inserted!.id };
    }),
  );
}

async function makeOwn(tx: Transaction, member: Member, id: string): Promise<void> {
  await tx.update(savedCharts).set({ own: false }).where(eq(savedCharts.userId, member.id));
  await tx.update(savedCharts).set({ own: true }).where(eq(savedCharts.id, id));
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
  forgetMember(member.id);
  return gone.length > 0;
}

/** Marks one of the member's charts as their own (and no other); false if it is not theirs. */
export async function setOwnChart(member: Member, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const database = await db();
  const made = await database.transaction(async (tx) => {
    await lockMember(tx, member);
    const [found] = await tx
      .select({ id: savedCharts.id })
      .from(savedCharts)
      .where(and(eq(savedCharts.id, id), eq(savedCharts.userId, member.id)));
    if (!found) return false;
    await makeOwn(tx, member, id);
    return true;
  });
  forgetMember(member.id);
  return made;
}
