// The API modules' one link from Hono's request to the shared parameter helpers.
import type { Context } from "hono";
import type { QueryValues } from "~/lib/query-params";

export function queryValues(c: Context): QueryValues {
  return (name) => c.req.queries(name) ?? [];
}
