// A page the page cache keeps is rendered once for everyone who asks while it renders. The
// first visitor going away must not spoil that render for the others: React Router answers 500
// to a request aborted during its loaders, and under `npm run load` the visitors still waiting
// were handed that 500 (issue 42).
import { describe, expect, it } from "vitest";
import { startServer } from "../support/built-server";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a shared page render", () => {
  it("outlives the visitor it was started for", { timeout: 120_000 }, async () => {
    const server = await startServer();
    try {
      // Cold months on a pool no task has woken yet: each render waits for a thread to start
      // (some 260 ms and more), so the first visitor leaves while the others wait on it.
      const paths = ["leo", "virgo", "pisces"].map(
        (sign, i) => `/horoscopes/monthly/${sign}?date=2033-0${i + 3}-05`,
      );
      const leaving = paths.map((path) => {
        const controller = new AbortController();
        const answer = fetch(server.origin + path, { signal: controller.signal }).catch(
          (error: unknown) => error,
        );
        return { controller, answer };
      });
      await sleep(20);
      const staying = paths.map((path) => fetch(server.origin + path));
      await sleep(30);
      for (const { controller } of leaving) controller.abort();
      for (const { answer } of leaving) expect(await answer).toBeInstanceOf(Error);
      const answers = await Promise.all(staying);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      // Kept whole for the next visitor too.
      const again = await fetch(server.origin + paths[0]!);
      expect(again.status).toBe(200);
      expect(await again.text()).toContain("Leo");
    } finally {
      await server.stop();
    }
  });
});
