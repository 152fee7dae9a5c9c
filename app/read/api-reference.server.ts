// The /developers page's reading of the OpenAPI document: each endpoint's parameters as the
// document gives them, grouped by tag, with a request to try.
import { ENDPOINTS, openApiDocument } from "~/read/openapi.server";
import { env } from "~/lib/env.server";

interface Operation {
  parameters: { name: string; required: boolean; description?: string }[];
  responses: Record<string, { description: string }>;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function apiReference() {
  const { SITE_URL } = env();
  const paths = (openApiDocument(SITE_URL) as { paths: Record<string, { get: Operation }> }).paths;
  const tags = [...new Set(ENDPOINTS.map((e) => e.tag))];
  return tags.map((tag) => ({
    tag,
    anchor: slug(tag),
    endpoints: ENDPOINTS.filter((e) => e.tag === tag).map((endpoint) => {
      const operation = paths[endpoint.path]!.get;
      return {
        path: endpoint.path,
        anchor: slug(endpoint.path),
        summary: endpoint.summary,
        description: endpoint.description,
        cache: `Cache-Control: ${endpoint.cache}.`,
        example: `${SITE_URL}${endpoint.example}`,
        parameters: operation.parameters.map((p) => ({
          name: p.name,
          required: p.required,
          description: p.description ?? "",
        })),
        errors: Object.entries(operation.responses)
          .filter(([status]) => status !== "200")
          .map(([status, response]) => ({
            status,
            text: response.description.replace(/^./, (c) => c.toLowerCase()).replace(/\.$/, ""),
          })),
      };
    }),
  }));
}
