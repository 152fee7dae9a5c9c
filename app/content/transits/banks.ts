// Every transit text, by transiting planet, natal point and kind of contact (types.ts).
import type { Planet } from "~/domain/zodiac";
import { JUPITER_TRANSITS } from "./jupiter";
import { MARS_TRANSITS } from "./mars";
import { MERCURY_TRANSITS } from "./mercury";
import { MOON_TRANSITS } from "./moon";
import { NEPTUNE_TRANSITS } from "./neptune";
import { PLUTO_TRANSITS } from "./pluto";
import { SATURN_TRANSITS } from "./saturn";
import { SUN_TRANSITS } from "./sun";
import type { TransitTexts } from "./types";
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
