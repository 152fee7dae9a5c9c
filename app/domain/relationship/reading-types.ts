// The shape of a relationship reading: what /api/synastry and /api/composite answer as
// `reading` and what the /synastry page shows. The texts come from app/content/relationship.
import type { CompositePoint } from "~/content/relationship/types";
import type { SynastryAspect } from "~/domain/relationship/synastry";

/** One inter-aspect, read: the strongest contacts come first. */
export interface ReadingContact {
  a: string;
  b: string;
  type: SynastryAspect;
  orb: number;
  /** A short title, for example "Her Venus trine his Mars" is NOT used: "Venus trine Mars". */
  title: string;
  text: string;
}

/** One person's point in the other's house, read. */
export interface ReadingOverlay {
  point: string;
  house: number;
  text: string;
}

export interface SynastryReading {
  /** What draws the two together, and where they will rub: one short paragraph each. */
  summary: { draws: string; rubs: string };
  contacts: ReadingContact[];
  /** Empty lists when the host's birth time is unknown. */
  overlays: { aInB: ReadingOverlay[]; bInA: ReadingOverlay[] };
}

/** The composite Sun, Moon, Venus, Mars and Ascendant by sign (and house when known). */
export interface CompositeReading {
  summary: string;
  placements: { point: CompositePoint; sign: string; house?: number; text: string }[];
}
