import { useId } from "react";
import type { Chart } from "~/domain/chart/chart";

/** What the wheel draws: a birth chart, or a composite (points and houses, no moment). */
export type WheelChart = Pick<Chart, "points" | "houses" | "aspects">;
import { POINT_GLYPHS } from "~/domain/chart/glyphs";
import type { ChartPattern } from "~/domain/chart/patterns";
import {
  RADII,
  spotAt,
  WHEEL_SIZE,
  wheelLayout,
  type Spot,
  type WheelLayout,
  type WheelPoint,
} from "~/domain/chart/wheel";
import { ASPECT_COLOURS, PALETTE, PATTERN_COLOURS } from "~/domain/palette";

const C = WHEEL_SIZE / 2;
const GLYPHS = '"Noto Sans Symbols", "Noto Sans Symbols 2", sans-serif';
const WORDS = '"Noto Sans", system-ui, sans-serif';

/** Text centred on its spot, styled inline so the share image's renderer draws it the same. */
export function Label({
  at,
  size,
  glyph,
  fill,
  children,
}: {
  at: { x: number; y: number };
  size: number;
  glyph?: boolean;
  fill: string;
  children: React.ReactNode;
}) {
  return (
    <text
      x={at.x}
      y={at.y}
      dy="0.35em"
      fontSize={size}
      fontFamily={glyph ? GLYPHS : WORDS}
      textAnchor="middle"
      fill={fill}
    >
      {children}
    </text>
  );
}

/**
 * Labels of one kind, styled once: the group holds the font, size and colour (SVG passes them
 * down), so each label is one element. Inline, so the share image's renderer draws it the same.
 */
function Labels({
  className,
  size,
  glyph,
  fill,
  labels,
}: {
  className?: string;
  size: number;
  glyph?: boolean;
  fill: string;
  labels: { key: string; at: Spot; text: React.ReactNode }[];
}) {
  if (!labels.length) return null;
  return (
    <g
      className={className}
      fontSize={size}
      fontFamily={glyph ? GLYPHS : WORDS}
      textAnchor="middle"
      fill={fill}
    >
      {labels.map((label) => (
        <text key={label.key} x={label.at.x} y={label.at.y} dy="0.35em">
          {label.text}
        </text>
      ))}
    </g>
  );
}

export const line = ([a, b]: [Spot, Spot]) => ({ x1: a.x, y1: a.y, x2: b.x, y2: b.y });

/** Straight strokes of one style as one path: one element, however many segments. */
export function Strokes({
  segments,
  ...style
}: {
  segments: [Spot, Spot][];
  stroke: string;
  strokeWidth?: number;
  strokeDasharray?: string;
}) {
  if (!segments.length) return null;
  const d = segments.map(([a, b]) => `M${a.x} ${a.y}L${b.x} ${b.y}`).join("");
  return <path d={d} fill="none" {...style} />;
}

/** The house cusps, the angles' in gold, each with its house number (hidden on a phone). */
export function HouseCusps({
  cusps,
  numberSize,
}: {
  cusps: WheelLayout["cusps"];
  numberSize: number;
}) {
  return (
    <>
      <Strokes segments={cusps.filter((c) => !c.angle).map((c) => c.line)} stroke={PALETTE.faint} />
      <Strokes
        segments={cusps.filter((c) => c.angle).map((c) => c.line)}
        stroke={PALETTE.goldSoft}
        strokeWidth={2}
      />
      <Labels
        className="wheel-house"
        size={numberSize}
        fill={PALETTE.muted}
        labels={cusps.map((c) => ({ key: String(c.house), at: c.numberAt, text: c.house }))}
      />
    </>
  );
}

/** The twelve signs round the rim, each with its edge. */
export function SignRing({ signs }: { signs: WheelLayout["signs"] }) {
  return (
    <>
      <Strokes segments={signs.map((s) => s.edge)} stroke={PALETTE.lineStrong} />
      <Labels
        className="wheel-sign"
        size={20}
        glyph
        fill={PALETTE.gold}
        labels={signs.map((s) => ({ key: s.name, at: s.glyphAt, text: s.glyph }))}
      />
    </>
  );
}

