// Shapes of the daily text banks. Every entry is a template: `{name}` placeholders are filled
// by the composer (app/domain/horoscope/), everything else is our own wording, used as written.
//
// Placeholders a bank may use (only where its comment says so):
//   {sign}       the reader's sign: "Gemini"
//   {house}      an ordinal house number: "7th"
//   {where}      where an event falls for the reader: "in your own sign" or "in your 7th house"
//   {Planet}     a body at the start of a sentence: "The Sun", "Venus"
//   {planet}     the same body inside a sentence: "the Sun", "Venus"
//   {planetSign} the sign that body is in: "Sagittarius"
//   {Other}/{other}  the second body of an aspect, as {Planet}/{planet}
//   {aspect}     an aspect as a noun phrase with its article, honest about signs: "a trine",
//                "an exact square", "an out-of-sign opposition"; {Aspect} at a sentence's start
//   {eventSign}  the sign a New or Full Moon or an eclipse falls in: "Gemini"
//   {degree}     its degree in that sign: "2°"
//   {since}      when a station happened: "on 13 November"
//   {moonSign}   the sign the Moon is in: "Leo"
import type { PerHouse } from "~/content/horoscope/types";

/** Rating bands: 1-2 stars, 3 stars, 4-5 stars. */
export type Band = "low" | "mid" | "high";

/**
 * What kind of story a day's main event tells, whatever the event is:
 * begin      a New Moon, a solar eclipse, a planet entering a sign
 * culminate  a Full Moon, a lunar eclipse
 * review     a planet turning retrograde, or the weeks of a retrograde
 * advance    a planet turning direct, or the weeks after it
 * tension    a square or an opposition
 * harmony    a trine or a sextile
 * merge      a conjunction
 */
export type Tone = "begin" | "culminate" | "review" | "advance" | "tension" | "harmony" | "merge";

export const TONES: readonly Tone[] = [
  "begin",
  "culminate",
  "review",
  "advance",
  "tension",
  "harmony",
  "merge",
];

/**
 * How a focus part's opening line sounds, read from the line itself:
 * good   good news: something goes well, comes easily, is recognised
 * mixed  neither: guidance, a turning point, intensity that can go either way
 * hard   friction, pressure, delay or strain
 */
export type Mood = "good" | "mixed" | "hard";

/**
 * The moods an opener may have under each rating band, so the first line never contradicts
 * the stars beside it: no good news on a 1-2 star part, no hard news on a 4-5 star part.
 */
export const OPENER_MOODS: Readonly<Record<Band, readonly Mood[]>> = {
  low: ["mixed", "hard"],
  mid: ["good", "mixed", "hard"],
  high: ["good", "mixed"],
};

/** The headline event of a day, in a sentence: the sky fact, stated plainly. */
export interface SkyLines {
  /** {eventSign} {degree} {where} */
  newMoon: readonly string[];
  /** {eventSign} {degree} {where} */
  fullMoon: readonly string[];
  /** {eventSign} {degree} {where} */
  solarEclipse: readonly string[];
  /** {eventSign} {degree} {where} */
  lunarEclipse: readonly string[];
  /** {Planet} {planet} {planetSign} {where}: the planet stands still and turns back today. */
  stationRetrograde: readonly string[];
  /** {Planet} {planet} {planetSign} {where}: the planet stands still and turns forward today. */
  stationDirect: readonly string[];
  /** {Planet} {planet} {planetSign} {where} {since}: still retrograde, turned {since}. */
  retrograde: readonly string[];
  /** {Planet} {planet} {planetSign} {where} {since}: turned direct {since}, picking up speed. */
  direct: readonly string[];
  /** {Planet} {planet} {planetSign} {where}: the planet enters {planetSign} today. */
  ingress: readonly string[];
  /**
   * {Planet} {planet} {Other} {other} {aspect} {where}: two slow planets, exact today (rare,
   * weighty); {where} is where {Planet} stands for the reader.
   */
  slowAspect: readonly string[];
  /**
   * {Planet} {planet} {Other} {other} {aspect} {where}: two planets (not the Moon), exact
   * today; {where} is where {Planet} stands for the reader.
   */
  planetAspect: readonly string[];
  /**
   * {other} {Other} {aspect} {moonSign} {where}: the Moon, in {moonSign}, meets a planet
   * today; {where} is where the Moon stands for the reader.
   */
  moonAspect: readonly string[];
}

/** {moonSign} {where}: a day with no other event leads with the Moon's own sign. */
export type MoonSignLines = readonly string[];

