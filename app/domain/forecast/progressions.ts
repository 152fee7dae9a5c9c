// Secondary progressions (a day after birth for each year of life) and solar arc directions
// (every natal point moved on by the progressed Sun's arc). The progressed Midheaven advances
// by Naibod's rate, the Sun's mean motion, in right ascension; with solar arc, by the arc.
// Conventions in docs/astrology.md#the-year-ahead.
import { AstroTime } from "astronomy-engine";
import { houseOf, placement, type Placement } from "~/domain/chart/chart";
import { anglesAt, anglesFromRamc, housesFor } from "~/domain/chart/houses";
import { bodiesAt, trueNode } from "~/domain/chart/points";
import { longitude } from "~/domain/calendar/search";
import { normalizeDegrees, signedArc } from "~/domain/sky/ephemeris";
import { SIGNS } from "~/domain/zodiac";
import type { Birth } from "./natal";
import { DAY, HOUR, MINUTE } from "~/domain/time";
import { Track } from "./track";

export const TROPICAL_YEAR_DAYS = 365.24219;
/** Naibod's rate: the Sun's mean motion, 0°59′08″ of right ascension a year. */
export const NAIBOD_RATE = 0.985647;
const YEAR = TROPICAL_YEAR_DAYS * DAY;
const RAD = Math.PI / 180;

export type ProgressionMethod = "secondary" | "solar-arc";

const PHASES = [
  "new",
  "crescent",
  "first quarter",
  "gibbous",
  "full",
  "disseminating",
  "last quarter",
  "balsamic",
] as const;

/** The instant progressed to `date` (ms): a day after birth for each year lived, to the minute. */
export function progressedInstant(birth: number, date: number): number {
  return Math.round((birth + (date - birth) / TROPICAL_YEAR_DAYS) / MINUTE) * MINUTE;
}

/** The calendar day (UTC) a progressed instant stands for. */
function realDay(birth: number, progressed: number): string {
  return new Date(birth + (progressed - birth) * TROPICAL_YEAR_DAYS).toISOString().slice(0, 10);
}

const withHouse = (p: Placement, cusps?: readonly number[]) =>
  cusps ? { ...p, house: houseOf(p.longitude, cusps) } : p;

export function progressions(birth: Birth, date: number, method: ProgressionMethod) {
  const born = Date.parse(birth.utc);
  const at = progressedInstant(born, date);
  const age = (date - born) / YEAR;
  const natalBodies = bodiesAt(new Date(born));
  const bodies = bodiesAt(new Date(at));
  const sunOf = (list: typeof bodies) => list.find((b) => b.name === "Sun")!.longitude;
  const arc = normalizeDegrees(sunOf(bodies) - sunOf(natalBodies));
  const points: Placement[] = bodies.map((b) => ({
    ...placement(b.name, b.longitude),
    speed: Math.round(b.speed * 1e4) / 1e4,
    retrograde: b.retrograde,
  }));
  points.push(placement("True Node", trueNode(new AstroTime(new Date(at)))));
  let houses: { system: string; cusps: Placement[] } | undefined;
  let natalCusps: number[] | undefined;
  const midheavenMethod = method === "solar-arc" ? "solar arc" : "naibod";
  const natalAngles = birth.timeKnown
    ? anglesAt(new Date(born), birth.latitude, birth.longitude)
    : undefined;
  if (natalAngles) {
    const { ramc, obliquity, midheaven } = natalAngles;
    natalCusps = housesFor(natalAngles, birth.latitude, birth.system).cusps;
    // Solar arc moves the Midheaven along the ecliptic; back to right ascension for the houses.
    const mc = normalizeDegrees(midheaven + arc);
    const progressedRamc =
      method === "solar-arc"
        ? Math.atan2(Math.sin(mc * RAD) * Math.cos(obliquity * RAD), Math.cos(mc * RAD)) / RAD
        : ramc + age * NAIBOD_RATE;
    const angles = anglesFromRamc(progressedRamc, birth.latitude, obliquity);
    const cast = housesFor(angles, birth.latitude, birth.system);
    const cusps = cast.cusps.map((c) => placement("", c).longitude);
    points.push(placement("Ascendant", angles.ascendant), placement("Midheaven", angles.midheaven));
    houses = { system: cast.system, cusps: cast.cusps.map((c, i) => placement(`${i + 1}`, c)) };
    for (const [i, p] of points.entries()) points[i] = withHouse(p, cusps);
  }
  const moon = bodies.find((b) => b.name === "Moon")!.longitude;
  return {
    age: Math.round(age * 100) / 100,
    progressed: {
      utc: new Date(at).toISOString(),
      points,
      ...(houses ? { houses } : {}),
      midheaven: midheavenMethod,
    },
    moon: {
      ...placement("Moon", moon),
      ...(natalCusps ? { natalHouse: houseOf(moon, natalCusps) } : {}),
      changes: moonChanges(born, date, natalCusps),
    },
    lunation: lunation(born, at),
    ...(method === "solar-arc"
      ? { directions: directions(arc, natalBodies, natalAngles, born) }
      : {}),
  };
}

