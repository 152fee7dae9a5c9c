// A year's transits drawn as a graph, on the server: one row a transit, the slow planets
// first, a bar for each stretch within the orb and a mark at each exact moment. The list
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

const r2 = (n: number) => Math.round(n * 100) / 100;

/** A bar with rounded ends as path commands, so a whole kind of bar is one element. */
function barPath(x: number, y: number, width: number, height: number): string {
  const r = Math.min(3, width / 2);
  const [w, h] = [r2(width - 2 * r), height - 2 * r];
  const arc = (dx: number, dy: number) => `a${r2(r)} ${r2(r)} 0 0 1 ${r2(dx)} ${r2(dy)}`;
  return `M${r2(x + r)} ${y}h${w}${arc(r, r)}v${h}${arc(-r, r)}h${-w}${arc(-r, -r)}v${-h}${arc(r, -r)}z`;
}

/** A dot as path commands: two half circles. */
function dotPath(cx: number, cy: number, r: number): string {
  return `M${r2(cx - r)} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
}

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
  // Each kind of aspect's bars are one path, and every exact moment's dot one more: the drawing
  // costs a few elements, not several a row.
  const bars = new Map<string, string[]>();
  const dots: string[] = [];
  rows.forEach((row, i) => {
    const y = TOP + i * ROW;
    for (const w of row.windows ?? [{ begins: row.begins, ends: row.ends }]) {
      // A loop's stretch wholly before or after the period is not drawn.
      if (time(w.ends, to) < from || time(w.begins, from) > to) continue;
      const [a, b] = [x(time(w.begins, from)), x(time(w.ends, to))];
      const kind = bars.get(row.aspect) ?? [];
      kind.push(barPath(a, y + 4, Math.max(b - a, 1.5), ROW - 8));
      bars.set(row.aspect, kind);
    }
    for (const m of row.exact) {
      const t = Date.parse(m.utc);
      if (t >= from && t <= to) dots.push(dotPath(x(t), y + ROW / 2, 3.5));
    }
  });
  return (
    <svg
      className="transit-timeline"
      viewBox={`0 0 ${LABEL + PLOT + 8} ${height}`}
      role="img"
      aria-label={`${rows.length} transits over the year, drawn as bars from entering to leaving the orb; the list below tells each in words.`}
    >
      <path
        className="timeline-grid"
        d={months.map((t) => `M${r2(x(t))} ${TOP - 6}V${height}`).join("")}
      />
      <g className="timeline-month">
        {months.map((t) => (
          <text key={t} x={r2(x(t) + 3)} y={TOP - 10}>
            {MONTHS[new Date(t).getUTCMonth()]}
          </text>
        ))}
      </g>
      <g className="timeline-label" textAnchor="end">
        {rows.map((row, i) => (
          <text
            key={`${rowLabel(row)} ${row.begins?.utc ?? ""}`}
            x={LABEL - 8}
            y={TOP + i * ROW + ROW - 5}
          >
            {rowLabel(row)}
          </text>
        ))}
      </g>
      {[...bars].map(([aspect, paths]) => (
        <path key={aspect} className={`timeline-bar aspect-${aspect}`} d={paths.join("")} />
      ))}
      {dots.length ? <path className="timeline-exact" d={dots.join("")} /> : null}
    </svg>
  );
}
