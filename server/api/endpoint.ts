// One JSON endpoint, declared once: its path, what it takes and answers, how long its answer
// may be kept, its words for the reference, and its handler. The router registers the list
// (./endpoints.ts) and the OpenAPI document is written from the same list (./openapi.ts), so
// neither can drift from the other (ADR 040).
import type { Context } from "hono";
import type { z } from "zod";
import { type Problem, type QuerySchema, type QueryValues, readQuery } from "~/input/query-params";
import { apiError } from "./errors";
import { queryValues } from "./params";

type Answered = Response | Promise<Response>;

/** What the document and the /developers page say about an endpoint. */
export interface EndpointDoc {
  /** The path as OpenAPI writes it: `/api/tarot/cards/{slug}`. */
  path: string;
  tag: string;
  summary: string;
  description: string;
  /** The query's parameters, as the document lists them; absent, the endpoint takes none. */
  query?: QuerySchema;
  /** Path parameters, by name, with what they take. */
  pathParams?: Record<string, string>;
  /** Every value each path parameter takes, so the server knows the addresses it answers. */
  pathValues?: Record<string, readonly string[]>;
  answer: z.ZodType;
  /** A request to show, path and query. */
  example: string;
  /** The refusals besides 400 (for a bad query) that this endpoint gives. */
  errors?: Record<number, string>;
  /** The Cache-Control a 200 carries: the handler is given it, and the document says it. */
  cache: string;
  /** What the document says instead of `cache`, where the header depends on the request. */
  cacheDocumented?: string;
}

/** A declared endpoint: its words, and its answer to a request. */
export interface Endpoint extends EndpointDoc {
  /** Reads the query (a 400 when it is wrong), then answers. */
  run: (c: Context) => Answered;
}

type Doc = Omit<EndpointDoc, "query">;

/** The query read by `read` (a refusal is a 400); `query` describes it for the document. */
export function defineEndpoint<Q>(
  endpoint: Doc & {
    query: QuerySchema;
    read: (values: QueryValues) => Q | Problem | Promise<Q | Problem>;
    handle: (c: Context, query: Q, cache: string) => Answered;
  },
): Endpoint;
/** The query read by its schema (readQuery), handed to the handler. */
export function defineEndpoint<S extends QuerySchema>(
  endpoint: Doc & { query: S; handle: (c: Context, query: z.output<S>, cache: string) => Answered },
): Endpoint;
/** No query. */
export function defineEndpoint(
  endpoint: Doc & { handle: (c: Context, query: undefined, cache: string) => Answered },
): Endpoint;
export function defineEndpoint({
  handle: typed,
  read,
  ...doc
}: EndpointDoc & {
  read?: (values: QueryValues) => unknown;
  handle: (c: Context, query: never, cache: string) => Answered;
}): Endpoint {
  // Each overload ties the handler's query to its reader; here they meet as unknown.
  const handle = typed as (c: Context, query: unknown, cache: string) => Answered;
  const { query: schema, cache } = doc;
  const readOf =
    read ??
    (schema &&
      ((values: QueryValues) => {
        const got = readQuery(schema, values);
        return "code" in got ? got : got.query;
      }));
  return {
    ...doc,
    run: (c) => {
      // An answer never kept says so from the start, its refusals included.
      if (cache === "no-store") c.header("Cache-Control", cache);
      if (!readOf) return handle(c, undefined, cache);
      const answer = (query: unknown) =>
        isProblem(query) ? apiError(c, 400, query.code, query.message) : handle(c, query, cache);
      // A query read without a promise is answered without one (a kept day, say).
      const query = readOf(queryValues(c));
      return query instanceof Promise ? query.then(answer) : answer(query);
    },
  };
}

function isProblem(value: unknown): value is Problem {
  return typeof value === "object" && value !== null && "code" in value && "message" in value;
}

/** The path as Hono routes it: `/api/tarot/cards/:slug`. */
export const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");