/** The progressed Moon's entries into signs and natal houses over the year from `date`. */
function moonChanges(born: number, date: number, cusps: readonly number[] | undefined) {
  const [from, to] = [progressedInstant(born, date), progressedInstant(born, date + YEAR)];
  const track = new Track("Moon", from, to, HOUR);
  const signLines = SIGNS.map((_, i) => i * 30);
  const changes: { date: string; sign?: string; natalHouse?: number }[] = track
    .passes(signLines, from, to)
    .map((p) => ({ date: realDay(born, p.time), sign: SIGNS[p.index]!.name }));
  if (cusps) {
    for (const p of track.passes(cusps, from, to)) {
      changes.push({ date: realDay(born, p.time), natalHouse: p.index + 1 });
    }
  }
  return changes.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The progressed Moon's phase from the progressed Sun, with the days it began and ends. */
function lunation(born: number, at: number) {
  const sun = longitude("Sun");
  const moon = longitude("Moon");
  const elongation = (t: number) => normalizeDegrees(moon(t) - sun(t));
  const now = elongation(at);
  const phase = Math.floor(now / 45);
  // The elongation grows about 12° a progressed day: a phase lasts about 3.7 (years, in life).
  const edge = (line: number, direction: 1 | -1) => {
    const past = (t: number) => signedArc(line, elongation(t)) * direction > 0;
    let [low, high] = [at, at];
    while (!past(high)) [low, high] = [high, high + direction * 6 * HOUR];
    if (direction < 0) [low, high] = [high, low];
    const before = direction > 0 ? (t: number) => !past(t) : past;
    while (high - low > MINUTE) {
      const mid = (low + high) / 2;
      if (before(mid)) low = mid;
      else high = mid;
    }
    return realDay(born, high);
  };
  return {
    phase: PHASES[phase]!,
    elongation: Math.round(now * 100) / 100,
    began: edge(phase * 45, -1),
    ends: edge(((phase + 1) * 45) % 360, 1),
  };
}

const MAJOR = [
  ["conjunction", 0],
  ["sextile", 60],
  ["square", 90],
  ["trine", 120],
  ["opposition", 180],
] as const;

function directions(
  arc: number,
  natalBodies: ReturnType<typeof bodiesAt>,
  angles: ReturnType<typeof anglesAt> | undefined,
  born: number,
) {
  const natal: [string, number][] = natalBodies.map((b) => [b.name, b.longitude]);
  natal.push(["True Node", trueNode(new AstroTime(new Date(born)))]);
  if (angles) natal.push(["Ascendant", angles.ascendant], ["Midheaven", angles.midheaven]);
  const contacts: { directed: string; natal: string; aspect: string; orb: number }[] = [];
  for (const [name, lon] of natal) {
    for (const [other, at] of natal) {
      const separation = Math.abs(signedArc(at, lon + arc));
      for (const [aspect, angle] of MAJOR) {
        const orb = Math.abs(separation - angle);
        if (orb <= 1)
          contacts.push({ directed: name, natal: other, aspect, orb: Math.round(orb * 100) / 100 });
      }
    }
  }
  return {
    arc: Math.round(arc * 1e4) / 1e4,
    points: natal.map(([name, lon]) => placement(name, lon + arc)),
    contacts: contacts.sort((a, b) => a.orb - b.orb),
  };
}
