// Every sky event between two instants, by kind, in time order: what the calendar pages, the
// feed and the API all read.
import { eclipses } from "./eclipses";
import { lunations, moonIngresses, voids } from "./moon";
import { ingresses, stations } from "./planets";
import { seasons } from "./seasons";
import type { CalendarEvent } from "./types";

/** The feed's and API's names for the kinds of event, each with its finder. */
export const EVENT_GROUPS = {
  lunations: lunations,
  eclipses: eclipses,
  retrogrades: stations,
  ingresses: ingresses,
  "moon-signs": moonIngresses,
  "void-of-course": voids,
  seasons: seasons,
} satisfies Record<string, (from: number, to: number) => CalendarEvent[]>;

export type EventGroup = keyof typeof EVENT_GROUPS;
export const ALL_GROUPS = Object.keys(EVENT_GROUPS) as EventGroup[];

export function eventsBetween(
  from: number,
  to: number,
  groups: readonly EventGroup[] = ALL_GROUPS,
): CalendarEvent[] {
  return groups
    .flatMap((group): CalendarEvent[] => EVENT_GROUPS[group](from, to))
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}
