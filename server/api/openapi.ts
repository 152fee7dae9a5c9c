// The OpenAPI 3.1 document of the public JSON API, written from the endpoints' own
// declarations (./endpoint.ts): the zod schemas that read each query and describe each answer,
// so the document cannot drift from what the server does. Served at /api/openapi.json and read
// by the /developers page; server/api/openapi.test.ts holds every /api route to it.
import { z } from "zod";
import { queryShape } from "~/input/query-params";
import type { EndpointDoc } from "./endpoint";
import { ErrorAnswer } from "./schemas";

function jsonSchema(schema: z.ZodType, io: "input" | "output") {
  const json = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
  }) as Record<string, unknown>;
  // The document names its dialect once (OpenAPI 3.1 is JSON Schema 2020-12).
  delete json.$schema;
  return json;
}

/** A parameter is required when its schema refuses to go without it. */
function isRequired(schema: z.ZodType): boolean {
  return !schema.safeParse(undefined).success;
}

function operation(endpoint: EndpointDoc) {
  const parameters = [
    ...Object.entries(endpoint.pathParams ?? {}).map(([name, description]) => ({
      name,
      in: "path",
      required: true,
      description,
      schema: { type: "string" },
    })),
    ...Object.entries(endpoint.query ? queryShape(endpoint.query) : {}).map(([name, schema]) => {
      const { description, ...rest } = jsonSchema(schema, "input");
      return {
        name,
        in: "query",
        required: isRequired(schema),
        ...(description ? { description } : {}),
        schema: rest,
      };
    }),
  ];
  const error = (description: string) => ({
    description,
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  });
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: `${endpoint.description}\n\nCache-Control: ${endpoint.cacheDocumented ?? endpoint.cache}.`,
    parameters,
    responses: {
      200: {
        description: "The answer.",
        content: { "application/json": { schema: jsonSchema(endpoint.answer, "output") } },
      },
      ...(endpoint.query
        ? { 400: error("The query is wrong: the code and message say how.") }
        : {}),
      ...Object.fromEntries(
        Object.entries(endpoint.errors ?? {}).map(([status, text]) => [status, error(text)]),
      ),
    },
  };
}

/** The document of `endpoints`, in their order. */
export function openApiDocument(siteUrl: string, endpoints: readonly EndpointDoc[]): object {
  return {
    openapi: "3.1.0",
    info: {
      title: "Starcast API",
      version: "1",
      description:
        "Starcast's public JSON API: horoscopes computed from the real sky, tarot, compatibility, birth charts and the sky calendar. Read-only, no key, any origin (CORS). Every refusal is `{ error: { code, message } }`; a parameter given twice is `repeated_parameter`.",
      license: { name: "MIT", identifier: "MIT" },
    },
    servers: [{ url: siteUrl }],
    paths: Object.fromEntries(endpoints.map((e) => [e.path, { get: operation(e) }])),
    components: { schemas: { Error: jsonSchema(ErrorAnswer, "output") } },
  };
}

/** Every address the API answers (with GET): each endpoint's path with its parameters' values. */
export function endpointPaths(endpoints: readonly EndpointDoc[]): string[] {
  return [
    "/api/openapi.json",
    ...endpoints.flatMap(({ path, pathValues = {} }) =>
      Object.entries(pathValues).reduce(
        (paths, [name, values]) =>
          paths.flatMap((p) => values.map((value) => p.replace(`{${name}}`, value))),
        [path],
      ),
    ),
  ];
}
