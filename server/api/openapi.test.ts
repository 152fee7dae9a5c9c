// The OpenAPI document against the server itself: every /api route is documented and every
// documented path is a route; each endpoint's example answers 200 with what its schema says,
// and each parameter's refusal is the 400 the document promises.
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { ENDPOINTS } from "./endpoints";
import { endpointPaths, openApiDocument } from "./openapi";

const app = createApp({ mode: "production", clientDir: "" });
const asOpenApi = (path: string) => path.replace(/:(\w+)/g, "{$1}");

describe("the OpenAPI document", () => {
  it("documents every /api route, and only those", () => {
    const routes = new Set(
      app.routes
        .filter((r) => r.method === "GET" && r.path.startsWith("/api/") && !r.path.includes("*"))
        .map((r) => asOpenApi(r.path)),
    );
    routes.delete("/api/openapi.json");
    expect([...routes].sort()).toEqual(ENDPOINTS.map((e) => e.path).sort());
  });

  it("lists exactly the registered endpoints, each once, with GET alone", async () => {
    const document = (await (await app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const registered = app.routes
      .filter((r) => r.path.startsWith("/api/") && !r.path.includes("*"))
      .filter((r) => r.path !== "/api/openapi.json")
      .map((r) => `${r.method} ${asOpenApi(r.path)}`);
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(new Set(registered).size).toBe(registered.length);
    expect(documented.sort()).toEqual(registered.sort());
    expect(documented.length).toBe(ENDPOINTS.length);
  });

  it("answers another method with 405 at each documented address, and 404 elsewhere", async () => {
    const paths = endpointPaths(ENDPOINTS);
    // The card slugs are the one path parameter's values: 16 endpoints and the document.
    expect(paths.length).toBe(ENDPOINTS.length + 77 + 1);
    for (const path of paths) {
      expect((await app.request(path, { method: "POST" })).status, path).toBe(405);
      expect((await app.request(path)).status, path).not.toBe(404);
    }
    for (const path of ["/api/tarot/cards/the-foool", "/api/horoscope", "/api/nope"]) {
      expect((await app.request(path, { method: "POST" })).status, path).toBe(404);
    }
  });

  it("is served as JSON, OpenAPI 3.1, with every endpoint's parameters", async () => {
    const response = await app.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, { get: { parameters: { name: string; schema: object }[] } }>;
    };
    expect(document.openapi).toBe("3.1.0");
    expect(document).toEqual(
      JSON.parse(JSON.stringify(openApiDocument("http://localhost:3000", ENDPOINTS))),
    );
    const chart = document.paths["/api/chart"]!.get.parameters.map((p) => p.name);
    expect(chart).toEqual([
      "date",
      "time",
      "place",
      "lat",
      "lon",
      "tz",
      "houses",
      "offset",
      "zodiac",
      "ayanamsa",
    ]);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const parameter of item.get.parameters) {
        expect(parameter.schema, `${path} ${parameter.name}`).toMatchObject({ type: "string" });
      }
    }
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.path}: the example's answer fits the documented schema`, async () => {
      const response = await app.request(endpoint.example);
      expect(response.status, endpoint.example).toBe(200);
      const answer = await response.json();
      const checked = endpoint.answer.safeParse(answer);
      expect(checked.error?.issues ?? [], endpoint.example).toEqual([]);
    });
  }

  it("answers each endpoint's bad parameter with the documented 400 and error shape", async () => {
    for (const endpoint of ENDPOINTS.filter((e) => e.query)) {
      const url = new URL(endpoint.example, "http://x");
      const [name] = [...url.searchParams.keys()];
      if (!name) continue;
      url.searchParams.append(name, "again");
      const response = await app.request(`${url.pathname}${url.search}`);
      expect(response.status, url.search).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "repeated_parameter" } });
    }
  });
});
