// /forecast's year on a phone: the graph's transits told month by month, each entering the orb,
// exact and leaving it on its own line, so a narrow screen reads it without scrolling sideways.
import { rowLabel, type TimelineMoment, type TimelineRow } from "~/components/transit-timeline";

interface Moment {
  t: number;
  local: string;
  label: string;
  what: "enters the orb" | "exact" | "leaves the orb";
}

const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** A local ISO moment's calendar day, as noon UTC of that day, so the formatters keep the day. */
const dayOf = (local: string) => Date.parse(`${local.slice(0, 10)}T12:00:00Z`);

/** Every begin, exact moment and end of the rows inside [from, to], by local month. */
export function byMonth(rows: readonly TimelineRow[], from: number, to: number) {
  const moments: Moment[] = [];
  const add = (m: TimelineMoment | null, label: string, what: Moment["what"]) => {
    const t = m ? Date.parse(m.utc) : NaN;
    if (m && t >= from && t <= to) moments.push({ t, local: m.local, label, what });
  };
  for (const row of rows) {
    const label = rowLabel(row);
    for (const w of row.windows ?? [{ begins: row.begins, ends: row.ends }]) {
      add(w.begins, label, "enters the orb");
      add(w.ends, label, "leaves the orb");
    }
    for (const m of row.exact) add(m, label, "exact");
  }
  moments.sort((a, b) => a.t - b.t);
  const months = new Map<string, Moment[]>();
  for (const m of moments) {
    const key = m.local.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), m]);
  }
  return [...months].map(([key, list]) => ({ key, list }));
}

export function YearByMonth({
  rows,
  from,
  to,
}: {
  rows: readonly TimelineRow[];
  from: number;
  to: number;
}) {
  const months = byMonth(rows, from, to);
  return (
    <section className="by-month" aria-labelledby="by-month">
      <h2 id="by-month">The year month by month</h2>
      {months.map(({ key, list }, i) => (
        <details key={key} className="more" open={i === 0}>
          <summary>
            {MONTH.format(dayOf(`${key}-15`))}: {list.filter((m) => m.what === "exact").length}{" "}
            exact
          </summary>
          <ul>
            {list.map((m) => (
              <li key={`${m.t} ${m.label} ${m.what}`} className={m.what === "exact" ? "exact" : ""}>
                <time dateTime={m.local}>{DAY.format(dayOf(m.local))}</time> {m.label}: {m.what}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}
