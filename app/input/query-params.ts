// The query-parameter helpers the JSON API and the pages that read a query share, so a
// repeated parameter, a quoted value and a bad date read the same everywhere.
import { z } from "zod";
import {
  FIRST_DATE,
  LAST_DATE,
  parseCalendarDate,
  toIso,
  type CalendarDate,
} from "~/domain/calendar-date";
import { findSign, type Sign, SIGNS } from "~/domain/zodiac";

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

// The public surface's one boundary: each endpoint declares its query as a zod object of
// named parameters built from the shared ones below; `readQuery` reads it (each parameter at
// most once) and turns the first issue into the API's `{ code, message }`. The same schemas
// give the OpenAPI document (server/api/openapi.ts). Each parameter takes `undefined` and
// refuses it itself when required, so a missing one gets its own code and message; the
// document calls a parameter required when its schema refuses `undefined`.

/** One date rule everywhere: both forms the horoscope API's contract names. */
export const DATE_FORMS = "YYYY-MM-DD (2026-11-21) or M/D/YYYY (11/21/2026)";

export function dateForms(first: CalendarDate = FIRST_DATE): string {
  return `${DATE_FORMS}, from ${toIso(first)} to ${toIso(LAST_DATE)}`;
}

/** Marks a zod issue with the API's error code. */
export function refuse(ctx: z.RefinementCtx, code: string, message: string): never {
  ctx.addIssue({ code: "custom", message, params: { code } });
  return z.NEVER as never;
}

function readDate(
  name: string,
  text: string,
  first: CalendarDate,
  ctx: z.RefinementCtx,
): CalendarDate {
  const forms = dateForms(first);
  const parsed = parseCalendarDate(text, first);
  if (parsed.ok) return parsed.date;
  return refuse(
    ctx,
    parsed.reason === "out-of-range" && name === "date" ? "date_out_of_range" : `invalid_${name}`,
    `The ${name} parameter "${shown(text)}" ${DATE_PROBLEMS[parsed.reason]}: use ${forms}.`,
  );
}

/** A required date in either form; empty counts as missing. */
export function DateParam(name: string, first: CalendarDate = FIRST_DATE) {
  const forms = dateForms(first);
  const required = `The ${name} parameter is required: ${forms}.`;
  return z
    .string()
    .optional()
    .transform((text, ctx): CalendarDate => {
      if (text === undefined || text === "") return refuse(ctx, `missing_${name}`, required);
      return readDate(name, text, first, ctx);
    })
    .meta({ description: `A calendar date: ${forms}.`, examples: ["2026-11-21", "11/21/2026"] });
}

/** An optional date in either form; empty counts as absent. */
export function OptionalDateParam(name: string, description: string) {
  return z
    .string()
    .optional()
    .transform((text, ctx): CalendarDate | undefined =>
      text === undefined || text === "" ? undefined : readDate(name, text, FIRST_DATE, ctx),
    )
    .meta({ description: `${description} ${DATE_FORMS}.`, examples: ["2026-11-21"] });
}

/** An optional place id from /api/places (a GeoNames id); empty counts as absent. */
export function PlaceIdParam(description: string) {
  return z
    .string()
    .optional()
    .transform((text, ctx): number | undefined => {
      if (text === undefined || text === "") return undefined;
      if (/^\d{1,9}$/.test(text)) return Number(text);
      return refuse(
        ctx,
        "invalid_place",
        `The place parameter "${shown(text)}" is not a place id: use an id from /api/places?q=.`,
      );
    })
    .meta({ description });
}

/** A zodiac sign by name, any letter case. */
export function SignParam(name: string) {
  const required = `The ${name} parameter is required: use one of ${SIGN_NAMES} (any letter case).`;
  return z
    .string()
    .optional()
    .transform((text, ctx): Sign => {
      if (text === undefined || text.trim() === "") return refuse(ctx, "missing_sign", required);
      const sign = findSign(text);
      if (sign) return sign;
      return refuse(
        ctx,
        "invalid_sign",
        `The ${name} parameter "${shown(text)}" is not a zodiac sign: use one of ${SIGN_NAMES} (any letter case).`,
      );
    })
    .meta({ description: `A zodiac sign: ${SIGN_NAMES} (any letter case).`, examples: ["Aries"] });
}

/** A query: an object of parameters, or one with a check across them piped after it. */
export type QuerySchema = z.ZodObject | z.ZodPipe<z.ZodObject, z.ZodType>;

/** The query's parameters by name. */
export function queryShape(schema: QuerySchema): Record<string, z.ZodType> {
  return schema instanceof z.ZodPipe ? schema.in.shape : schema.shape;
}

/** Every parameter the schema names, each at most once, checked by the schema. */
export function readQuery<S extends QuerySchema>(
  schema: S,
  values: QueryValues,
): { query: z.output<S> } | Problem {
  const raw: Record<string, string | undefined> = {};
  for (const name of Object.keys(queryShape(schema))) {
    const one = single(values, name);
    if ("code" in one) return one;
    raw[name] = one.value;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { query: parsed.data as z.output<S> };
  const issue = parsed.error.issues[0]!;
  const name = String(issue.path[0] ?? "query");
  const code =
    (issue.code === "custom" ? (issue.params as { code?: string } | undefined)?.code : undefined) ??
    (raw[name] === undefined ? `missing_${name}` : `invalid_${name}`);
  return { code, message: issue.message };
}
