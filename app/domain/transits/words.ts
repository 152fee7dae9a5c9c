// How a transit is named and timed in words, the same on /today and in the daily mail.

/** "Mars square your Moon". */
export function transitName(t: { transiting: string; aspect: string; natal: string }): string {
  return `${t.transiting} ${t.aspect} your ${t.natal}`;
}

// Building a DateTimeFormat costs far more than using one, and /today shows a hundred times.
const clocks = new Map<string, Intl.DateTimeFormat>();

function clock(zone: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${zone} ${withYear}`;
  let format = clocks.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      weekday: "short",
      day: "numeric",
      month: "short",
      year: withYear ? "numeric" : undefined,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    clocks.set(key, format);
  }
  return format;
}

/** "Wed 25 Nov, 14:03" in the member's zone, with the year when it is not the day's own. */
export function transitClock(zone: string, dayIso: string): (time: string) => string {
  return (time) => clock(zone, time.slice(0, 4) !== dayIso.slice(0, 4)).format(new Date(time));
}
