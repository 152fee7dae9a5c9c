// The Moon as it looks on a day: a lit part bounded by the limb and the terminator, drawn as the
// northern hemisphere sees it (waxing lit on the right). Decorative: the text beside it says it.

const R = 10;
const C = 12;

/** The lit part's outline for a phase angle (0 new, 90 first quarter, 180 full, 270 last). */
export function litPath(phaseAngle: number): string {
  const waxing = phaseAngle < 180;
  const rx = Math.abs(Math.cos((phaseAngle * Math.PI) / 180)) * R;
  const crescent = phaseAngle < 90 || phaseAngle > 270;
  // The limb runs top to bottom on the lit side; the terminator comes back up, bulging towards
  // the lit side for a crescent and away from it for a gibbous Moon.
  const limb = waxing ? 1 : 0;
  const terminator = crescent === waxing ? 0 : 1;
  const r = (n: number) => Math.round(n * 100) / 100;
  return `M${C} ${C - R}A${R} ${R} 0 0 ${limb} ${C} ${C + R}A${r(rx)} ${R} 0 0 ${terminator} ${C} ${C - R}Z`;
}

export function MoonPhase({ phaseAngle, size = 24 }: { phaseAngle: number; size?: number }) {
  return (
    <svg className="moon-phase" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx={C} cy={C} r={R} className="moon-dark" />
      <path d={litPath(phaseAngle)} className="moon-lit" />
    </svg>
  );
}
