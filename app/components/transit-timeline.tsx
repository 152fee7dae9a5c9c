// A year's transits drawn as a graph, on the server: one row a transit, the slow planets
// first, a bar for each stretch within the orb and a mark at each exact moment. The table
// after it says the same in words, for a screen reader or a printout.

export interface TimelineMoment {
  utc: string;
  local: string;
}

export interface TimelineRow {
  transiting: string;
  natal: string;
  aspect: string;
  begins: TimelineMoment | null;
  exact: TimelineMoment[];
  ends: TimelineMoment | null;
  windows?: { begins: TimelineMoment | null; ends: TimelineMoment | null }[];
  house?: number;
}

const LABEL = 190;
const PLOT = 600;
const ROW = 18;
const TOP = 24;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** When a row first shows in the period: its first stretch in orb that reaches into it. */
export function firstShown(row: TimelineRow, from: number): number {
  const windows = row.windows ?? [{ begins: row.begins, ends: row.ends }];
  const shown = windows.find((w) => time(w.ends, Infinity) >= from) ?? windows[0]!;
  return Math.max(time(shown.begins, from), from);
}

/** A row's words: "Saturn square Sun". */
export function rowLabel(row: TimelineRow): string {
  return `${row.transiting} ${row.aspect} ${row.natal}`;
}

const time = (moment: TimelineMoment | null, fallback: number) =>
  moment === null ? fallback : Date.parse(moment.utc);

export function TransitTimeline({
  rows,
  from,
  to,
}: {
  rows: readonly TimelineRow[];
  /** The period drawn, milliseconds UTC. */
  from: number;
  to: number;
}) {
  const x = (t: number) => LABEL + (Math.min(Math.max(t, from), to) - from) * (PLOT / (to - from));
  const height = TOP + rows.length * ROW + 4;
  const months: number[] = [];
  const start = new Date(from);
  for (let m = 1; m <= 12; m++) {
    const t = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, 1);
    if (t < to) months.push(t);
  }
  return (
    <svg
      className="transit-timeline"
      viewBox={`0 0 ${LABEL + PLOT + 8} ${height}`}
      role="img"
      aria-label={`${rows.length} transits over the year, drawn as bars from entering to leaving the orb; the table below lists them.`}
    >
      {months.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={TOP - 6} y2={height} className="timeline-grid" />
          <text x={x(t) + 3} y={TOP - 10} className="timeline-month">
            {MONTHS[new Date(t).getUTCMonth()]}
          </text>
        </g>
      ))}
      {rows.map((row, i) => {
        const y = TOP + i * ROW;
        const windows = row.windows ?? [{ begins: row.begins, ends: row.ends }];
        return (
          <g
            key={`${rowLabel(row)} ${row.begins?.utc ?? ""}`}
            className={`timeline-row aspect-${row.aspect}`}
          >
            <text x={LABEL - 8} y={y + ROW - 5} textAnchor="end" className="timeline-label">
              {rowLabel(row)}
            </text>
            {windows.map((w, j) => {
              // A loop's stretch wholly before or after the period is not drawn.
              if (time(w.ends, to) < from || time(w.begins, from) > to) return null;
              const [a, b] = [x(time(w.begins, from)), x(time(w.ends, to))];
              return (
                <rect
                  key={j}
                  x={a}
                  y={y + 4}
                  width={Math.max(b - a, 1.5)}
                  height={ROW - 8}
                  rx={3}
                  className="timeline-bar"
                />
              );
            })}
            {row.exact
              .map((m) => Date.parse(m.utc))
              .filter((t) => t >= from && t <= to)
              .map((t) => (
                <circle key={t} cx={x(t)} cy={y + ROW / 2} r={3.5} className="timeline-exact" />
              ))}
          </g>
        );
      })}
    </svg>
  );
}
