// The sun sign of a birth date given without a time or place: where the Sun was that day,
// wherever on Earth the day was lived. A date runs from 00:00 at UTC+14 (10:00 UTC the day
// before) to 24:00 at UTC-12 (12:00 UTC the day after); if the Sun changed sign inside that
// span, the date alone cannot say which sign it is, and the answer says so.
import type { CalendarDate } from "~/domain/calendar-date";
import { minutesAfterMidnight } from "~/domain/sky/ephemeris";
import { positions } from "~/domain/sky/positions";
import { signOfLongitude, type Sign } from "~/domain/zodiac";

export type SunSignOnDate = { kind: "one"; sign: Sign } | { kind: "cusp"; from: Sign; to: Sign };

export function sunSignOnDate(date: CalendarDate): SunSignOnDate {
  const from = signOfLongitude(
    positions.fast.longitude("Sun", minutesAfterMidnight(date, -14 * 60)),
  );
  const to = signOfLongitude(positions.fast.longitude("Sun", minutesAfterMidnight(date, 36 * 60)));
  return from.slug === to.slug ? { kind: "one", sign: from } : { kind: "cusp", from, to };
}
