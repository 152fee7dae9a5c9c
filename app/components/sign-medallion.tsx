import { useId } from "react";
import { ELEMENT_HUES, PALETTE } from "~/domain/palette";
import type { Sign } from "~/domain/zodiac";

/** A sign's image: its glyph in a medallion tinted by its element. Inline, so the page's glyph font applies. */
export function SignMedallion({ sign, size = 96 }: { sign: Sign; size?: number }) {
  const [light, dark] = ELEMENT_HUES[sign.element];
  const gradient = useId();
  return (
    <svg
      className="sign-medallion"
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role="img"
      aria-label={sign.name}
    >
      <defs>
        <radialGradient id={gradient} cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </radialGradient>
      </defs>
      <circle cx="50" cy="50" r="47" fill={`url(#${gradient})`} />
      <circle cx="50" cy="50" r="47" fill="none" stroke={PALETTE.gold} strokeWidth="2.5" />
      <circle
        cx="50"
        cy="50"
        r="40"
        fill="none"
        stroke={PALETTE.gold}
        strokeWidth="0.8"
        strokeDasharray="1.5 3"
      />
      <text
        x="50"
        y="51"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="44"
        fill={PALETTE.bg}
        className="glyph"
      >
        {sign.glyph + "\uFE0E"}
      </text>
    </svg>
  );
}
