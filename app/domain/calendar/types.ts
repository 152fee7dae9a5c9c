// The sky calendar's events: each with its UTC instant (ISO 8601, to the second), so a page can
// show it in any time zone. Shared types, so this folder's imports run one way.
import type { Planet, SignSlug } from "~/domain/zodiac";

/** A point on the zodiac: its sign and its degree and minute in the sign. */
export interface SignDegree {
  sign: SignSlug;
  degree: number;
  minute: number;
}

export type LunationPhase = "new" | "first quarter" | "full" | "last quarter";

export interface LunationEvent extends SignDegree {
  kind: "lunation";
  time: string;
  phase: LunationPhase;
}

export interface MoonIngressEvent {
  kind: "moon-ingress";
  time: string;
  sign: SignSlug;
}

/** The Moon void of course: from its last major aspect in a sign until it enters the next. */
export interface VoidEvent {
  kind: "void";
  time: string;
  end: string;
  /** The aspect that began it: the Moon's last to a planet before it left the sign (absent
   * when it made none in the sign, and was void from the moment it entered). */
  lastAspect?: { body: Planet; type: MajorAspect };
}

export type MajorAspect = "conjunction" | "sextile" | "square" | "trine" | "opposition";

export interface IngressEvent {
  kind: "ingress";
  time: string;
  body: Exclude<Planet, "Moon">;
  sign: SignSlug;
  /** Backing into the sign it had left. */
  retrograde: boolean;
}

export interface StationEvent extends SignDegree {
  kind: "station";
  time: string;
  body: RetrogradeBody;
  turns: "retrograde" | "direct";
}

export type RetrogradeBody = Exclude<Planet, "Sun" | "Moon">;

export interface EclipseEvent extends SignDegree {
  kind: "eclipse";
  /** The moment of greatest eclipse. */
  time: string;
  body: "solar" | "lunar";
  type: "partial" | "annular" | "total" | "hybrid" | "penumbral";
  /** Solar: the Moon's share of the Sun's diameter at greatest eclipse; lunar: the umbral
   * magnitude (penumbral for a penumbral eclipse). */
  magnitude: number;
  /** Where it can be seen, in words. */
  visible: string;
}

export interface SeasonEvent {
  kind: "season";
  time: string;
  name: "March equinox" | "June solstice" | "September equinox" | "December solstice";
}

export type CalendarEvent =
  | LunationEvent
  | MoonIngressEvent
  | VoidEvent
  | IngressEvent
  | StationEvent
  | EclipseEvent
  | SeasonEvent;

/** One planet's retrograde period with its shadows, as the retrograde pages list them. */
export interface RetrogradePeriod {
  body: RetrogradeBody;
  /** The planet first reaches the degree where it will station direct. */
  preShadow: string;
  retrograde: StationEvent;
  direct: StationEvent;
  /** The planet is back at the degree where it stationed retrograde. */
  postShadow: string;
}
