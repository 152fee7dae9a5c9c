// The shapes of the relationship reading's texts (docs/writing/relationship-texts.md). The
// synastry texts are composed from parts by the builder (app/domain/relationship/reading.ts):
// each part is one sentence, and no sentence is written twice.
import type { PointsThat } from "~/domain/chart/point-registry";
import type { Planet } from "~/domain/zodiac";
import type { HouseNumber, SignName } from "~/content/chart/types";

/** The points synastry reads, named as /api/synastry names them: the registry's synastry rows. */
export type SynastryPoint = PointsThat<"synastry">;

/** Conjunction; flowing (sextile, trine); challenging (square, opposition). */
export type ContactKind = "conjunction" | "flowing" | "challenging";

/** What one point stands for in a contact of one kind: alternatives, used at most once each. */
export type PointInKind = Readonly<
  Record<SynastryPoint, Readonly<Record<ContactKind, readonly string[]>>>
>;

/** The points with a house in the other's chart: the ten bodies and the node. */
export type OverlayPoint = Planet | "True Node";

/** The composite points read by sign (and house, but the Ascendant has none of its own). */
export type CompositePoint = "Sun" | "Moon" | "Venus" | "Mars" | "Ascendant";

export type BySign = Readonly<Record<SignName, string>>;
export type ByHouse = Readonly<Record<HouseNumber, string>>;
