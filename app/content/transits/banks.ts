// Every transit text, by transiting planet, natal point and kind of contact (types.ts).
import type { Planet } from "~/domain/zodiac";
import { JUPITER_TRANSITS } from "./jupiter";
import { MARS_TRANSITS } from "./mars";
import { MERCURY_TRANSITS } from "./mercury";
import { MOON_TRANSITS } from "./moon";
import { NEPTUNE_TRANSITS } from "./neptune";
import { NODE_TRANSITS } from "./node";
import { PLUTO_TRANSITS } from "./pluto";
import { SATURN_TRANSITS } from "./saturn";
import { SUN_TRANSITS } from "./sun";
import type { ContactKind, NatalPoint, TransitTexts } from "./types";
import { URANUS_TRANSITS } from "./uranus";
import { VENUS_TRANSITS } from "./venus";

export const TRANSIT_TEXTS: Readonly<Record<Planet, TransitTexts>> = {
  Moon: MOON_TRANSITS,
  Sun: SUN_TRANSITS,
  Mercury: MERCURY_TRANSITS,
  Venus: VENUS_TRANSITS,
  Mars: MARS_TRANSITS,
  Jupiter: JUPITER_TRANSITS,
  Saturn: SATURN_TRANSITS,
  Uranus: URANUS_TRANSITS,
  Neptune: NEPTUNE_TRANSITS,
  Pluto: PLUTO_TRANSITS,
};

/** The text for a planet's contact with a natal point or the true node, if we wrote one. */
export function transitText(
  planet: Planet,
  point: NatalPoint | "True Node",
  kind: ContactKind,
): string | undefined {
  if (point !== "True Node") return TRANSIT_TEXTS[planet][point][kind];
  return planet in NODE_TRANSITS
    ? NODE_TRANSITS[planet as keyof typeof NODE_TRANSITS][kind]
    : undefined;
}
