// When "today" ends in the site's time zone: the page cache's TTL and the shared-cache limit.
// Asking Intl the time costs tens of microseconds, so the next midnight is worked out once a
// day and each caller only subtracts.
import { toIso } from "~/domain/calendar-date";
import { dateInTimeZone, secondsToMidnight } from "~/domain/time-zone";
import { DAY } from "~/domain/time";

let today = { timeZone: "", iso: "", endsAt: 0 };

/** Today as it was last worked out, until its midnight passes. */
function remembered(now: Date, timeZone: string) {
  const ms = now.getTime();
  if (today.timeZone !== timeZone || ms >= today.endsAt || today.endsAt - ms > DAY) {
    today = {
      timeZone,
      iso: toIso(dateInTimeZone(now, timeZone)),
      endsAt: Math.floor(ms / 1000) * 1000 + secondsToMidnight(now, timeZone) * 1000,
    };
  }
  return today;
}

/** The same as secondsToMidnight, remembered until that midnight passes. */
export function secondsLeftToday(now: Date, timeZone: string): number {
  return Math.ceil((remembered(now, timeZone).endsAt - now.getTime()) / 1000);
}

/** Today's date (YYYY-MM-DD) in the time zone, remembered until its midnight. */
export function todayIn(now: Date, timeZone: string): string {
  return remembered(now, timeZone).iso;
}
