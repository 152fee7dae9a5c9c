// The Moon as it looks on a day: a lit part bounded by the limb and the terminator, drawn as the
// northern hemisphere sees it (waxing lit on the right). Decorative: the text beside it says it.

const R = 10;
const C = 12;

/**
 * The lit part's outline for a phase angle (0 new, 90 first quarter, 180 full, 270 last), on a
 * disc of radius R about (C, C) unless another is given (the home page's hero Moon).
 */
export function litPath(phaseAngle: number, disc = { x: C, y: C, r: R }): string {
  const { x, y, r: radius } = disc;
  const waxing = phaseAngle < 180;
  const rx = Math.abs(Math.cos((phaseAngle * Math.PI) / 180)) * radius;
  const crescent = phaseAngle < 90 || phaseAngle > 270;
  // The limb runs top to bottom on the lit side; the terminator comes back up, bulging towards
  // the lit side for a crescent and away from it for a gibbous Moon.
  const limb = waxing ? 1 : 0;
  const terminator = crescent === waxing ? 0 : 1;
  const r = (n: number) => Math.round(n * 100) / 100;
  const [top, bottom] = [r(y - radius), r(y + radius)];
  return `M${x} ${top}A${radius} ${radius} 0 0 ${limb} ${x} ${bottom}A${r(rx)} ${radius} 0 0 ${terminator} ${x} ${top}Z`;
}

export function MoonPhase({ phaseAngle, size = 24 }: { phaseAngle: number; size?: number }) {
  return (
    <svg className="moon-phase" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx={C} cy={C} r={R} className="moon-dark" />
      <path d={litPath(phaseAngle)} className="moon-lit" />
    </svg>
  );
}
