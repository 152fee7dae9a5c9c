// The twelve signs of the tropical zodiac and the sign for a calendar date.
// Date ranges follow the table in the product specification (SPEC.md section 3).

export const SIGN_SLUGS = [
  "aries",
  "taurus",
  "gemini",
  "cancer",
  "leo",
  "virgo",
  "libra",
  "scorpio",
  "sagittarius",
  "capricorn",
  "aquarius",
  "pisces",
] as const;

export type SignSlug = (typeof SIGN_SLUGS)[number];
export type Element = "fire" | "earth" | "air" | "water";
export type Modality = "cardinal" | "fixed" | "mutable";
export type Planet =
  | "Sun"
  | "Moon"
  | "Mercury"
  | "Venus"
  | "Mars"
  | "Jupiter"
  | "Saturn"
  | "Uranus"
  | "Neptune"
  | "Pluto";

/** A month and day, month 1-12. */
export interface MonthDay {
  month: number;
  day: number;
}

export interface Sign {
  slug: SignSlug;
  name: string;
  /** 0 for Aries ... 11 for Pisces: the sign's 30-degree slice of the ecliptic. */
  index: number;
  glyph: string;
  element: Element;
  modality: Modality;
  /** The traditional ruler first; the modern co-ruler, where there is one, second. */
  rulers: readonly Planet[];
  start: MonthDay;
  end: MonthDay;
}

const ELEMENTS: readonly Element[] = ["fire", "earth", "air", "water"];
const MODALITIES: readonly Modality[] = ["cardinal", "fixed", "mutable"];

const TABLE: ReadonlyArray<
  [SignSlug, string, string, readonly Planet[], [number, number], [number, number]]
> = [
  ["aries", "Aries", "\u2648", ["Mars"], [3, 21], [4, 19]],
  ["taurus", "Taurus", "\u2649", ["Venus"], [4, 20], [5, 20]],
  ["gemini", "Gemini", "\u264A", ["Mercury"], [5, 21], [6, 21]],
  ["cancer", "Cancer", "\u264B", ["Moon"], [6, 22], [7, 22]],
  ["leo", "Leo", "\u264C", ["Sun"], [7, 23], [8, 22]],
  ["virgo", "Virgo", "\u264D", ["Mercury"], [8, 23], [9, 22]],
  ["libra", "Libra", "\u264E", ["Venus"], [9, 23], [10, 23]],
  ["scorpio", "Scorpio", "\u264F", ["Mars", "Pluto"], [10, 24], [11, 21]],
  ["sagittarius", "Sagittarius", "\u2650", ["Jupiter"], [11, 22], [12, 21]],
  ["capricorn", "Capricorn", "\u2651", ["Saturn"], [12, 22], [1, 19]],
  ["aquarius", "Aquarius", "\u2652", ["Saturn", "Uranus"], [1, 20], [2, 18]],
  ["pisces", "Pisces", "\u2653", ["Jupiter", "Neptune"], [2, 19], [3, 20]],
];

export const SIGNS: readonly Sign[] = TABLE.map(
  ([slug, name, glyph, rulers, start, end], index) => ({
    slug,
    name,
    index,
    glyph,
    element: ELEMENTS[index % 4]!,
    modality: MODALITIES[index % 3]!,
    rulers,
    start: { month: start[0], day: start[1] },
    end: { month: end[0], day: end[1] },
  }),
);

const BY_SLUG = new Map<string, Sign>(SIGNS.map((s) => [s.slug, s]));

export function isSignSlug(value: string): value is SignSlug {
  return BY_SLUG.has(value);
}

/** The sign for a slug or a name in any letter case, or undefined. */
export function findSign(nameOrSlug: string): Sign | undefined {
  return BY_SLUG.get(nameOrSlug.trim().toLowerCase());
}

export function getSign(slug: SignSlug): Sign {
  return BY_SLUG.get(slug)!;
}

/** The sign whose 30-degree slice holds an ecliptic longitude in degrees. */
export function signOfLongitude(longitude: number): Sign {
  const normalised = ((longitude % 360) + 360) % 360;
  return SIGNS[Math.floor(normalised / 30)]!;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Mar 21–Apr 19", as the specification's table writes it. */
export function formatRange(sign: Sign): string {
  const part = (md: MonthDay) => `${MONTHS[md.month - 1]} ${md.day}`;
  return `${part(sign.start)}\u2013${part(sign.end)}`;
}
