// When "today" ends in the site's time zone: the page cache's TTL and the shared-cache limit.
// Asking Intl the time costs tens of microseconds, so the next midnight is worked out once a
// day and each caller only subtracts.

const clocks = new Map<string, Intl.DateTimeFormat>();

/** Seconds until the next midnight in the time zone, when "today" changes: 1 to 86400. */
export function secondsToMidnight(now: Date, timeZone: string): number {
  let clock = clocks.get(timeZone);
  if (!clock) {
    const options = { timeZone, hour: "numeric", minute: "numeric", second: "numeric" } as const;
    clock = new Intl.DateTimeFormat("en-GB", { ...options, hourCycle: "h23" });
    clocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return 86400 - (get("hour") * 3600 + get("minute") * 60 + get("second"));
}

let midnight = { timeZone: "", at: 0 };

/** The same as secondsToMidnight, remembered until that midnight passes. */
export function secondsLeftToday(now: Date, timeZone: string): number {
  const ms = now.getTime();
  if (midnight.timeZone !== timeZone || ms >= midnight.at || midnight.at - ms > 86_400_000) {
    midnight = {
      timeZone,
      at: Math.floor(ms / 1000) * 1000 + secondsToMidnight(now, timeZone) * 1000,
    };
  }
  return Math.ceil((midnight.at - ms) / 1000);
}
