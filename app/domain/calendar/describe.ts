// Each event in a line of words, the same on the page, in the feed and in the list view.
import { capFirst } from "~/domain/horoscope/text";
import { getSign } from "~/domain/zodiac";
import type { CalendarEvent, RetrogradePeriod, SignDegree } from "./types";

const LUNATION_NAMES = {
  new: "New Moon",
  "first quarter": "First Quarter Moon",
  full: "Full Moon",
  "last quarter": "Last Quarter Moon",
} as const;

/** 2°20' Gemini. */
export function degreeIn(point: SignDegree): string {
  return `${point.degree}°${String(point.minute).padStart(2, "0")}' ${getSign(point.sign).name}`;
}

/** What happened, without its time: "Full Moon at 2°20' Gemini". */
export function eventTitle(event: CalendarEvent): string {
  switch (event.kind) {
    case "lunation":
      return `${LUNATION_NAMES[event.phase]} at ${degreeIn(event)}`;
    case "moon-ingress":
      return `Moon enters ${getSign(event.sign).name}`;
    case "void":
      return "Moon void of course";
    case "ingress":
      return event.retrograde
        ? `${event.body} backs into ${getSign(event.sign).name} (retrograde)`
        : `${event.body} enters ${getSign(event.sign).name}`;
    case "station":
      return `${event.body} stations ${event.turns} at ${degreeIn(event)}`;
    case "eclipse": {
      const kind = capFirst(event.type);
      return `${kind} ${event.body} eclipse at ${degreeIn(event)}`;
    }
    case "season":
      return event.name;
  }
}

/** The line under the title, where there is more to say: the eclipse's size, the void's cause. */
export function eventDetail(
  event: CalendarEvent,
  clock: (iso: string) => string,
  period?: RetrogradePeriod,
): string | undefined {
  switch (event.kind) {
    case "void":
      return event.lastAspect
        ? `Until ${clock(event.end)}, from its last aspect in the sign, a ${event.lastAspect.type} to ${event.lastAspect.body}.`
        : `Until ${clock(event.end)}: it made no major aspect in this sign.`;
    case "eclipse":
      return `Magnitude ${event.magnitude.toFixed(3)}. ${event.visible}`;
    case "station":
      return period
        ? `Retrograde ${clock(period.retrograde.time)} to ${clock(period.direct.time)}; shadow from ${clock(period.preShadow)} to ${clock(period.postShadow)}.`
        : undefined;
    default:
      return undefined;
  }
}
