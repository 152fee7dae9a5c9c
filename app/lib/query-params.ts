// The query-parameter helpers the JSON API and the pages that read a query share, so a
// repeated parameter, a quoted value and a bad date read the same everywhere.
import { parseCalendarDate, type CalendarDate } from "~/domain/calendar-date";
import { SIGNS } from "~/domain/zodiac";

export type Problem = { code: string; message: string };

/** Every value a parameter has, in order: Hono's `c.req.queries`, or URLSearchParams.getAll. */
export type QueryValues = (name: string) => string[];

export const SIGN_NAMES = SIGNS.map((s) => s.name).join(", ");

/** One value of a query parameter (undefined when absent), or a problem when given twice. */
export function single(values: QueryValues, name: string): { value: string | undefined } | Problem {
  const all = values(name);
  if (all.length > 1) {
    return { code: "repeated_parameter", message: `Give the ${name} parameter once.` };
  }
  return { value: all[0] };
}

/** A visitor's text for quoting in a message, cut at 40 characters. */
export function shown(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}

const DATE_PROBLEMS = {
  malformed: "is not a date",
  impossible: "is not a real calendar date",
  "out-of-range": "is outside the supported range",
} as const;

/** The date parameter's calendar date, or what is wrong with it; `forms` lists what it takes. */
export function dateParameter(
  text: string,
  forms: string,
  first?: CalendarDate,
): { date: CalendarDate } | Problem {
  const parsed = parseCalendarDate(text, first);
  if (parsed.ok) return { date: parsed.date };
  return {
    code: parsed.reason === "out-of-range" ? "date_out_of_range" : "invalid_date",
    message: `The date parameter "${shown(text)}" ${DATE_PROBLEMS[parsed.reason]}: use ${forms}.`,
  };
}
