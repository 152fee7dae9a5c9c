// Every bank sentence: its placeholders are the ones its field allows, it is one finished
// sentence of a readable length, nothing is written twice, and no stock phrase slips in.
import { describe, expect, it } from "vitest";
import { FOCUS } from "~/content/daily/focus";
import { GENERAL } from "~/content/daily/general";
import { PERIOD_FRAME } from "~/content/daily/period-frame";
import { PERIOD_GLOSS } from "~/content/daily/period-gloss";
import { MOON_SIGN_LINES, SKY_LINES } from "~/content/daily/sky";
import { STILL_LINES } from "~/content/daily/still";
import { STORY } from "~/content/daily/story";
import { PERIOD_AREA_MOON } from "~/content/daily/period-area-moon";
import { PERIOD_AREA_SKY } from "~/content/daily/period-area-sky";
import { PERIOD_OPENERS } from "~/content/daily/period-openers";
import {
  OPENER_MOODS,
  TONES,
  type Band,
  type Mood,
  type PeriodHeadlineKind,
} from "~/content/daily/types";

const MOODS: readonly Mood[] = ["good", "mixed", "hard"];
const BANDS: readonly Band[] = ["low", "mid", "high"];
const P = (...names: string[]) => names;
const PLANET = P("Planet", "planet");
const OTHER = P("Other", "other");
const ASPECT = P("aspect", "Aspect");

/** [where the lines come from, the lines, the placeholders they may use, the fewest wanted]. */
type Field = [string, readonly string[], readonly string[], number];

