import { useId } from "react";
import { AspectLines, HouseCusps, PointMarks, SignRing } from "~/components/chart-wheel";
import type { Chart } from "~/domain/chart/chart";
import { RADII, WHEEL_SIZE } from "~/domain/chart/wheel";
import { ART_COLOURS, PALETTE } from "~/domain/palette";
import { BI_RADII, biWheelLayout } from "~/domain/relationship/bi-wheel";
import type { InterAspect } from "~/domain/relationship/synastry";

const C = WHEEL_SIZE / 2;
/** The outer person's points: blue, apart from the inner person's white and the signs' gold. */
export const OUTER_INK = ART_COLOURS.water;

/**
 * Two charts on one wheel, drawn on the server: the first person inside with their houses, the
 * second on the ring outside in another colour, and the aspects between them as lines. Its
 * title and description name what it shows; the tables beside it hold every fact.
 */
export function BiWheel({
  inner,
  outer,
  aspects,
  names,
}: {
  inner: Pick<Chart, "points" | "houses">;
  outer: Pick<Chart, "points" | "houses">;
  aspects: InterAspect[];
  /** The inner person's name and the outer's, as the page calls them. */
  names: [string, string];
}) {
  const id = useId();
  const layout = biWheelLayout(inner, outer, aspects);
  const sun = (chart: typeof inner) => chart.points.find((p) => p.name === "Sun")?.sign;
  const description =
    `${names[0]} inside (Sun in ${sun(inner)}${inner.houses ? ", with houses" : ", no houses without a birth time"}), ` +
    `${names[1]} on the outer ring (Sun in ${sun(outer)}); ` +
    `${layout.aspects.length} lines for the aspects between them. Every position and aspect is listed in the tables below.`;
  return (
    <svg
      className="chart-wheel bi-wheel"
      viewBox={`0 0 ${WHEEL_SIZE} ${WHEEL_SIZE}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>{`${names[0]} and ${names[1]}: the two charts together`}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <circle cx={C} cy={C} r={RADII.outer} fill={PALETTE.bgRaised} stroke={PALETTE.lineStrong} />
      <circle cx={C} cy={C} r={RADII.signs} fill={PALETTE.bgDeep} stroke={PALETTE.lineStrong} />
      <circle cx={C} cy={C} r={BI_RADII.ring} fill={PALETTE.bg} stroke={PALETTE.lineStrong} />
      <circle cx={C} cy={C} r={BI_RADII.aspects} fill={PALETTE.bgDeep} stroke={PALETTE.line} />
      <SignRing signs={layout.signs} />
      <HouseCusps cusps={layout.cusps} numberSize={13} />
      <AspectLines aspects={layout.aspects} minorDashed={false} />
      <PointMarks points={layout.inner} />
      <PointMarks points={layout.outer} fill={OUTER_INK} />
    </svg>
  );
}
