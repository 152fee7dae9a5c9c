import { RegExpRouter } from "hono/router/reg-exp-router";
import { describe, expect, it } from "vitest";
import { createApp } from "./app";

describe("the app's routes", () => {
  // If one route is beyond Hono's RegExpRouter, SmartRouter falls back to its TrieRouter for
  // every request of the site (0.6 to 0.9 µs more each, measured with perf).
  it("all fit Hono's fastest router", () => {
    const app = createApp({ mode: "production", clientDir: "build/client" });
    const router = new RegExpRouter<number>();
    for (const [i, route] of app.routes.entries()) router.add(route.method, route.path, i);
    expect(() => router.match("GET", "/share/site.png")).not.toThrow();
    app.router.match("GET", "/");
    expect((app.router as unknown as { activeRouter: { name: string } }).activeRouter.name).toBe(
      "RegExpRouter",
    );
  });
});
