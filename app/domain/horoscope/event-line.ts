// The day's headline event as one reader's first sentence: the sky fact, where it falls for
// them, and the house whose story the reading then tells.
import { MOON_SIGN_LINES, SKY_LINES } from "~/content/daily/sky";
import type { SkyLines } from "~/content/daily/types";
import type { HouseNumber } from "~/content/horoscope/types";
import type { Headline } from "~/domain/events/types";
import {
  aspectPhrase,
  bodyVars,
  dayAndMonth,
  degrees,
  fill,
  signName,
  where,
  type Vars,
} from "~/domain/horoscope/render";
import {
  bodyName,
  capFirst,
  clockTime,
  ordinal,
  rotate,
  withArticle,
} from "~/domain/horoscope/text";
import type { Facts } from "~/domain/horoscope/types";

const SLOW = new Set(["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"]);

export interface EventLine {
  text: string;
  /** The house the event falls in for the reader. */
  house: HouseNumber;
  /** The fact, stated plainly. */
  basis: string;
}

export function eventLine(event: Headline, facts: Facts): EventLine {
  const { lines, house, vars, basis } = describe(event, facts);
  const template = rotate(lines, facts.day, `${facts.sign.slug}|event`);
  return { text: fill(template, { ...vars, where: where(house) }), house, basis };
}

interface Described {
  lines: readonly string[];
  house: HouseNumber;
  vars: Vars;
  basis: string;
}

function describe(event: Headline, facts: Facts): Described {
  switch (event.kind) {
    case "lunation": {
      const phase = event.phase === "new" ? "New Moon" : "Full Moon";
      const kind: keyof SkyLines = event.eclipse
        ? event.phase === "new"
          ? "solarEclipse"
          : "lunarEclipse"
        : event.phase === "new"
          ? "newMoon"
          : "fullMoon";
      const eclipse = event.eclipse
        ? `, ${withArticle(event.eclipse)} ${event.phase === "new" ? "solar" : "lunar"} eclipse`
        : "";
      return {
        lines: SKY_LINES[kind],
        house: facts.houseOfSlug(event.sign),
        vars: { eventSign: signName(event.sign), degree: degrees(event.degree) },
        basis: `${phase} at ${degrees(event.degree)} ${signName(event.sign)}${eclipse}, ${clockTime(event.time)} UTC.`,
      };
    }
    case "station":
      return {
        lines: SKY_LINES[event.turns === "retrograde" ? "stationRetrograde" : "stationDirect"],
        house: facts.houseOfSlug(event.sign),
        vars: { ...bodyVars(event.body), planetSign: signName(event.sign) },
        basis: `${event.body} turns ${event.turns} at ${degrees(event.degree)} ${signName(event.sign)} today.`,
      };
    case "aftermath":
      return {
        lines: SKY_LINES[event.state === "retrograde" ? "retrograde" : "direct"],
        house: facts.houseOfSlug(event.sign),
        vars: {
          ...bodyVars(event.body),
          planetSign: signName(event.sign),
          since: `on ${dayAndMonth(event.since)}`,
        },
        basis: `${event.body} turned ${event.state} on ${dayAndMonth(event.since)}.`,
      };
    case "ingress":
      return {
        lines: SKY_LINES.ingress,
        house: facts.houseOfSlug(event.to),
        vars: { ...bodyVars(event.body), planetSign: signName(event.to) },
        basis: `${capFirst(bodyName(event.body))} enters ${signName(event.to)} at ${clockTime(event.time)} UTC.`,
      };
    case "aspect": {
      const [a, b] = event.bodies;
      const phrase = aspectPhrase(event.type, { exact: true, outOfSign: event.outOfSign });
      return {
        lines: SKY_LINES[SLOW.has(a) && SLOW.has(b) ? "slowAspect" : "planetAspect"],
        house: facts.houseOfSlug(event.signs[0]),
        vars: { ...bodyVars(a), ...bodyVars(b, "other"), aspect: phrase, Aspect: capFirst(phrase) },
        basis: `${capFirst(bodyName(a))} and ${bodyName(b)} make ${phrase} at ${clockTime(event.time)} UTC.`,
      };
    }
    case "moon-aspect": {
      const phrase = aspectPhrase(event.type, { outOfSign: event.outOfSign });
      return {
        lines: SKY_LINES.moonAspect,
        house: facts.moonHouse,
        vars: {
          ...bodyVars(event.other, "other"),
          aspect: phrase,
          Aspect: capFirst(phrase),
          moonSign: signName(event.moonSign),
        },
        basis: `The Moon in ${signName(event.moonSign)} makes ${phrase} with ${bodyName(event.other)} (orb ${event.orb.toFixed(1)}°).`,
      };
    }
    case "moon-sign":
      return {
        lines: MOON_SIGN_LINES,
        house: facts.moonHouse,
        vars: { moonSign: signName(event.sign) },
        basis: `The Moon is in ${signName(event.sign)}, your ${ordinal(facts.moonHouse)} house.`,
      };
  }
}