/** What an event of each tone means in each house for the reader. No placeholders. */
export type StoryBank = Readonly<Record<Tone, PerHouse<readonly string[]>>>;

/** The general reading's other lines. */
export interface GeneralBank {
  /** The Moon's house, said once a day: {moonSign} (the Moon's sign), {house}. */
  moon: PerHouse<readonly string[]>;
  /** The sign's ruling planet, when it is part of the day's events: {Planet} {planet} {sign}. */
  ruler: readonly string[];
  /** The last sentence, matching the day's overall rating. No placeholders. */
  closings: Readonly<Record<Band, readonly string[]>>;
  /**
   * The last sentence when the lead pulls against the rating: `high` for a 4-5 star day led by
   * a square or an opposition (good, and meeting friction), `low` for a 1-2 star day led by a
   * trine or a sextile (a harder day, with help at hand). No placeholders.
   */
  crossedClosings: Readonly<Record<"high" | "low", readonly string[]>>;
}

/** A focus part's sky lines: love, career, health, finance. */
export interface FocusSky {
  /**
   * How the day's main event plays out in this part of life: by the event's tone, then by the
   * line's own mood (see OPENER_MOODS). No placeholders.
   */
  follow: Readonly<Record<Tone, Readonly<Record<Mood, readonly string[]>>>>;
  /** The part's planet in each house: {Planet} {planet} {planetSign} {house}. */
  placement: PerHouse<readonly string[]>;
  /** The part's planet in aspect to another body today: {Planet} {planet} {Other} {other} {aspect}. */
  aspect: Readonly<Record<"soft" | "hard" | "blend", readonly string[]>>;
  /** One of the part's planets retrograde: {Planet} {planet} {planetSign} {house}. */
  retrograde: readonly string[];
}

/**
 * A part's aspect on the third day (or fifth) of a run of days that all give the part that
 * aspect: {Planet} {planet} {Other} {other} {aspect} {Aspect}, each line saying "still".
 */
export type StillLines = Readonly<Record<"soft" | "hard" | "blend", readonly string[]>>;

/** A focus part's guidance and last sentence, both matching the part's rating. No placeholders. */
export interface FocusAdvice {
  advice: Readonly<Record<Band, readonly string[]>>;
  closings: Readonly<Record<Band, readonly string[]>>;
}

export type FocusBank = FocusSky & FocusAdvice;

/** Weekly and monthly readings: their frame. */
export interface PeriodFrame {
  /** Love, work, money and wellbeing over the period, matching its mean rating. No placeholders. */
  areas: Readonly<Record<PeriodArea, Readonly<Record<Band, readonly string[]>>>>;
  /** Closes a week or a month, matching its mean overall rating. No placeholders. */
  closings: Readonly<Record<Band, readonly string[]>>;
  /** Said when every day of the period has the same overall rating. No placeholders. */
  evenDays: readonly string[];
  /** The Moon missing the reader's sign: {span} ("this week"), {from} and {to} ("3rd"). */
  moonAway: readonly string[];
}

export type PeriodArea = "love" | "work" | "money" | "wellbeing";

/** The kind of event a week or month opens on; "quiet" is a week with no event at all. */
export type PeriodHeadlineKind =
  | "newMoon"
  | "fullMoon"
  | "eclipse"
  | "retrograde"
  | "direct"
  | "ingress"
  | "harmony"
  | "tension"
  | "merge"
  | "quiet";

/**
 * A period's first sentence, written for its headline event's kind, then by the line's own mood
 * (chosen in a mood the period's mean overall rating allows, OPENER_MOODS). Placeholders:
 * lunations {Event} {event} {day} {where} {area}; stations and ingresses {Planet} {planet}
 * {sign} {day} {where} {area}; aspects also {Other} {other} {aspect} {Aspect}; quiet {span}.
 */
export type PeriodOpeners = Readonly<
  Record<PeriodHeadlineKind, Readonly<Record<Mood, readonly string[]>>>
>;

/** An area planet's own event in a week or month. */
export type AreaEventKind = "ingress" | "retrograde" | "direct" | "harmony" | "tension" | "merge";

/**
 * How an area planet's event plays out in that area: {Planet} {planet} {sign} {day} {where},
 * and for aspects {Other} {other} {aspect} {Aspect}.
 */
export type PeriodAreaSky = Readonly<
  Record<PeriodArea, Readonly<Record<AreaEventKind, readonly string[]>>>
>;

/** What one dated event of a week or month means for the reader, by tone and house. No placeholders. */
export type PeriodGloss = Readonly<Record<Tone, PerHouse<readonly string[]>>>;
