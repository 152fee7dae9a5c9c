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
export const line = ([a, b]: [Spot, Spot]) => ({ x1: a.x, y1: a.y, x2: b.x, y2: b.y });

/** The twelve signs round the rim, each with its edge. */
/** The house cusps, the angles' in gold, each with its house number (hidden on a phone). */
export function HouseCusps({
  cusps,
  numberSize,
}: {
  cusps: WheelLayout["cusps"];
  numberSize: number;
}) {
  return cusps.map((cusp) => (
    <g key={cusp.house}>
      <line
        {...line(cusp.line)}
        stroke={cusp.angle ? PALETTE.goldSoft : PALETTE.faint}
        strokeWidth={cusp.angle ? 2 : 1}
      />
      <g className="wheel-house">
        <Label at={cusp.numberAt} size={numberSize} fill={PALETTE.muted}>
          {cusp.house}
        </Label>
      </g>
    </g>
  ));
}

export function SignRing({ signs }: { signs: WheelLayout["signs"] }) {
  return (
    <>
      {signs.map((sign) => (
        <g key={sign.name}>
          <line {...line(sign.edge)} stroke={PALETTE.lineStrong} />
          <g className="wheel-sign">
            <Label at={sign.glyphAt} size={20} glyph fill={PALETTE.gold}>
              {sign.glyph}
            </Label>
          </g>
        </g>
      ))}
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
      {points.map((point) => (
        <g key={point.name}>
          <line {...line(point.tick)} stroke={fill} strokeWidth={2} />
          {point.pointer ? <line {...line(point.pointer)} stroke={PALETTE.faint} /> : null}
          <g className="wheel-glyph">
            <Label at={point.glyphAt} size={20} glyph fill={fill}>
              {POINT_GLYPHS[point.name]}
            </Label>
          </g>
          {point.retrograde ? (
            <Label
              at={{ x: point.glyphAt.x + 15, y: point.glyphAt.y + 8 }}
              size={12}
              fill={PALETTE.muted}
            >
              R
            </Label>
          ) : null}
          {/* Degree over minute: a label two lines tall but narrow, so 12° apart is enough. */}
          <g className="wheel-degree">
            <Label
              at={{ x: point.labelAt.x, y: point.labelAt.y - 7 }}
              size={13}
              fill={PALETTE.muted}
            >
              {point.label[0]}
            </Label>
            <Label
              at={{ x: point.labelAt.x, y: point.labelAt.y + 7 }}
              size={13}
              fill={PALETTE.muted}
            >
              {point.label[1]}
            </Label>
          </g>
        </g>
      ))}
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
      {layout.angles.map((angle) => (
        <line key={angle.name} {...line(angle.line)} stroke={PALETTE.goldSoft} strokeWidth={3} />
      ))}
      {layout.aspects.map((aspect) => (
        <line
          key={`${aspect.between.join("-")}-${aspect.type}`}
          {...line(aspect.line)}
          stroke={ASPECT_COLOURS[aspect.type]}
          strokeWidth={aspect.type === "semisextile" || aspect.type === "quincunx" ? 1 : 1.6}
          strokeDasharray={
            aspect.type === "semisextile" || aspect.type === "quincunx" ? "4 4" : undefined
          }
        />
      ))}
      {patterns?.length ? <PatternLines patterns={patterns} layout={layout} chart={chart} /> : null}
      <PointMarks points={layout.points} />
    </svg>
  );
}
