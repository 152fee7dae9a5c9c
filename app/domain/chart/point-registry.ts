// Every point a chart can hold, one row each: its kind, its glyph, the ephemeris it is read
// from, and what the chart, the wheel, the reading, the patterns, the synastry and the transits
// do with it (the shape of kerykeion's one literal type and one settings table). A row's place
// in the table is the point's place in the chart's list. Adding a point: docs/astrology.md.
import type { Angles } from "~/domain/chart/houses";
import type { BodyPoint, ExtraPoints } from "~/domain/chart/points";
import { chironPointAt } from "~/domain/chart/points";
import { MINUTES_PER_DAY } from "~/domain/time";
import type { Planet } from "~/domain/zodiac";

/** What the ephemerides give for one instant and place, each computed once for all points. */
export interface PointSky {
  utc: Date;
  bodies: readonly BodyPoint[];
  extra: ExtraPoints;
  angles: Angles;
  /** The angles a minute later, for their motion; asked for only with a birth time. */
  nextAngles: () => Angles;
}

export interface PointPosition {
  longitude: number;
  /** Degrees a day; negative when retrograde. Absent where nothing needs it. */
  speed?: number;
}

export type PointKind = "luminary" | "planet" | "centaur" | "node" | "apogee" | "angle" | "lot";

export interface PointRow {
  kind: PointKind;
  /** The Unicode symbol the wheel and the tables draw (the glyph font must hold it). */
  glyph?: string;
  ephemeris: (sky: PointSky) => PointPosition;
  /** The chart gives its speed and whether it is retrograde. */
  moving: boolean;
  /** Only with a birth time (the angles and what is reckoned from them). */
  needsTime: boolean;
  /** Drawn on the wheels. */
  drawn: boolean;
  /** The name its texts go by, in its sign and its house: a reading text is owed for it. */
  read: string | false;
  /** In the chart's aspect list (the ephemeris must then give a speed). */
  aspected: boolean;
  /** Among the bodies the aspect patterns and the chart's shape are found in. */
  patterns: boolean;
  /** Compared with the other chart in a synastry. */
  synastry: boolean;
  /** A natal point the transits, the forecasts and the member's day are measured against. */
  transits: boolean;
}

const body =
  (name: Planet) =>
  (sky: PointSky): PointPosition => {
    const { longitude, speed } = sky.bodies.find((b) => b.name === name)!;
    return { longitude, speed };
  };
const perDay = (from: number, to: number) => (((to - from + 540) % 360) - 180) * MINUTES_PER_DAY;

// The ten bodies share one row but for their kind and glyph.
const planet = (name: Planet, kind: PointKind, glyph: string) =>
  ({
    kind,
    glyph,
    ephemeris: body(name),
    moving: true,
    needsTime: false,
    drawn: true,
    read: name,
    aspected: true,
    patterns: true,
    synastry: true,
    transits: true,
  }) as const;

const NOT_DRAWN_OR_READ = {
  drawn: false,
  read: false,
  aspected: false,
  patterns: false,
  synastry: false,
  transits: false,
} as const;

export const POINTS = {
  Sun: planet("Sun", "luminary", "\u2609"),
  Moon: planet("Moon", "luminary", "\u263D"),
  Mercury: planet("Mercury", "planet", "\u263F"),
  Venus: planet("Venus", "planet", "\u2640"),
  Mars: planet("Mars", "planet", "\u2642"),
  Jupiter: planet("Jupiter", "planet", "\u2643"),
  Saturn: planet("Saturn", "planet", "\u2644"),
  Uranus: planet("Uranus", "planet", "\u2645"),
  Neptune: planet("Neptune", "planet", "\u2646"),
  Pluto: planet("Pluto", "planet", "\u2647"),
  "Mean Node": {
    kind: "node",
    glyph: "\u260A",
    ephemeris: ({ extra }): PointPosition => ({ longitude: extra.meanNode }),
    moving: false,
    needsTime: false,
    ...NOT_DRAWN_OR_READ,
  },
  "True Node": {
    kind: "node",
    glyph: "\u260A",
    ephemeris: ({ extra }): PointPosition => ({ longitude: extra.trueNode }),
    moving: false,
    needsTime: false,
    ...NOT_DRAWN_OR_READ,
    drawn: true,
    read: "North Node",
    synastry: true,
    transits: true,
  },
  Lilith: {
    kind: "apogee",
    glyph: "\u26B8",
    ephemeris: ({ extra }): PointPosition => ({ longitude: extra.lilith }),
    moving: false,
    needsTime: false,
    ...NOT_DRAWN_OR_READ,
    drawn: true,
  },
  Chiron: {
    kind: "centaur",
    glyph: "\u26B7",
    ephemeris: ({ utc }): PointPosition => chironPointAt(utc),
    moving: true,
    needsTime: false,
    ...NOT_DRAWN_OR_READ,
    drawn: true,
    read: "Chiron",
  },
  Ascendant: {
    kind: "angle",
    ephemeris: ({ angles, nextAngles }): PointPosition => ({
      longitude: angles.ascendant,
      speed: perDay(angles.ascendant, nextAngles().ascendant),
    }),
    moving: false,
    needsTime: true,
    ...NOT_DRAWN_OR_READ,
    aspected: true,
    synastry: true,
    transits: true,
  },
  Midheaven: {
    kind: "angle",
    ephemeris: ({ angles, nextAngles }): PointPosition => ({
      longitude: angles.midheaven,
      speed: perDay(angles.midheaven, nextAngles().midheaven),
    }),
    moving: false,
    needsTime: true,
    ...NOT_DRAWN_OR_READ,
    aspected: true,
    synastry: true,
    transits: true,
  },
  Vertex: {
    kind: "angle",
    ephemeris: ({ extra }): PointPosition => ({ longitude: extra.vertex }),
    moving: false,
    needsTime: true,
    ...NOT_DRAWN_OR_READ,
  },
  "Part of Fortune": {
    kind: "lot",
    ephemeris: ({ extra }): PointPosition => ({ longitude: extra.partOfFortune }),
    moving: false,
    needsTime: true,
    ...NOT_DRAWN_OR_READ,
  },
} as const satisfies Record<string, PointRow>;

export type PointName = keyof typeof POINTS;

/** Every point, in the chart's order. */
export const POINT_NAMES = Object.keys(POINTS) as PointName[];

/** The names the reading's texts go by: a text bank keyed by this misses none (content types). */
export type ReadName = Exclude<(typeof POINTS)[PointName]["read"], false>;

type Flag = "drawn" | "aspected" | "patterns" | "synastry" | "transits";

/** The names of the points with a flag, as a type: what a bank keyed by them must hold. */
export type PointsThat<F extends Flag> = {
  [K in PointName]: (typeof POINTS)[K][F] extends true ? K : never;
}[PointName];

/** The points with a flag, in the chart's order. */
export function pointsThat<F extends Flag>(flag: F): PointsThat<F>[] {
  return POINT_NAMES.filter((name): name is PointsThat<F> => POINTS[name][flag]);
}

/** The points the reading reads, in the chart's order, each with the name its texts use. */
export const READ_POINTS = POINT_NAMES.flatMap((name) => {
  const as: string | false = POINTS[name].read;
  return as === false ? [] : [{ name, as: as as ReadName }];
});
