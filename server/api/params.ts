// The API modules' one link from Hono's request to the shared parameter helpers.
import type { Context } from "hono";
import type { QueryValues } from "~/input/query-params";

export function queryValues(c: Context): QueryValues {
  // Every parameter at once: Hono reads the whole query for each name asked for.
  const all = c.req.queries();
  return (name) => all[name] ?? [];
}