/** Each point at its degree: a tick, its glyph (with a pointer when moved), R and its degree. */
export function PointMarks({
  points,
  fill = PALETTE.text,
}: {
  points: WheelPoint[];
  fill?: string;
}) {
  return (
    <>
      <Strokes segments={points.map((p) => p.tick)} stroke={fill} strokeWidth={2} />
      <Strokes
        segments={points.flatMap((p) => (p.pointer ? [p.pointer] : []))}
        stroke={PALETTE.faint}
      />
      <Labels
        className="wheel-glyph"
        size={20}
        glyph
        fill={fill}
        labels={points.map((p) => ({ key: p.name, at: p.glyphAt, text: POINT_GLYPHS[p.name] }))}
      />
      <Labels
        size={12}
        fill={PALETTE.muted}
        labels={points
          .filter((p) => p.retrograde)
          .map((p) => ({
            key: p.name,
            at: { x: p.glyphAt.x + 15, y: p.glyphAt.y + 8 },
            text: "R",
          }))}
      />
      {/* Degree over minute: a label two lines tall but narrow, so 12° apart is enough. */}
      <g
        className="wheel-degree"
        fontSize={13}
        fontFamily={WORDS}
        textAnchor="middle"
        fill={PALETTE.muted}
      >
        {points.map((p) => (
          <text key={p.name} x={p.labelAt.x} y={p.labelAt.y - 7} dy="0.35em">
            {p.label[0]}
            <tspan x={p.labelAt.x} dy="14">
              {p.label[1]}
            </tspan>
          </text>
        ))}
      </g>
    </>
  );
}

// Each pattern's own line: a colour and a dash pattern, so two patterns differ without colour too.
const PATTERN_DASHES = [undefined, "10 5", "2 5", "14 4 2 4", "6 6"] as const;
const PATTERN_STYLES = PATTERN_COLOURS.map((stroke, i) => ({ stroke, dash: PATTERN_DASHES[i] }));

/** A pattern's outline: its members round the aspect ring in zodiac order, closed; a stellium's arc. */
function patternPath(
  pattern: ChartPattern,
  spotOf: (name: string) => { x: number; y: number } | undefined,
  longitudeOf: (name: string) => number,
): string {
  const members = pattern.members
    .filter((name) => spotOf(name))
    .sort((a, b) => longitudeOf(a) - longitudeOf(b));
  const spots = members.map((name) => spotOf(name)!);
  if (spots.length < 2) return "";
  const path = spots.map((s, i) => `${i ? "L" : "M"}${s.x} ${s.y}`).join(" ");
  return pattern.type === "stellium" ? path : `${path} Z`;
}

