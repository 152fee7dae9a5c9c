// No answer turns on Node 20's async hooks: once any AsyncLocalStorage runs, every promise in
// the process pays for them, 10 µs of CPU on each API request (ADR 016). React's Node renderer
// runs one at its first render; ours renders with React's Web Streams renderer instead.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, startServer, type RunningServer } from "../support/built-server";

const TRIPWIRE = path.join(ROOT, "tests/support/async-hooks-tripwire.js");
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { NODE_OPTIONS: `--import ${TRIPWIRE}` } });
});
afterAll(() => server.stop());

describe("async hooks", () => {
  it("stay off through cached and per-visitor renders, data requests and the API", async () => {
    const paths = [
      "/about",
      "/horoscopes/daily/aries",
      "/login",
      "/chart?name=Ada&date=1990-07-04&time=15%3A30&place=5128581&houses=placidus",
      "/tarot/reading/three-cards/AAECAw",
      "/horoscopes/daily/leo.data",
      "/no-such-page",
      "/api/horoscope/daily?date=2026-11-21&zodiacSign=Leo",
      // Work in the worker pool (piscina, ADR 017), whose tasks carry an AsyncResource.
      "/calendar.ics?events=seasons",
      "/calendar/retrogrades/1990",
      "/share/signs/aries.png",
    ];
    for (const p of paths) {
      const response = await fetch(server.origin + p);
      await response.arrayBuffer();
      expect([200, 404]).toContain(response.status);
    }
    expect(server.log()).toContain('{"tripwire":"armed"}');
    expect(server.log()).not.toContain('{"tripwire":"AsyncLocalStorage');
  });

  it("the tripwire itself trips when an AsyncLocalStorage runs", () => {
    const script = 'new (require("node:async_hooks").AsyncLocalStorage)().run(1, () => {});';
    const { stderr } = spawnSync(process.execPath, ["--import", TRIPWIRE, "-e", script], {
      encoding: "utf8",
    });
    expect(stderr).toContain('{"tripwire":"AsyncLocalStorage.run ');
  });
});