const fields: Field[] = [
  ["sky.newMoon", SKY_LINES.newMoon, P("eventSign", "degree", "where"), 6],
  ["sky.fullMoon", SKY_LINES.fullMoon, P("eventSign", "degree", "where"), 6],
  ["sky.solarEclipse", SKY_LINES.solarEclipse, P("eventSign", "degree", "where"), 4],
  ["sky.lunarEclipse", SKY_LINES.lunarEclipse, P("eventSign", "degree", "where"), 4],
  ["sky.stationRetrograde", SKY_LINES.stationRetrograde, [...PLANET, "planetSign", "where"], 6],
  ["sky.stationDirect", SKY_LINES.stationDirect, [...PLANET, "planetSign", "where"], 6],
  ["sky.retrograde", SKY_LINES.retrograde, [...PLANET, "planetSign", "where", "since"], 8],
  ["sky.direct", SKY_LINES.direct, [...PLANET, "planetSign", "where", "since"], 8],
  ["sky.ingress", SKY_LINES.ingress, [...PLANET, "planetSign", "where"], 10],
  ["sky.slowAspect", SKY_LINES.slowAspect, [...PLANET, ...OTHER, ...ASPECT, "where"], 8],
  ["sky.planetAspect", SKY_LINES.planetAspect, [...PLANET, ...OTHER, ...ASPECT, "where"], 12],
  ["sky.moonAspect", SKY_LINES.moonAspect, [...OTHER, ...ASPECT, "moonSign", "where"], 28],
  ["moonSign", MOON_SIGN_LINES, P("moonSign", "where"), 12],
  ["general.ruler", GENERAL.ruler, [...PLANET, "sign"], 12],
  ["still.soft", STILL_LINES.soft, [...PLANET, ...OTHER, ...ASPECT], 7],
  ["still.hard", STILL_LINES.hard, [...PLANET, ...OTHER, ...ASPECT], 7],
  ["still.blend", STILL_LINES.blend, [...PLANET, ...OTHER, ...ASPECT], 7],
];
for (const tone of TONES) {
  for (let house = 1; house <= 12; house++) {
    const h = house as keyof (typeof STORY)[typeof tone];
    fields.push([`story.${tone}.${house}`, STORY[tone][h], [], 3]);
    fields.push([`gloss.${tone}.${house}`, PERIOD_GLOSS[tone][h], [], 3]);
  }
}
const OPENER_PLACES = P("day", "where", "area");
const OPENER_VARS: Readonly<Record<PeriodHeadlineKind, readonly string[]>> = {
  newMoon: [...OPENER_PLACES, "Event", "event"],
  fullMoon: [...OPENER_PLACES, "Event", "event"],
  eclipse: [...OPENER_PLACES, "Event", "event"],
  retrograde: [...OPENER_PLACES, ...PLANET, "sign"],
  direct: [...OPENER_PLACES, ...PLANET, "sign"],
  ingress: [...OPENER_PLACES, ...PLANET, "sign"],
  harmony: [...OPENER_PLACES, ...PLANET, ...OTHER, ...ASPECT, "sign"],
  tension: [...OPENER_PLACES, ...PLANET, ...OTHER, ...ASPECT, "sign"],
  merge: [...OPENER_PLACES, ...PLANET, ...OTHER, ...ASPECT, "sign"],
  quiet: ["span"],
};
for (const [kind, allowed] of Object.entries(OPENER_VARS) as [PeriodHeadlineKind, string[]][]) {
  for (const mood of MOODS)
    fields.push([`period.openers.${kind}.${mood}`, PERIOD_OPENERS[kind][mood], allowed, 0]);
}
for (const [area, bank] of Object.entries(PERIOD_AREA_SKY)) {
  for (const [kind, lines] of Object.entries(bank)) {
    const allowed = [...PLANET, "sign", "day", "where"];
    const aspect = ["harmony", "tension", "merge"].includes(kind) ? [...OTHER, ...ASPECT] : [];
    fields.push([`period.areaSky.${area}.${kind}`, lines, [...allowed, ...aspect], 3]);
  }
}
for (const [area, lines] of Object.entries(PERIOD_AREA_MOON)) {
  fields.push([`period.areaMoon.${area}`, lines, P("days", "house"), 6]);
}
for (let house = 1; house <= 12; house++) {
  const h = house as keyof typeof GENERAL.moon;
  fields.push([`general.moon.${house}`, GENERAL.moon[h], P("moonSign", "house"), 5]);
}
for (const band of ["low", "mid", "high"] as const) {
  fields.push([`general.closings.${band}`, GENERAL.closings[band], [], 35]);
  if (band !== "mid")
    fields.push([`general.crossedClosings.${band}`, GENERAL.crossedClosings[band], [], 12]);
  fields.push([`period.closings.${band}`, PERIOD_FRAME.closings[band], [], 10]);
  fields.push([`period.evenDays.${band}`, band === "low" ? PERIOD_FRAME.evenDays : [], [], 0]);
  fields.push([
    `period.moonAway.${band}`,
    band === "low" ? PERIOD_FRAME.moonAway : [],
    P("span", "from", "to"),
    0,
  ]);
  for (const area of ["love", "work", "money", "wellbeing"] as const) {
    fields.push([`period.areas.${area}.${band}`, PERIOD_FRAME.areas[area][band], [], 6]);
  }
}
for (const [part, bank] of Object.entries(FOCUS)) {
  for (const tone of TONES) {
    for (const mood of MOODS)
      fields.push([`${part}.follow.${tone}.${mood}`, bank.follow[tone][mood], [], 0]);
  }
  for (let house = 1; house <= 12; house++) {
    const h = house as keyof typeof bank.placement;
    fields.push([
      `${part}.placement.${house}`,
      bank.placement[h],
      [...PLANET, "planetSign", "house"],
      4,
    ]);
  }
  for (const kind of ["soft", "hard", "blend"] as const) {
    fields.push([
      `${part}.aspect.${kind}`,
      bank.aspect[kind],
      [...PLANET, ...OTHER, ...ASPECT],
      10,
    ]);
  }
  if (part !== "career" || bank.retrograde.length > 0) {
    fields.push([`${part}.retrograde`, bank.retrograde, [...PLANET, "planetSign", "house"], 8]);
  }
  for (const band of ["low", "mid", "high"] as const) {
    fields.push([`${part}.advice.${band}`, bank.advice[band], [], 25]);
    fields.push([`${part}.closings.${band}`, bank.closings[band], [], 25]);
  }
}

const STOCK =
  /\b(the stars align|the universe|buckle up|manifest|vibes|tapestry|delve|unlock|lean into|grand scheme)\b/i;
