// The shapes of the personal transit texts (docs/writing/transit-texts.md): for each planet
// moving now, what it does to each point of the member's birth chart, by the kind of contact.
import type { Planet } from "~/domain/zodiac";

/** The birth chart's points a transit can touch: the ten bodies and the two angles. */
export type NatalPoint = Planet | "Ascendant" | "Midheaven";

/**
 * The kinds of contact, each one text: the conjunction; the easy aspects (sextile, trine);
 * the hard ones (square, opposition, and the quincunx, which asks for an awkward adjustment).
 */
export type ContactKind = "conjunction" | "easy" | "hard";

/** One transiting planet's texts: to each natal point, by kind of contact. */
export type TransitTexts = Readonly<Record<NatalPoint, Readonly<Record<ContactKind, string>>>>;

/** Transits to the natal true node, for the planets whose contacts last (Mars to Pluto). */
export type NodeTransitTexts = Readonly<
  Record<
    "Mars" | "Jupiter" | "Saturn" | "Uranus" | "Neptune" | "Pluto",
    Readonly<Record<ContactKind, string>>
  >
>;
