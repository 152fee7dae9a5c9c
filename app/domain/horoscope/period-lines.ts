// The sentences of a weekly or monthly reading that name a sky event: the opener's words for
// the headline, an area planet's event or placement, and an event's dated fact.
import { FOCUS } from "~/content/daily/focus";
import { HOUSE_AREAS } from "~/content/daily/period-openers";
import type { AreaEventKind, PeriodHeadlineKind } from "~/content/daily/types";
import type { HouseNumber } from "~/content/horoscope/types";
import { addDays, type CalendarDate } from "~/domain/calendar-date";
import { toneOf } from "~/domain/events/headline";
import type { ExactAspect, SkyEvent } from "~/domain/events/types";
import { houseOf } from "~/domain/horoscope/facts";
import {
  aspectPhrase,
  bodyVars,
  degrees,
  fill,
  signName,
  where,
  type Vars,
} from "~/domain/horoscope/render";
import { bodyName, capFirst, ordinal } from "~/domain/horoscope/text";
import type { FocusPart } from "~/domain/horoscope/types";
import { minutesAfterMidnight } from "~/domain/sky/ephemeris";
import { positions } from "~/domain/sky/positions";
import { getSign, signOfLongitude, type Planet, type Sign, type SignSlug } from "~/domain/zodiac";

export function headlineKind(event: SkyEvent): PeriodHeadlineKind {
  switch (event.kind) {
    case "lunation":
      return event.eclipse ? "eclipse" : event.phase === "new" ? "newMoon" : "fullMoon";
    case "station":
      return event.turns;
    case "ingress":
      return "ingress";
    case "aspect":
      return aspectTone(event);
  }
}

export function openerVars(event: SkyEvent, reader: Sign): Vars {
  const placed = (slug: SignSlug) => {
    const house = houseOf(getSign(slug).index, reader.index);
    return { where: where(house), area: HOUSE_AREAS[house], sign: signName(slug) };
  };
  switch (event.kind) {
    case "lunation": {
      const name = event.eclipse
        ? `the ${event.eclipse} ${event.phase === "new" ? "solar" : "lunar"} eclipse`
        : `the ${event.phase === "new" ? "New" : "Full"} Moon`;
      const named = `${name} in ${signName(event.sign)}`;
      return { ...placed(event.sign), event: named, Event: capFirst(named) };
    }
    case "station":
      return { ...placed(event.sign), ...bodyVars(event.body) };
    case "ingress":
      return { ...placed(event.to), ...bodyVars(event.body) };
    case "aspect": {
      // The ruler speaks first when it takes part, as the headline ranks it.
      const [a, b] = event.bodies;
      return aspectVars(
        event,
        reader.rulers.includes(b) && !reader.rulers.includes(a) ? 1 : 0,
        reader,
      );
    }
  }
}

function aspectVars(event: ExactAspect, first: 0 | 1, reader: Sign): Vars {
  const phrase = aspectPhrase(event.type, { exact: true, outOfSign: event.outOfSign });
  const house = houseOf(getSign(event.signs[first]).index, reader.index);
  return {
    ...bodyVars(event.bodies[first]),
    ...bodyVars(event.bodies[1 - first]!, "other"),
    aspect: phrase,
    Aspect: capFirst(phrase),
    sign: signName(event.signs[first]),
    where: where(house),
    area: HOUSE_AREAS[house],
  };
}

// Where an area's planet stands at the week's middle (or `day` days in), in the daily part's
// words for it.
export function placementLine(
  part: FocusPart,
  planet: Planet,
  start: CalendarDate,
  reader: Sign,
  rotateFor: (items: readonly string[], slot: string) => string,
  day = 3,
): string {
  const there = signOfLongitude(
    positions.fast.longitude(planet, minutesAfterMidnight(addDays(start, day), 720)),
  );
  const house = houseOf(there.index, reader.index);
  return fill(rotateFor(FOCUS[part].placement[house], `${part}|${planet}|placement`), {
    ...bodyVars(planet),
    planetSign: there.name,
    house: ordinal(house),
  });
}

// An area planet's own event, said for that area (a lunation is no area planet's event).
export function areaLine(
  event: SkyEvent,
  planets: readonly Planet[],
  reader: Sign,
  day: string,
  pick: (kind: AreaEventKind) => string,
): string {
  const placed = (slug: SignSlug) => ({
    where: where(houseOf(getSign(slug).index, reader.index)),
    sign: signName(slug),
    day,
  });
  switch (event.kind) {
    case "station":
      return fill(pick(event.turns), { ...bodyVars(event.body), ...placed(event.sign) });
    case "ingress":
      return fill(pick("ingress"), { ...bodyVars(event.body), ...placed(event.to) });
    case "aspect": {
      const first = planets.includes(event.bodies[0]) ? 0 : 1;
      return fill(pick(aspectTone(event)), { ...aspectVars(event, first, reader), day });
    }
    case "lunation":
      throw new Error("A lunation is no area planet's event");
  }
}

function aspectTone(event: ExactAspect): "harmony" | "tension" | "merge" {
  return toneOf(event) as "harmony" | "tension" | "merge";
}

export function bodiesOf(event: SkyEvent): Planet[] {
  switch (event.kind) {
    case "lunation":
      return [];
    case "station":
    case "ingress":
      return [event.body];
    case "aspect":
      return [...event.bodies];
  }
}

export function factOf(event: SkyEvent, house: HouseNumber, reader: Sign): string {
  const place = where(house);
  switch (event.kind) {
    case "lunation": {
      const name = event.phase === "new" ? "New Moon" : "Full Moon";
      const eclipse = event.eclipse
        ? ` and ${event.eclipse === "annular" || event.eclipse === "hybrid" ? "an" : "a"} ${event.eclipse} ${event.phase === "new" ? "solar" : "lunar"} eclipse`
        : "";
      return `${name}${eclipse} at ${degrees(event.degree)} ${signName(event.sign)}, ${place}`;
    }
    case "station":
      return `${capFirst(bodyName(event.body))} turns ${event.turns} at ${degrees(event.degree)} ${signName(event.sign)}, ${place}`;
    case "ingress":
      return `${capFirst(bodyName(event.body))} enters ${signName(event.to)}, ${place}`;
    case "aspect": {
      const [a, b] = event.bodies;
      const phrase = aspectPhrase(event.type, { exact: true, outOfSign: event.outOfSign });
      const other = houseOf(getSign(event.signs[1]).index, reader.index);
      return `${capFirst(bodyName(a))} (${yours(house)}) and ${bodyName(b)} (${yours(other)}) make ${phrase}`;
    }
  }
}

function yours(house: HouseNumber): string {
  return house === 1 ? "your own sign" : `your ${ordinal(house)} house`;
}
