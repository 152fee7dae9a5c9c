// SIGTERM lets requests already in flight finish with 200; then the process closes its database,
// writes out its log and exits 0, and the port refuses new connections.
import { request } from "node:http";
import { connect } from "node:net";
import { expect, it } from "vitest";
import { logLines, startServer } from "../support/built-server";

interface Done {
  status: number;
  count: number;
  at: number;
}

/**
 * A GET on its own connection. Resolves once the connection is established and the request
 * written, so the request is in flight; `answer` settles with the response.
 */
function inFlight(port: number, path: string): Promise<{ answer: Promise<Done> }> {
  return new Promise((sent, failed) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false });
    const answer = new Promise<Done>((resolve, reject) => {
      req.on("response", (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => {
          const parsed = JSON.parse(body) as { horoscopes?: unknown[] };
          resolve({
            status: res.statusCode!,
            count: parsed.horoscopes?.length ?? 0,
            at: Date.now(),
          });
        });
        res.on("error", reject);
      });
      req.on("error", (error) => reject(new Error(`${path}: ${error.message}`)));
    });
    let steps = 0;
    const step = () => ++steps === 2 && sent({ answer });
    req.on("socket", (socket) => socket.on("connect", step));
    req.on("error", failed);
    req.end(step);
  });
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

it(
  "drains in-flight requests on SIGTERM, exits 0 and refuses new connections",
  { timeout: 60_000 },
  async () => {
    // Room in the worker pool's queue for all twenty cold days (issue 42 moved them there), so
    // none is refused as busy before the signal.
    const server = await startServer({ env: { WORKER_QUEUE: "24" } });
    // A warm server, as in production: the route modules load on the first page.
    await (await fetch(`${server.origin}/horoscopes`)).text();
    // And with its database open, which the shutdown must close.
    await expect
      .poll(async () => (await fetch(`${server.origin}/healthz`)).status, { timeout: 30_000 })
      .toBe(200);
    // Twenty dates no one has asked for yet: each costs the server a fresh sky for all twelve signs.
    const paths = Array.from(
      { length: 20 },
      (_, i) => `/api/horoscope/daily?date=2031-03-${String(i + 1).padStart(2, "0")}`,
    );
    const flights = await Promise.all(paths.map((path) => inFlight(server.port, path)));
    const signalled = Date.now();
    server.child.kill("SIGTERM");

    const settled = await Promise.allSettled(flights.map((f) => f.answer));
    const exit = await Promise.race([
      server.exited,
      new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 15_000)),
    ]);
    const exitedAfter = Date.now() - signalled;
    if (exit === "timeout") await server.stop();

    const failures = settled.flatMap((s, i) =>
      s.status === "rejected" ? [`${paths[i]}: ${String(s.reason)}`] : [],
    );
    expect(failures, "every request in flight at SIGTERM gets its answer").toEqual([]);
    const answers = settled.map((s) => (s as PromiseFulfilledResult<Done>).value);
    expect(answers.map((a) => a.status)).toEqual(paths.map(() => 200));
    expect(answers.map((a) => a.count)).toEqual(paths.map(() => 12));
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitedAfter).toBeLessThan(12_000);
    expect(await refused(server.port)).toBe(true);

    // Every answer was logged and the log written out before the exit; the database was closed.
    const lines = logLines<{ msg: string; path?: string; status?: number; database?: string }>(
      server,
    );
    for (const path of paths) {
      expect(lines.find((line) => line.msg === "request" && line.path === path)?.status, path).toBe(
        200,
      );
    }
    expect(lines.at(-1)).toMatchObject({ msg: "stopped", database: "closed" });
  },
);
