// docs/routes.md describes both URL tables: React Router's (app/routes.ts) and Hono's (the app
// server/app.ts makes, with everything it mounts). Each table here is read from the code, so a
// route added, moved or removed in either fails until the page says so.
import { readFileSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routeTable from "~/routes";
import { createApp } from "../../server/app";

const page = readFileSync("docs/routes.md", "utf8");

/** The first cell of each table row under `heading`, backticks removed: the route it names. */
function documented(heading: string): string[] {
  const start = page.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/routes.md has no "## ${heading}" section`);
  const end = page.indexOf("\n## ", start + 1);
  const section = page.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^\| `([^`]+)` +\|/gm)].map(([, route]) => route!);
}

/** Every page route of the table, as an address pattern: "/" for the index, "/*" for the rest. */
function pagePatterns(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : `${parent}/${entry.path ?? ""}`.replace(/\/+$/, "");
    const here = entry.children?.length ? [] : [own || "/"];
    return [...here, ...pagePatterns(entry.children ?? [], own)];
  });
}

describe("docs/routes.md", () => {
  it("lists every route of app/routes.ts, in its order, and no other", () => {
    expect(documented("Pages")).toEqual(pagePatterns(routeTable));
  });

  it("lists every route Hono holds, in the order a request meets them, and no other", () => {
    // With a client folder, as production runs it, so the built files' middleware is there too.
    const app = createApp({ mode: "production", clientDir: "build/client" });
    expect(documented("Served by Hono")).toEqual(app.routes.map((route) => route.path));
  });
});
