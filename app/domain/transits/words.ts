// How a transit is named and timed in words, the same on /today and in the daily mail.
import { formatInZone } from "~/domain/time-zone";

/** "Mars square your Moon". */
export function transitName(t: { transiting: string; aspect: string; natal: string }): string {
  return `${t.transiting} ${t.aspect} your ${t.natal}`;
}

const CLOCK = {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
} as const;
const WITH_YEAR = { ...CLOCK, year: "numeric" } as const;

/** "Wed 25 Nov, 14:03" in the member's zone, with the year when it is not the day's own. */
export function transitClock(zone: string, dayIso: string): (time: string) => string {
  return (time) =>
    formatInZone(time, zone, time.slice(0, 4) !== dayIso.slice(0, 4) ? WITH_YEAR : CLOCK);
}
