// /forecast's year in words, month by month: each transit once, under the month it comes exact
// (else the month it enters the orb), with its whole stretch on its line. On a phone it stands in
// for the graph, which a narrow screen cannot read; on a desktop it is the graph's words.
import { dayText } from "~/input/chart-form";
import { rowLabel, type TimelineRow } from "~/components/transit-timeline";

const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

const day = (iso: string) => dayText(iso, true);

/** The moment a row is told under: its first exact moment in [from, to], else its entry. */
function keyMoment(row: TimelineRow, from: number, to: number): { t: number; local: string } {
  const inside = (utc: string) => Date.parse(utc) >= from && Date.parse(utc) <= to;
  const exact = row.exact.find((m) => inside(m.utc));
  const moment = exact ?? (row.begins && inside(row.begins.utc) ? row.begins : null);
  if (moment) return { t: Date.parse(moment.utc), local: moment.local };
  return { t: from, local: new Date(from).toISOString() };
}

/** The rows by the local month of their key moment, the months and each month's rows in order. */
export function byMonth(rows: readonly TimelineRow[], from: number, to: number) {
  const keyed = rows.map((row) => ({ row, ...keyMoment(row, from, to) }));
  keyed.sort((a, b) => a.t - b.t);
  const months = new Map<string, TimelineRow[]>();
  for (const { row, local } of keyed) {
    const key = local.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), row]);
  }
  return [...months].map(([key, list]) => ({ key, list }));
}

/** One transit's stretch in words: "Saturn square Sun (your house 10): begins …, ends …." */
export function transitLine(row: TimelineRow): string {
  const exact = row.exact.length
    ? `exact ${row.exact.map((m) => day(m.local)).join(", ")}`
    : "not exact";
  return (
    `${row.house ? ` (your house ${row.house})` : ""}: begins ` +
    `${row.begins ? day(row.begins.local) : "before this year"}, ${exact}, ends ` +
    `${row.ends ? day(row.ends.local) : "after this year"}.`
  );
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
      <p>
        Each of the {rows.length} transits drawn in the graph, under the month it comes exact (or
        the month it begins, if it never does).
      </p>
      {months.map(({ key, list }, i) => (
        <details key={key} className="more" open={i === 0}>
          <summary>
            {MONTH.format(Date.parse(`${key}-15T12:00:00Z`))}: {list.length}{" "}
            {list.length === 1 ? "transit" : "transits"}
          </summary>
          <ol className="transit-list">
            {list.map((row) => (
              <li key={`${rowLabel(row)} ${row.begins?.utc ?? ""}`}>
                <strong>{rowLabel(row)}</strong>
                {transitLine(row)}
              </li>
            ))}
          </ol>
        </details>
      ))}
    </section>
  );
}
