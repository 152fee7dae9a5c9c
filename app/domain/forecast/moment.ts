// Instants as the answers write them: UTC, and the clock time in a zone with its offset then.
import { formatOffset, offsetAt } from "~/domain/chart/local-time";
import type { Moment } from "./types";

/** To the minute (rounded), or to the second with `seconds`. */
export function moment(time: number, zone: string, seconds = false): Moment {
  const unit = seconds ? 1000 : 60_000;
  const rounded = Math.round(time / unit) * unit;
  const cut = seconds ? 19 : 16;
  const offset = offsetAt(zone, Math.floor(rounded / 1000)).seconds;
  const wall = new Date(rounded + offset * 1000).toISOString().slice(0, cut);
  return {
    utc: `${new Date(rounded).toISOString().slice(0, cut)}Z`,
    local: `${wall}${formatOffset(offset)}`,
  };
}
