// The /developers page's reading of the OpenAPI document: each endpoint's parameters as the
// document gives them, grouped by tag, with a request to try. The server hands the page its
// endpoints and their document (server/api/index.ts, through the load context).

/** What the page needs of one endpoint's declaration (server/api/endpoint.ts). */
export interface ApiEndpointWords {
  path: string;
  tag: string;
  summary: string;
  description: string;
  cache: string;
  cacheDocumented?: string;
  example: string;
}

/** The API as the page reads it: its endpoints, and the OpenAPI document made from them. */
export interface ApiCatalogue {
  endpoints: readonly ApiEndpointWords[];
  document: () => object;
}

interface Operation {
  parameters: { name: string; required: boolean; description?: string }[];
  responses: Record<string, { description: string }>;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function apiReference(siteUrl: string, { endpoints, document }: ApiCatalogue) {
  const paths = (document() as { paths: Record<string, { get: Operation }> }).paths;
  const tags = [...new Set(endpoints.map((e) => e.tag))];
  return tags.map((tag) => ({
    tag,
    anchor: slug(tag),
    endpoints: endpoints
      .filter((e) => e.tag === tag)
      .map((endpoint) => {
        const operation = paths[endpoint.path]!.get;
        return {
          path: endpoint.path,
          anchor: slug(endpoint.path),
          summary: endpoint.summary,
          description: endpoint.description,
          cache: `Cache-Control: ${endpoint.cacheDocumented ?? endpoint.cache}.`,
          example: `${siteUrl}${endpoint.example}`,
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
