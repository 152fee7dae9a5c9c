// The pieces several endpoints' schemas share (./endpoint.ts): dates and instants, a point in
// a sign, a moment in two clocks, the one error shape, and a birth chart in one parameter.
import { z } from "zod";
import { refuse } from "~/input/query-params";

export const Iso = z.string().meta({ description: "An instant in UTC, ISO 8601." });
export const Day = z.string().meta({ description: "A calendar date, YYYY-MM-DD." });

export const ErrorAnswer = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .meta({ description: "Every refusal: a stable code and a sentence for people." });

export const Placement = z.object({
  name: z.string(),
  longitude: z.number(),
  sign: z.string(),
  degree: z.int(),
  minute: z.int(),
  speed: z.number().optional(),
  retrograde: z.boolean().optional(),
  house: z.int().optional(),
});

export const Moment = z
  .object({
    utc: z.string().meta({ description: "UTC, ISO 8601: 2026-03-04T05:06Z." }),
    local: z.string().meta({
      description: "The clock time in the chart's zone, with its offset: 2026-03-04T06:06+01:00.",
    }),
  })
  .meta({ description: "An instant, to the minute (to the second for a return)." });

/**
 * A required text of at most `max` characters, or undefined when refused (missing_{name} or
 * {name}_too_long), for the caller to end its transform on.
 */
export function boundedText(
  ctx: z.RefinementCtx,
  name: string,
  text: string | undefined,
  help: string,
  max: number,
): string | undefined {
  if (!text) {
    refuse(ctx, `missing_${name}`, `The ${name} parameter is required: ${help}.`);
    return undefined;
  }
  if (text.length > max) {
    refuse(
      ctx,
      `${name}_too_long`,
      `The ${name} parameter is ${text.length} characters long: send at most ${max}.`,
    );
    return undefined;
  }
  return text;
}

const MAX_CHART_QUERY = 500;

/** A birth chart in one parameter: a /api/chart query, URL-encoded. */
export const ChartParam = z
  .string()
  .optional()
  .transform(
    (text, ctx) =>
      boundedText(
        ctx,
        "chart",
        text,
        "a chart API query, URL-encoded (date=1990-07-04&time=15:30&place=5128581)",
        MAX_CHART_QUERY,
      ) ?? z.NEVER,
  )
  .meta({
    description: `A /api/chart query, URL-encoded (date=1990-07-04&time=15:30&place=5128581), at most ${MAX_CHART_QUERY} characters.`,
  });