/** The chart's patterns drawn over its aspects, each in its own style, with a legend. */
function PatternLines({
  patterns,
  layout,
  chart,
}: {
  patterns: ChartPattern[];
  layout: WheelLayout;
  chart: WheelChart;
}) {
  const longitude = new Map(chart.points.map((p) => [p.name, p.longitude]));
  const spotOf = (name: string) => {
    const at = longitude.get(name);
    return at === undefined ? undefined : spotAt(layout.start, at, RADII.aspects);
  };
  const longitudeOf = (name: string) => longitude.get(name) ?? 0;
  return (
    <g className="wheel-patterns">
      {patterns.map((pattern, i) => {
        const style = PATTERN_STYLES[i % PATTERN_STYLES.length]!;
        const name = `${pattern.type}: ${pattern.members.join(", ")}`;
        return (
          <g key={name} className="wheel-pattern" data-pattern={pattern.type}>
            <title>{name}</title>
            <path
              d={patternPath(pattern, spotOf, longitudeOf)}
              fill="none"
              stroke={style.stroke}
              strokeWidth={3}
              strokeDasharray={style.dash}
              strokeLinejoin="round"
            />
            <line
              x1={12}
              y1={WHEEL_SIZE - 16 - 18 * (patterns.length - 1 - i)}
              x2={40}
              y2={WHEEL_SIZE - 16 - 18 * (patterns.length - 1 - i)}
              stroke={style.stroke}
              strokeWidth={3}
              strokeDasharray={style.dash}
            />
            <text
              x={46}
              y={WHEEL_SIZE - 16 - 18 * (patterns.length - 1 - i)}
              dy="0.35em"
              fontSize={12}
              fontFamily={WORDS}
              fill={PALETTE.text}
            >
              {name}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** The aspect lines, one path for each kind: its colour, and dashed for the minor ones. */
export function AspectLines({
  aspects,
  minorDashed = true,
}: {
  aspects: { type: keyof typeof ASPECT_COLOURS; line: [Spot, Spot] }[];
  minorDashed?: boolean;
}) {
  const kinds = [...new Set(aspects.map((a) => a.type))];
  return kinds.map((type) => {
    const minor = minorDashed && (type === "semisextile" || type === "quincunx");
    return (
      <Strokes
        key={type}
        segments={aspects.filter((a) => a.type === type).map((a) => a.line)}
        stroke={ASPECT_COLOURS[type]}
        strokeWidth={minor ? 1 : 1.6}
        strokeDasharray={minor ? "4 4" : undefined}
      />
    );
  });
}

/**
 * The birth chart wheel, drawn on the server: signs round the rim, house cusps, the angles,
 * each point at its degree (moved aside with a pointer when crowded) and the aspects inside.
 * Its title and description name what it shows; the tables below it hold the same facts.
 */
export function ChartWheel({
  chart,
  title,
  listedBelow = true,
  patterns,
}: {
  chart: WheelChart;
  title: string;
  /** False for the wheel on its own (a download): no tables follow it there. */
  listedBelow?: boolean;
  /** The chart's patterns, to draw as outlines over the aspects, with a legend. */
  patterns?: ChartPattern[];
}) {
  const id = useId();
  const layout = wheelLayout(chart);
  const sun = chart.points.find((p) => p.name === "Sun");
  const moon = chart.points.find((p) => p.name === "Moon");
  const rising = chart.points.find((p) => p.name === "Ascendant");
  const description =
    `Sun in ${sun?.sign}, Moon in ${moon?.sign}` +
    (rising
      ? `, ${rising.sign} rising; ${chart.houses!.system} houses`
      : "; no houses without a birth time") +
    `; ${layout.aspects.length} aspect lines.` +
    (patterns
      ? patterns.length
        ? ` Patterns drawn: ${patterns.map((p) => `${p.type} (${p.members.join(", ")})`).join("; ")}.`
        : " No patterns to draw."
      : "") +
    (listedBelow ? " Every position is listed in the tables below." : "");
  return (
    <svg
      className="chart-wheel"
      viewBox={`0 0 ${WHEEL_SIZE} ${WHEEL_SIZE}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <circle cx={C} cy={C} r={RADII.outer} fill={PALETTE.bgRaised} stroke={PALETTE.lineStrong} />
      <circle cx={C} cy={C} r={RADII.signs} fill={PALETTE.bg} stroke={PALETTE.lineStrong} />
      <circle cx={C} cy={C} r={RADII.houses} fill="none" stroke={PALETTE.line} />
      <circle cx={C} cy={C} r={RADII.aspects} fill={PALETTE.bgDeep} stroke={PALETTE.line} />
      <SignRing signs={layout.signs} />
      <HouseCusps cusps={layout.cusps} numberSize={14} />
      <Strokes
        segments={layout.angles.map((angle) => angle.line)}
        stroke={PALETTE.goldSoft}
        strokeWidth={3}
      />
      <AspectLines aspects={layout.aspects} />
      {patterns?.length ? <PatternLines patterns={patterns} layout={layout} chart={chart} /> : null}
      <PointMarks points={layout.points} />
    </svg>
  );
}
