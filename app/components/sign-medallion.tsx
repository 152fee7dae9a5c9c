import { ELEMENT_HUES, PALETTE } from "~/domain/palette";
import type { Sign } from "~/domain/zodiac";

/** Twelve ticks round the ring, like the degree scale of an atlas' zodiac band. */
const TICKS = Array.from({ length: 12 }, (_, i) => {
  const a = (i * Math.PI) / 6;
  const [c, d] = [Math.cos(a), Math.sin(a)];
  return `M${(50 + 43 * c).toFixed(1)} ${(50 + 43 * d).toFixed(1)}L${(50 + 47 * c).toFixed(1)} ${(50 + 47 * d).toFixed(1)}`;
}).join("");

/**
 * A sign's image, drawn in the tarot deck's hand: its glyph in gold line on the night ground,
 * within a ringed band whose inner line takes its element's hue. Inline, so the page's glyph
 * font applies.
 */
export function SignMedallion({ sign, size = 96 }: { sign: Sign; size?: number }) {
  const [light] = ELEMENT_HUES[sign.element];
  return (
    <svg
      className="sign-medallion"
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role="img"
      aria-label={sign.name}
    >
      <circle
        cx="50"
        cy="50"
        r="47"
        fill={PALETTE.bgRaised}
        stroke={PALETTE.gold}
        strokeWidth="1.6"
      />
      <circle cx="50" cy="50" r="43" fill="none" stroke={PALETTE.gold} strokeWidth="0.7" />
      <path d={TICKS} stroke={PALETTE.gold} strokeWidth="0.9" />
      <circle
        cx="50"
        cy="50"
        r="36"
        fill="none"
        stroke={light}
        strokeWidth="0.9"
        strokeDasharray="1 2.5"
      />
      <text
        x="50"
        y="51"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="40"
        fill={PALETTE.gold}
        className="glyph"
      >
        {sign.glyph + "\uFE0E"}
      </text>
    </svg>
  );
}