// Lines without placeholders are chosen for meaning alone, beside a line that names the sky.
const SKY_WORDS =
  /\b(Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces|retrograde|eclipse|\d+(st|nd|rd|th) house)\b/;

describe("the daily, weekly and monthly text banks", () => {
  it("use only the placeholders each field allows, and no stray braces", () => {
    const bad = fields.flatMap(([where, lines, allowed]) =>
      lines.flatMap((line) => {
        const used = [...line.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
        const wrong = used.filter((name) => !allowed.includes(name));
        const stray = line.replace(/\{\w+\}/g, "").match(/[{}]/);
        return wrong.length || stray ? [`${where}: ${line}`] : [];
      }),
    );
    expect(bad).toEqual([]);
  });

  it("hold at least as many lines as the composer needs to space out repeats", () => {
    const short = fields
      .filter(([, lines, , fewest]) => lines.length < fewest)
      .map(([where, lines, , fewest]) => `${where}: ${lines.length} of ${fewest}`);
    expect(short).toEqual([]);
  });

  it("give every tone's openers enough lines in each mood its rating bands allow", () => {
    const short = Object.entries(FOCUS).flatMap(([part, bank]) =>
      TONES.flatMap((tone) =>
        BANDS.flatMap((band) => {
          const n = OPENER_MOODS[band].reduce(
            (sum, mood) => sum + bank.follow[tone][mood].length,
            0,
          );
          return n < 7 ? [`${part}.follow.${tone} for ${band} stars: ${n} of 7`] : [];
        }),
      ),
    );
    expect(short).toEqual([]);
  });

  it("give every kind of week and month opener 5 lines or more for each rating band", () => {
    const short = (Object.keys(OPENER_VARS) as PeriodHeadlineKind[]).flatMap((kind) =>
      BANDS.flatMap((band) => {
        const n = OPENER_MOODS[band].reduce(
          (sum, mood) => sum + PERIOD_OPENERS[kind][mood].length,
          0,
        );
        return n < 5 ? [`period.openers.${kind} for ${band} stars: ${n} of 5`] : [];
      }),
    );
    expect(short).toEqual([]);
  });

  it("write each line as one finished sentence of 4 to 40 words", () => {
    const bad = fields.flatMap(([where, lines]) =>
      lines
        .filter((line) => {
          const words = line.split(/\s+/).length;
          return words < 4 || words > 40 || !/^[A-Z{‘“'"]/.test(line) || !/[.!?]$/.test(line);
        })
        .map((line) => `${where}: ${line}`),
    );
    expect(bad).toEqual([]);
  });

  it("never write the same line twice anywhere", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [where, lines] of fields) {
      for (const line of lines) {
        const key = line.toLowerCase().replace(/[^a-z{} ]/g, "");
        const first = seen.get(key);
        if (first) twice.push(`${where} and ${first}: ${line}`);
        seen.set(key, where);
      }
    }
    expect(twice).toEqual([]);
  });

  it("never put an article or a possessive before {aspect}, which brings its own", () => {
    const bad = fields.flatMap(([where, lines]) =>
      lines
        .filter((line) => /(\b(a|an|the|its|their)\s+|'s\s+)\{aspect\}/i.test(line))
        .map((line) => `${where}: ${line}`),
    );
    expect(bad).toEqual([]);
  });

  it("never put a preposition before {where}, which brings its own ('in your 9th house')", () => {
    const bad = fields.flatMap(([where, lines]) =>
      lines
        .filter((line) =>
          /\b(in|from|through|into|to|across|at|on|of|within)\s+\{where\}/i.test(line),
        )
        .map((line) => `${where}: ${line}`),
    );
    expect(bad).toEqual([]);
  });

  it("keep stock phrases out, and the sky out of lines chosen for meaning alone", () => {
    const bad = fields.flatMap(([where, lines, allowed]) =>
      lines
        .filter((line) => STOCK.test(line) || (allowed.length === 0 && SKY_WORDS.test(line)))
        .map((line) => `${where}: ${line}`),
    );
    expect(bad).toEqual([]);
  });
});
