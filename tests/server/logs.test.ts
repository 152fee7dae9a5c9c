// The built server's log, read whole after a member's journey through every form that carries
// a secret: each line is JSON, each request's line carries the id its answer sent back, and no
// password, token, cookie or Authorization value appears anywhere in it.
import { expect, it } from "vitest";
import { linkIn, waitForMail } from "../support/outbox";
import { logLines, startServer, type RunningServer } from "../support/built-server";

const PASSWORD = "Obsidian-Lantern-7741-quartz";
const NEW_PASSWORD = "Marigold-Tundra-5520-zephyr";
const WRONG_PASSWORD = "Wrong-Heliotrope-9034-basalt";
const AUTHORIZATION = "Bearer Sapphire-Kestrel-3318-token";

interface Sent {
  status: number;
  requestId: string | null;
  cookie: string | undefined;
}

function client(server: RunningServer) {
  const sent: Sent[] = [];
  async function send(path: string, init: RequestInit = {}): Promise<Sent> {
    const headers = new Headers(init.headers);
    if (init.method === "POST") headers.set("Origin", server.origin);
    const response = await fetch(server.origin + path, { ...init, headers, redirect: "manual" });
    await response.arrayBuffer();
    const cookie = /starcast_session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
    const answer = {
      status: response.status,
      requestId: response.headers.get("x-request-id"),
      cookie,
    };
    sent.push(answer);
    return answer;
  }
  const post = (path: string, form: Record<string, string>, headers: HeadersInit = {}) =>
    send(path, { method: "POST", body: new URLSearchParams(form), headers });
  return { sent, send, post };
}

interface Line {
  level: number;
  time: number;
  msg: string;
  requestId?: string;
  status?: number;
  path?: string;
}

it("logs every request as JSON with its id, and never a secret", { timeout: 90_000 }, async () => {
  const server = await startServer();
  const { sent, send, post } = client(server);
  const email = `log-${Date.now()}@example.com`;
  const secrets = [PASSWORD, NEW_PASSWORD, WRONG_PASSWORD, AUTHORIZATION, email];
  try {
    const signUp = await post("/auth", {
      firstName: "Vega",
      lastName: "Lyra",
      email,
      password: PASSWORD,
    });
    expect(signUp.status).toBe(302);
    expect(signUp.cookie).toBeDefined();
    secrets.push(signUp.cookie!);
    expect(
      (await send("/account", { headers: { Cookie: `starcast_session=${signUp.cookie}` } })).status,
    ).toBe(200);
    expect((await post("/login", { email, password: WRONG_PASSWORD })).status).toBe(400);

    expect((await post("/forgot-password", { email })).status).toBe(200);
    const reset = new URL(
      linkIn(await waitForMail(server.dataDir, email, "Reset your"), "/reset-password"),
    );
    const token = reset.searchParams.get("token")!;
    secrets.push(token);
    expect((await send(reset.pathname + reset.search)).status).toBe(200);
    const changed = await post(reset.pathname + reset.search, { token, password: NEW_PASSWORD });
    expect(changed.status).toBe(302);
    secrets.push(changed.cookie!);

    expect((await post("/newsletter", { email })).status).toBe(200);
    const confirm = new URL(
      linkIn(await waitForMail(server.dataDir, email, "Confirm your"), "/newsletter/confirm"),
    );
    secrets.push(confirm.searchParams.get("token")!);
    expect((await send(confirm.pathname + confirm.search)).status).toBe(200);

    const api = "/api/horoscope/daily?date=2026-11-21&zodiacSign=Leo";
    expect((await send(api, { headers: { Authorization: AUTHORIZATION } })).status).toBe(200);
    // A proxy's id is kept when it is plainly an id, and replaced when it is not.
    expect(
      (await send("/about", { headers: { "X-Request-Id": "edge-7f3a.42_x" } })).requestId,
    ).toBe("edge-7f3a.42_x");
    expect((await send("/about", { headers: { "X-Request-Id": "no {good}" } })).requestId).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  } finally {
    // After SIGTERM the server writes out every buffered line before it exits.
    expect(await server.stop()).toEqual({ code: 0, signal: null });
  }

  const output = server.log();
  const parsed = logLines<Line>(server);
  for (const line of parsed) {
    expect(typeof line.level).toBe("number");
    expect(Math.abs(line.time - Date.now())).toBeLessThan(5 * 60_000);
  }
  const requests = parsed.filter((line) => line.msg === "request");
  for (const line of requests)
    expect(line.requestId, JSON.stringify(line)).toMatch(/^[\w.-]{1,64}$/);
  const byId = new Map(requests.map((line) => [line.requestId, line]));
  for (const answer of sent) {
    expect(answer.requestId).not.toBeNull();
    expect(byId.get(answer.requestId!)?.status, `the log line for ${answer.requestId}`).toBe(
      answer.status,
    );
  }
  expect(requests.find((line) => line.path?.startsWith("/reset-password?"))?.path).toBe(
    "/reset-password?token=[redacted]",
  );
  for (const secret of secrets) expect(output, "a secret in the log").not.toContain(secret);
  expect(parsed.at(-1)?.msg).toBe("stopped");
});
