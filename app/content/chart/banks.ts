// Every birth chart text, by body, angle and aspect, for the reading (app/domain/chart/reading.ts).
import { ASCENDANT_IN_SIGNS, MIDHEAVEN_IN_SIGNS } from "./angles";
import { JUPITER_ASPECTS } from "./aspects/jupiter";
import { MARS_ASPECTS } from "./aspects/mars";
import { MERCURY_ASPECTS } from "./aspects/mercury";
import { MOON_ASPECTS } from "./aspects/moon";
import { NEPTUNE_ASPECTS } from "./aspects/neptune";
import { SATURN_ASPECTS } from "./aspects/saturn";
import { SUN_ASPECTS } from "./aspects/sun";
import { URANUS_ASPECTS } from "./aspects/uranus";
import { VENUS_ASPECTS } from "./aspects/venus";
import { CHIRON_IN_HOUSES } from "./in-houses/chiron";
import { JUPITER_IN_HOUSES } from "./in-houses/jupiter";
import { MARS_IN_HOUSES } from "./in-houses/mars";
import { MERCURY_IN_HOUSES } from "./in-houses/mercury";
import { MOON_IN_HOUSES } from "./in-houses/moon";
import { NEPTUNE_IN_HOUSES } from "./in-houses/neptune";
import { NORTH_NODE_IN_HOUSES } from "./in-houses/north-node";
import { PLUTO_IN_HOUSES } from "./in-houses/pluto";
import { SATURN_IN_HOUSES } from "./in-houses/saturn";
import { SUN_IN_HOUSES } from "./in-houses/sun";
import { URANUS_IN_HOUSES } from "./in-houses/uranus";
import { VENUS_IN_HOUSES } from "./in-houses/venus";
import { CHIRON_IN_SIGNS } from "./in-signs/chiron";
import { JUPITER_IN_SIGNS } from "./in-signs/jupiter";
import { MARS_IN_SIGNS } from "./in-signs/mars";
import { MERCURY_IN_SIGNS } from "./in-signs/mercury";
import { MOON_IN_SIGNS } from "./in-signs/moon";
import { NEPTUNE_IN_SIGNS } from "./in-signs/neptune";
import { NORTH_NODE_IN_SIGNS } from "./in-signs/north-node";
import { PLUTO_IN_SIGNS } from "./in-signs/pluto";
import { SATURN_IN_SIGNS } from "./in-signs/saturn";
import { SUN_IN_SIGNS } from "./in-signs/sun";
import { URANUS_IN_SIGNS } from "./in-signs/uranus";
import { VENUS_IN_SIGNS } from "./in-signs/venus";
import type { ChartBody, InHouses, InSigns } from "./types";

export const BODY_IN_SIGNS: Readonly<Record<ChartBody, InSigns>> = {
  Sun: SUN_IN_SIGNS,
  Moon: MOON_IN_SIGNS,
  Mercury: MERCURY_IN_SIGNS,
  Venus: VENUS_IN_SIGNS,
  Mars: MARS_IN_SIGNS,
  Jupiter: JUPITER_IN_SIGNS,
  Saturn: SATURN_IN_SIGNS,
  Uranus: URANUS_IN_SIGNS,
  Neptune: NEPTUNE_IN_SIGNS,
  Pluto: PLUTO_IN_SIGNS,
  "North Node": NORTH_NODE_IN_SIGNS,
  Chiron: CHIRON_IN_SIGNS,
};

export const BODY_IN_HOUSES: Readonly<Record<ChartBody, InHouses>> = {
  Sun: SUN_IN_HOUSES,
  Moon: MOON_IN_HOUSES,
  Mercury: MERCURY_IN_HOUSES,
  Venus: VENUS_IN_HOUSES,
  Mars: MARS_IN_HOUSES,
  Jupiter: JUPITER_IN_HOUSES,
  Saturn: SATURN_IN_HOUSES,
  Uranus: URANUS_IN_HOUSES,
  Neptune: NEPTUNE_IN_HOUSES,
  Pluto: PLUTO_IN_HOUSES,
  "North Node": NORTH_NODE_IN_HOUSES,
  Chiron: CHIRON_IN_HOUSES,
};

export const ANGLE_IN_SIGNS = { Ascendant: ASCENDANT_IN_SIGNS, Midheaven: MIDHEAVEN_IN_SIGNS };

/** Each body's aspects to the bodies after it, Sun to Neptune (Pluto has none after it). */
export const ASPECT_TEXTS = {
  Sun: SUN_ASPECTS,
  Moon: MOON_ASPECTS,
  Mercury: MERCURY_ASPECTS,
  Venus: VENUS_ASPECTS,
  Mars: MARS_ASPECTS,
  Jupiter: JUPITER_ASPECTS,
  Saturn: SATURN_ASPECTS,
  Uranus: URANUS_ASPECTS,
  Neptune: NEPTUNE_ASPECTS,
} as const;
