import type { OffsetReason } from "~/domain/chart/local-time";

/** How far a UTC offset ("+01:00", "-00:01:15") sets the clocks from UTC, in words. */
function distance(utcOffset: string): string {
  const [hours = 0, minutes = 0, seconds = 0] = utcOffset.slice(1).split(":").map(Number);
  if (hours === 0 && minutes === 0 && seconds === 0) return "the same as UTC";
  const parts = [
    hours ? `${hours} ${hours === 1 ? "hour" : "hours"}` : "",
    minutes ? `${minutes} ${minutes === 1 ? "minute" : "minutes"}` : "",
    seconds ? `${seconds} ${seconds === 1 ? "second" : "seconds"}` : "",
  ].filter(Boolean);
  const amount =
    parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0];
  return `${amount} ${utcOffset.startsWith("-") ? "behind" : "ahead of"} UTC`;
}

/**
 * The clock a birth time was read on, for a visitor: which time the place kept and how far
 * that is from UTC, the offset itself in brackets. The tz release and abbreviation stay in the API.
 */
export function clockText(offset: { utcOffset: string; reason: OffsetReason | "given" }): string {
  const utc = `UTC${offset.utcOffset}`;
  const far = distance(offset.utcOffset);
  switch (offset.reason) {
    case "given":
      return `The birth time is read at the offset you gave, ${far} (${utc}).`;
    case "local mean time":
      return `Before the place kept a standard time, its clocks followed the Sun: at its longitude, ${far} (${utc}).`;
    default:
      return `Clocks there were on ${offset.reason}, ${far} (${utc}).`;
  }
}
