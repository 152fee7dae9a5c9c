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

// Drawn at least at its own width (app.css), so a unit is at least a pixel: labels of 12.5 units
// are 12.5 px or more as drawn.
const LABEL = 214;
const PLOT = 600;
const WIDTH = LABEL + PLOT + 8;
const ROW = 20;
const TOP = 4;
const HEAD = 22;
/** A month's name is drawn only where its stretch has room for it. */
const ROOM = 30;
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
  // Each month's name in the middle of its stretch, the first and last part-months' too when
  // they have room, so none is cut at the edge.
  const spans = [from, ...months].map((a, i) => [a, months[i] ?? to] as const);
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
      kind.push(barPath(a, y + 5, Math.max(b - a, 1.5), ROW - 10));
      bars.set(row.aspect, kind);
    }
    for (const m of row.exact) {
      const t = Date.parse(m.utc);
      if (t >= from && t <= to) dots.push(dotPath(x(t), y + ROW / 2, 3.5));
    }
  });
  const grid = (top: number, bottom: number) =>
    months.map((t) => `M${r2(x(t))} ${top}V${bottom}`).join("");
  return (
    <div className="timeline-frame">
      {/* The months, apart from the rows so they stay at the box's top as it scrolls. */}
      <svg className="timeline-head" viewBox={`0 0 ${WIDTH} ${HEAD}`} aria-hidden="true">
        <path className="timeline-grid" d={grid(HEAD - 6, HEAD)} />
        <g className="timeline-month" textAnchor="middle">
          {spans
            .filter(([a, b]) => x(b) - x(a) >= ROOM)
            .map(([a, b]) => (
              <text key={a} x={r2((x(a) + x(b)) / 2)} y={HEAD - 8}>
                {MONTHS[new Date(a).getUTCMonth()]}
              </text>
            ))}
        </g>
      </svg>
      <svg
        className="transit-timeline"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label={`${rows.length} transits over the year, drawn as bars from entering to leaving the orb; the list below tells each in words.`}
      >
        <path className="timeline-grid" d={grid(0, height)} />
        <g className="timeline-label" textAnchor="end">
          {rows.map((row, i) => (
            <text
              key={`${rowLabel(row)} ${row.begins?.utc ?? ""}`}
              x={LABEL - 8}
              y={TOP + i * ROW + ROW - 6}
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
    </div>
  );
}

/** What the bars' colours and the dots mean. */
export function TimelineLegend() {
  return (
    <ul className="timeline-legend">
      <li>
        <span className="timeline-swatch aspect-square" /> Square or opposition
      </li>
      <li>
        <span className="timeline-swatch aspect-trine" /> Trine or sextile
      </li>
      <li>
        <span className="timeline-swatch" /> Conjunction or quincunx
      </li>
      <li>
        <span className="timeline-swatch timeline-dot" /> Exact
      </li>
    </ul>
  );
}
